/// XXH64, a fast non-cryptographic hash: it records each generated file's content in its
/// header, and digests the parts a fingerprint is made of, where SHA-256 would cost more than
/// everything else a check does with an unchanged file.
///
/// Detecting an accidental edit needs no cryptographic strength; 64 bits make a missed edit
/// vanishingly unlikely.
struct XXH64 {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  /// The hash of `bytes` with seed 0, as 16 lowercase hexadecimal digits.
  static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let value = hash(UnsafeRawBufferPointer(bytes))
    // Written digit by digit: a check formats one per file it reads, where `String(_:radix:)`
    // and padding cost more than the hash of a small file.
    return String(unsafeUninitializedCapacity: 16) { digits in
      for position in 0..<16 {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0xF
        digits[position] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
      }
      return 16
    }
  }

  /// The hash of a text's UTF-8 bytes, as 16 hexadecimal digits.
  static func hex(_ text: Substring) -> String {
    if let result = text.utf8.withContiguousStorageIfAvailable({ hex($0) }) {
      return result
    }
    var copy = String(text)
    return copy.withUTF8 { hex($0) }
  }

  static func hash(_ input: UnsafeRawBufferPointer) -> UInt64 {
    let count = input.count
    var offset = 0
    var result: UInt64
    if count >= 32 {
      var v1 = prime1 &+ prime2
      var v2 = prime2
      var v3: UInt64 = 0
      var v4 = 0 &- prime1
      while offset + 32 <= count {
        v1 = round(v1, read64(input, offset))
        v2 = round(v2, read64(input, offset + 8))
        v3 = round(v3, read64(input, offset + 16))
        v4 = round(v4, read64(input, offset + 24))
        offset += 32
      }
      result = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
      result = merge(result, v1)
      result = merge(result, v2)
      result = merge(result, v3)
      result = merge(result, v4)
    } else {
      result = prime5
    }
    result &+= UInt64(count)
    while offset + 8 <= count {
      result ^= round(0, read64(input, offset))
      result = rotl(result, 27) &* prime1 &+ prime4
      offset += 8
    }
    if offset + 4 <= count {
      result ^= UInt64(read32(input, offset)) &* prime1
      result = rotl(result, 23) &* prime2 &+ prime3
      offset += 4
    }
    while offset < count {
      result ^= UInt64(input[offset]) &* prime5
      result = rotl(result, 11) &* prime1
      offset += 1
    }
    result ^= result >> 33
    result &*= prime2
    result ^= result >> 29
    result &*= prime3
    result ^= result >> 32
    return result
  }

  private static func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
    rotl(accumulator &+ lane &* prime2, 31) &* prime1
  }

  private static func merge(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
    (accumulator ^ round(0, lane)) &* prime1 &+ prime4
  }

  private static func rotl(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }

  private static func read64(_ input: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  private static func read32(_ input: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
    UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }
}
