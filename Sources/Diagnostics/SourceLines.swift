/// Looks up lines of a text by number, for the excerpt under a diagnostic.
public enum SourceLines {
  /// The text of 1-based line `number` without its line break (`\n`, `\r\n` or `\r`), or nil
  /// when the text has fewer lines.
  public static func line(_ number: Int, of text: String) -> String? {
    guard number >= 1 else { return nil }
    var current = 1
    var start = text.utf8.startIndex
    var index = start
    let utf8 = text.utf8
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if current == number {
          return String(text[start..<index])
        }
        var next = utf8.index(after: index)
        if byte == UInt8(ascii: "\r"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
          next = utf8.index(after: next)
        }
        current += 1
        start = next
        index = next
        continue
      }
      index = utf8.index(after: index)
    }
    return current == number ? String(text[start..<utf8.endIndex]) : nil
  }
}
