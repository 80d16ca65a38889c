#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The UTF-8 bytes of a document being parsed, with the byte-level scanning the parser's hot
/// loops use instead of `Character`s.
///
/// The bytes are valid UTF-8 (they come from a Swift `String` or were validated), so a byte
/// below 0x80 is always a whole scalar and a lead byte is always followed by its continuation
/// bytes. "Whitespace" is the Unicode `White_Space` property (ASCII blanks, NEL, NBSP, the
/// U+2000 spaces, U+3000 and so on), which is what the official parsers trim around titles,
/// steps and table cells.
struct SourceBuffer {
  let bytes: UnsafeBufferPointer<UInt8>

  var count: Int { bytes.count }

  @inline(__always)
  subscript(_ index: Int) -> UInt8 {
    bytes[index]
  }

  // MARK: - Whitespace

  /// The length in bytes of the whitespace scalar starting at `index`, or 0 when the scalar
  /// there is not whitespace (or `index` is at `end`).
  @inline(__always)
  func whitespaceLength(at index: Int, end: Int) -> Int {
    guard index < end else { return 0 }
    let byte = bytes[index]
    if byte < 0x80 {
      return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0
    }
    return multibyteWhitespaceLength(at: index, end: end)
  }

  private func multibyteWhitespaceLength(at index: Int, end: Int) -> Int {
    let lead = bytes[index]
    switch lead {
    case 0xC2:
      guard index + 1 < end else { return 0 }
      let next = bytes[index + 1]
      return next == 0x85 || next == 0xA0 ? 2 : 0  // NEL, NO-BREAK SPACE
    case 0xE1, 0xE2, 0xE3:
      guard index + 2 < end else { return 0 }
      return Self.isThreeByteWhitespace(lead, bytes[index + 1], bytes[index + 2]) ? 3 : 0
    default:
      return 0
    }
  }

  /// The length in bytes of the whitespace scalar that ends just before `end`, or 0.
  @inline(__always)
  func whitespaceLength(endingAt end: Int, start: Int) -> Int {
    guard end > start else { return 0 }
    let last = bytes[end - 1]
    if last < 0x80 {
      return last == 0x20 || (last >= 0x09 && last <= 0x0D) ? 1 : 0
    }
    if end - 2 >= start, bytes[end - 2] == 0xC2, last == 0x85 || last == 0xA0 {
      return 2
    }
    if end - 3 >= start, Self.isThreeByteWhitespace(bytes[end - 3], bytes[end - 2], last) {
      return 3
    }
    return 0
  }

  /// U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
  @inline(__always)
  private static func isThreeByteWhitespace(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
    switch a {
    case 0xE1: return b == 0x9A && c == 0x80
    case 0xE2:
      if b == 0x80 { return (c >= 0x80 && c <= 0x8A) || c == 0xA8 || c == 0xA9 || c == 0xAF }
      return b == 0x81 && c == 0x9F
    case 0xE3: return b == 0x80 && c == 0x80
    default: return false
    }
  }

  /// The first index at or after `start` that is not whitespace (or `end`).
  @inline(__always)
  func skipWhitespace(from start: Int, to end: Int) -> Int {
    var index = start
    while true {
      let length = whitespaceLength(at: index, end: end)
      if length == 0 { return index }
      index += length
    }
  }

  /// `end` moved back over trailing whitespace, not before `start`.
  @inline(__always)
  func trimEnd(from start: Int, to end: Int) -> Int {
    var index = end
    while true {
      let length = whitespaceLength(endingAt: index, start: start)
      if length == 0 { return index }
      index -= length
    }
  }

  // MARK: - Scalars

  /// Whether `start..<end` is all ASCII (then columns are byte offsets), eight bytes at a time.
  @inline(__always)
  func isASCII(from start: Int, to end: Int) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= end {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        return false
      }
      index += 8
    }
    while index < end {
      if bytes[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// The number of Unicode scalars in `start..<end`: the unit of Gherkin columns.
  @inline(__always)
  func scalarCount(from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// The index `scalars` Unicode scalars after `start` (not beyond `end`).
  func index(advancedBy scalars: Int, from start: Int, limit end: Int) -> Int {
    var remaining = scalars
    var index = start
    while remaining > 0, index < end {
      index += 1
      while index < end, bytes[index] & 0xC0 == 0x80 {
        index += 1
      }
      remaining -= 1
    }
    return index
  }

  // MARK: - Comparing and copying

  /// Whether the bytes at `index` (before `end`) start with `prefix`.
  @inline(__always)
  func hasPrefix(_ prefix: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
    let length = prefix.count
    guard length <= end - index else { return false }
    var offset = 0
    while offset < length {
      if bytes[index + offset] != prefix[offset] { return false }
      offset += 1
    }
    return true
  }

  /// Whether `start..<end` holds `byte`.
  @inline(__always)
  func contains(_ byte: UInt8, from start: Int, to end: Int) -> Bool {
    guard let base = bytes.baseAddress, start < end else { return false }
    return memchr(base + start, Int32(byte), end - start) != nil
  }

  /// The text of `start..<end` as a `String`.
  @inline(__always)
  func string(from start: Int, to end: Int) -> String {
    guard start < end else { return "" }
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
    // Measured faster than `String(decoding:as:)` for the short strings most nodes have.
    return String(unsafeUninitializedCapacity: slice.count) { output in
      _ = output.initialize(fromContentsOf: slice)
      return slice.count
    }
  }
}
