/// A comma-separated table as RFC 4180 writes it: a header row naming the columns, fields in
/// double quotes where they hold a comma, a quote (doubled) or a line break.
public struct CSVTable: Sendable {
  /// One row after the header, with the line of the file it starts on.
  public struct Row: Sendable {
    public var fields: [String: String]
    public var line: Int

    /// The field of `column`; empty when the row has none.
    public subscript(column: String) -> String { fields[column] ?? "" }
  }

  public var columns: [String]
  public var rows: [Row]

  /// Reads `text`; nil when a quoted field is never closed.
  public init?(text: String) {
    var records: [(fields: [String], line: Int)] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var line = 1
    var recordLine = 1
    var characters = text.makeIterator()
    var pending: Character?
    func next() -> Character? {
      if let character = pending {
        pending = nil
        return character
      }
      return characters.next()
    }
    while let character = next() {
      if quoted {
        if character == "\"" {
          let following = next()
          if following == "\"" {
            field.append("\"")
          } else {
            quoted = false
            pending = following
          }
        } else {
          if character == "\n" || character == "\r\n" { line += 1 }
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"" where field.isEmpty:
        quoted = true
      case ",":
        fields.append(field)
        field = ""
      case "\n", "\r\n", "\r":
        fields.append(field)
        records.append((fields, recordLine))
        fields = []
        field = ""
        line += 1
        recordLine = line
      default:
        field.append(character)
      }
    }
    guard !quoted else { return nil }
    if !field.isEmpty || !fields.isEmpty {
      fields.append(field)
      records.append((fields, recordLine))
    }
    let nonEmpty = records.filter { $0.fields != [""] }
    guard let header = nonEmpty.first else {
      columns = []
      rows = []
      return
    }
    columns = header.fields
    rows = nonEmpty.dropFirst().map { record in
      Row(
        fields: Dictionary(
          zip(header.fields, record.fields).map { ($0, $1) },
          uniquingKeysWith: { first, _ in first }),
        line: record.line)
    }
  }
}
