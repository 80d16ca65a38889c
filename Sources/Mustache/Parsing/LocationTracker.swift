import Diagnostics

/// Turns byte offsets into line and column, moving forward only, so that locating every tag
/// of a template costs one pass over it even when the template is a single long line.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as in ``SourceText``; columns count Unicode
/// scalars, the unit ``SourceLocation`` documents.
struct LocationTracker {
  private var offset = 0
  private var line = 1
  private var column = 1

  mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    if target < offset {
      self = LocationTracker()
    }
    var index = offset
    while index < target {
      let byte = bytes[index]
      if byte > UInt8(ascii: "\r") && byte < 0x80 {
        // Printable ASCII, nearly every byte of a template.
        column += 1
      } else if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte == UInt8(ascii: "\r") {
        // The `\n` of a `\r\n` pair ends the line.
        if index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n") {
          line += 1
          column = 1
        }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    offset = target
    return SourceLocation(line: line, column: column)
  }
}
