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

  private static func members(of bytes: UnsafeBufferPointer<UInt8>) -> [String: Value]? {
    var index = 0
    func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }
    func next(is byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    /// A string without escapes, from its opening quote.
    func plainString() -> String? {
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
    /// Steps over a string with escapes, from its opening quote.
    func skipString() -> Bool {
      index += 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index += 1
          return true
        case UInt8(ascii: "\\"): index += 2
        default: index += 1
        }
      }
      return false
    }
    /// Steps over an array or object, from its opening bracket.
    func skipContainer() -> Bool {
      var depth = 0
      var inString = false
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if inString {
          if byte == UInt8(ascii: "\\") {
            index += 1
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return true }
        default: break
        }
      }
      return false
    }

    var members: [String: Value] = [:]
    skipWhitespace()
    guard next(is: UInt8(ascii: "{")) else { return nil }
    skipWhitespace()
    if !next(is: UInt8(ascii: "}")) {
      while true {
        skipWhitespace()
        guard let key = plainString(), members[key] == nil else { return nil }
        skipWhitespace()
        guard next(is: UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""):
          let start = index
          if let text = plainString() {
            members[key] = .string(text)
          } else {
            index = start
            guard skipString() else { return nil }
            members[key] = .other
          }
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          guard skipContainer() else { return nil }
          members[key] = .other
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          let start = index
          while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
          guard let number = Double(text) else { return nil }
          members[key] = .number(number)
        default:
          while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index])
          {
            index += 1
          }
          members[key] = .other
        }
        skipWhitespace()
        if next(is: UInt8(ascii: ",")) { continue }
        guard next(is: UInt8(ascii: "}")) else { return nil }
        break
      }
    }
    skipWhitespace()
    return index == bytes.count ? members : nil
  }
}
