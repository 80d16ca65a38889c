/// Puts the values of an Examples row in place of the `<column>` placeholders of an outline
/// step's text, as runners do: column by column in the table's order, every occurrence.
public struct OutlinePlaceholders: Equatable, Sendable {
  public let columns: [String]
  /// `<column>` of each column, as bytes.
  private let placeholders: [[UInt8]]

  public init(columns: [String]) {
    self.columns = columns
    placeholders = columns.map { Array("<\($0)>".utf8) }
  }

  /// `text` with each `<column>` replaced by the value at the column's position in `values`.
  public func filled(_ text: String, values: [String]) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var bytes = Array(text.utf8)
    for (placeholder, value) in zip(placeholders, values) {
      guard bytes.count >= placeholder.count else { continue }
      var filled: [UInt8] = []
      var start = 0
      var copied = 0
      while start <= bytes.count - placeholder.count {
        if bytes[start] == UInt8(ascii: "<"),
          bytes[start..<(start + placeholder.count)].elementsEqual(placeholder)
        {
          filled += bytes[copied..<start]
          filled += value.utf8
          start += placeholder.count
          copied = start
        } else {
          start += 1
        }
      }
      guard copied > 0 else { continue }
      filled += bytes[copied...]
      bytes = filled
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
