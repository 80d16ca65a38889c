import Diagnostics

/// Where a byte offset falls as a line and a column (in Unicode scalars of the line decoded
/// with replacement characters), and the text of its line.
struct ByteLocation {
  var location: SourceLocation
  var lineText: String

  init(of offset: Int, in bytes: [UInt8]) {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    // Counted in the line as it is shown (invalid bytes decoded as U+FFFD), so that the caret
    // lands under the byte.
    let column = 1 + String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
    var lineEnd = offset
    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D {
      lineEnd += 1
    }
    location = SourceLocation(line: line, column: column)
    lineText = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
  }
}
