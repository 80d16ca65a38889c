/// One line of the document, as byte offsets into the source, or the end of file.
struct Line {
  /// 1-based; the end of file is numbered one past the last line.
  var number: Int
  /// The first byte of the line.
  var start: Int
  /// One past the last byte, line break excluded.
  var end: Int
  /// The first byte after the leading whitespace (`end` for a blank line).
  var textStart: Int
  /// The leading whitespace, in Unicode scalars.
  var indent: Int
  var isEOF: Bool

  static func endOfFile(number: Int, at offset: Int) -> Line {
    Line(number: number, start: offset, end: offset, textStart: offset, indent: 0, isEOF: true)
  }
}
