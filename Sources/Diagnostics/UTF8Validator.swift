/// The one check of UTF-8 well-formedness the tool uses for every input it reads.
public enum UTF8Validator {
  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629:
  /// no overlong forms, no surrogates, nothing above U+10FFFF), or nil when all are.
  public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
  }

  /// See ``firstInvalidOffset(in:)-([UInt8])``.
  public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        index = endOfASCII(in: bytes, from: index + 1)
        continue
      }
      let length: Int
      let minimum: UInt32
      var scalar: UInt32
      switch byte {
      case 0xC2...0xDF:
        length = 2
        minimum = 0x80
        scalar = UInt32(byte & 0x1F)
      case 0xE0...0xEF:
        length = 3
        minimum = 0x800
        scalar = UInt32(byte & 0x0F)
      case 0xF0...0xF4:
        length = 4
        minimum = 0x10000
        scalar = UInt32(byte & 0x07)
      default: return index
      }
      guard index + length <= count else { return index }
      for offset in 1..<length {
        let next = bytes[index + offset]
        guard next & 0xC0 == 0x80 else { return index }
        scalar = scalar << 6 | UInt32(next & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return index
      }
      index += length
    }
    return nil
  }

  /// The offset of the first byte at or after `start` that is not ASCII, checking eight bytes
  /// at a time: most inputs are mostly ASCII.
  private static func endOfASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let raw = UnsafeRawBufferPointer(bytes)
    var index = start
    while index + 8 <= raw.count,
      raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    {
      index += 8
    }
    while index < raw.count, raw[index] < 0x80 { index += 1 }
    return index
  }
}

extension UTF8Validator {
  /// The text of UTF-8 `bytes`, or an error at the first byte that is not valid UTF-8.
  ///
  /// - Parameter path: The file the bytes came from, for the error.
  /// - Throws: a ``Diagnostic`` located at the offending byte, with its line.
  public static func decode(_ bytes: ArraySlice<UInt8>, path: String) throws(Diagnostic) -> String {
    if let text = String(validating: bytes, as: UTF8.self) {
      return text
    }
    throw invalid(Array(bytes), path: path)
  }

  /// Checks that `bytes` are UTF-8, as ``decode(_:path:)`` does, without making their text:
  /// ASCII is passed over eight bytes at a time.
  ///
  /// - Throws: the diagnostic ``decode(_:path:)`` throws.
  public static func check(_ bytes: ArraySlice<UInt8>, path: String) throws(Diagnostic) {
    let valid = bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) == nil }
    if !valid {
      throw invalid(Array(bytes), path: path)
    }
  }

  private static func invalid(_ content: [UInt8], path: String) -> Diagnostic {
    let offset = firstInvalidOffset(in: content) ?? content.count
    let byte = offset < content.count ? content[offset] : 0
    let hex = String(byte, radix: 16, uppercase: true)
    return SourceText(bytes: content).diagnostic(
      "invalid UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) cannot start or continue a "
        + "character here; the file must be UTF-8 text",
      path: path, atByte: offset)
  }
}
