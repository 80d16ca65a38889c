#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The members of a JSON document's root object, with the values of those that are strings
/// without escapes or numbers, read without parsing the rest: arrays, objects and strings
/// with escapes are stepped over.
///
/// For a reader that needs a few top-level facts of a document before anything decodes it
/// (what a criteria file is). Of a valid document it reads what the parser reads; it checks
/// little else (an invalid document may get an answer, to be reported by whatever reads it
/// next). A document it cannot read this way simply (escapes in a name, a repeated name,
/// anything but an object) gives nil, and the caller parses it with ``JSONDocument``.
public enum JSONTopLevelScan {
  public enum Value: Equatable, Sendable {
    case string(String)
    case number(Double)
    /// An array, an object, `true`, `false`, `null`, or a string with escapes.
    case other
  }

  public static func members(of bytes: [UInt8]) -> [String: Value]? {
    bytes.withUnsafeBufferPointer { members(of: $0) }
  }

  /// The members of the document in `bytes`, as ``members(of:)-([UInt8])`` reads them.
  public static func members(of bytes: ArraySlice<UInt8>) -> [String: Value]? {
    bytes.withUnsafeBufferPointer { members(of: $0) }
  }

  /// The members of the document in `bytes`, as ``members(of:)-([UInt8])`` reads them.
  public static func members(of bytes: UnsafeBufferPointer<UInt8>) -> [String: Value]? {
    var scanner = Scanner(bytes: bytes)
    var members: [String: Value] = [:]
    scanner.skipWhitespace()
    guard scanner.next(is: UInt8(ascii: "{")) else { return nil }
    scanner.skipWhitespace()
    if !scanner.next(is: UInt8(ascii: "}")) {
      while true {
        scanner.skipWhitespace()
        guard let key = scanner.plainString(), members[key] == nil else { return nil }
        scanner.skipWhitespace()
        guard scanner.next(is: UInt8(ascii: ":")) else { return nil }
        scanner.skipWhitespace()
        guard let value = scanner.value() else { return nil }
        members[key] = value
        scanner.skipWhitespace()
        if scanner.next(is: UInt8(ascii: ",")) { continue }
        guard scanner.next(is: UInt8(ascii: "}")) else { return nil }
        break
      }
    }
    scanner.skipWhitespace()
    return scanner.atEnd ? members : nil
  }

  /// A position in the bytes and the steps of the scan: a plain loop over bytes, since the
  /// scan runs over every built-in criteria file in each cold `check`.
  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func next(is byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// A member's value, from its first byte; nil where the document ends or a number does
    /// not read as one.
    mutating func value() -> Value? {
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let start = index
        if let text = plainString() { return .string(text) }
        index = start + 1
        return skipString() ? .other : nil
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        return skipContainer() ? .other : nil
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text).map(Value.number)
      default:
        while index < bytes.count, bytes[index] >= UInt8(ascii: "a"),
          bytes[index] <= UInt8(ascii: "z")
        {
          index += 1
        }
        return .other
      }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        return true
      default: return false
      }
    }

    /// A string without escapes, from its opening quote.
    mutating func plainString() -> String? {
      guard next(is: UInt8(ascii: "\"")) else { return nil }
      let start = index
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index += 1
          return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
        case UInt8(ascii: "\\"), 0..<0x20: return nil
        default: index += 1
        }
      }
      return nil
    }

    /// Steps over the rest of a string, from just after its opening quote, to just after its
    /// closing one: the next quote that an even number of backslashes (none, or pairs that
    /// each stand for one backslash) precedes. False when the bytes end first.
    mutating func skipString() -> Bool {
      let start = index
      guard let base = bytes.baseAddress else { return false }
      while index < bytes.count {
        guard let found = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index)
        else { break }
        let quote = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
        var backslashes = 0
        while quote - backslashes - 1 >= start, base[quote - backslashes - 1] == UInt8(ascii: "\\")
        {
          backslashes += 1
        }
        index = quote + 1
        if backslashes % 2 == 0 { return true }
      }
      index = bytes.count
      return false
    }

    /// Steps over an array or object, from its opening bracket.
    mutating func skipContainer() -> Bool {
      var depth = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          guard skipString() else { return false }
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return true }
        default: break
        }
      }
      return false
    }
  }
}
