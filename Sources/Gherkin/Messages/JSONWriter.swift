/// A small JSON writer for Cucumber messages: compact, keys written in the order the caller
/// gives them (alphabetical for messages, as the official NDJSON has them), strings escaped as
/// `JSON.stringify` does (quotes, backslashes and control characters; everything else raw).
struct JSONWriter {
  private(set) var bytes: [UInt8] = []
  /// Whether the next value or key in the current object or array needs a comma first.
  private var needsComma = false
  /// Added to every AST id written, so that ids stay unique across the documents of a stream.
  var idOffset = 0
  /// The highest id written so far, before the offset; -1 while none.
  private(set) var highestID = -1

  mutating func recordID(_ id: Int) -> Int {
    highestID = max(highestID, id)
    return id + idOffset
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes `"name":`; the value follows.
  mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      case 0x08: append("\\b")
      case 0x0C: append("\\f")
      case 0x00..<0x20:
        append("\\u00")
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  mutating func number(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  /// `"key":"value"`.
  mutating func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// `"key":number`.
  mutating func field(_ name: StaticString, _ value: Int) {
    key(name)
    number(value)
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func separate() {
    if needsComma {
      bytes.append(UInt8(ascii: ","))
    }
  }
}
