/// Finds the first byte that is not part of well-formed UTF-8, so the error can point at it.
enum UTF8Validation {
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        index = endOfASCII(in: bytes, from: index + 1)
        continue
      }
      let length: Int
      var minimum: UInt32
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
  /// at a time: criteria files are mostly ASCII.
  private static func endOfASCII(in bytes: [UInt8], from start: Int) -> Int {
    bytes.withUnsafeBytes { buffer in
      var index = start
      while index + 8 <= buffer.count,
        buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      while index < buffer.count, buffer[index] < 0x80 { index += 1 }
      return index
    }
  }
}
