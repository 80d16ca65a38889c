#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits the source into lines. A line ends at `\n`, `\r\n` or a lone `\r` (as the Java
/// parser and Python's universal newlines do); the break is not part of the line. A final line
/// without a break is still a line; the end of file comes after it.
struct LineScanner {
  let source: SourceBuffer
  /// The byte where the next line starts.
  private(set) var offset = 0
  /// The number the next line will have.
  private(set) var nextNumber = 1

  /// Whether the source has a `\r` at all; most files do not, and then one search per line
  /// is enough.
  private let hasCarriageReturns: Bool

  init(source: SourceBuffer) {
    self.source = source
    if let base = source.bytes.baseAddress {
      hasCarriageReturns = memchr(base, Int32(UInt8(ascii: "\r")), source.count) != nil
    } else {
      hasCarriageReturns = false
    }
  }

  mutating func next() -> Line {
    let count = source.count
    guard offset < count, let base = source.bytes.baseAddress else {
      return .endOfFile(number: nextNumber, at: count)
    }
    let start = offset
    let remaining = count - start
    var end = count
    var following = count
    if let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), remaining) {
      end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
      following = end + 1
    }
    if hasCarriageReturns,
      let carriage = memchr(base + start, Int32(UInt8(ascii: "\r")), end - start)
    {
      let position = base.distance(to: carriage.assumingMemoryBound(to: UInt8.self))
      if position + 1 != end {
        following = position + 1  // a lone CR ends the line
      }
      end = position
    }
    offset = following
    let number = nextNumber
    nextNumber += 1

    // Leading whitespace, counted in scalars for the column.
    var textStart = start
    while textStart < end, source[textStart] == 0x20 || source[textStart] == 0x09 {
      textStart += 1
    }
    var indent = textStart - start
    while true {
      let length = source.whitespaceLength(at: textStart, end: end)
      if length == 0 { break }
      textStart += length
      indent += 1
    }
    return Line(
      number: number, start: start, end: end, textStart: textStart, indent: indent, isEOF: false)
  }
}
