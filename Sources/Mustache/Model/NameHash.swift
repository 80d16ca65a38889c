/// The hash object members and tag names are compared by: FNV-1a over the name's UTF-8.
///
/// Unseeded and cheap on the short names templates use; a collision only costs a string
/// comparison, and a lookup never trusts the hash alone.
enum NameHash {
  static func of(_ name: String) -> UInt64 {
    var name = name
    return name.withUTF8 { of($0) }
  }

  static func of(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
    }
    return hash
  }
}
