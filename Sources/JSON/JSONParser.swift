import Diagnostics

/// A strict RFC 8259 JSON parser over UTF-8 bytes that records each value's byte offset.
///
/// Stricter than the RFC where a hand-edited configuration file is better served by an error:
/// a byte order mark, a duplicate key in one object and nesting deeper than ``maximumDepth``
/// are rejected.
struct JSONParser {
  /// Deep enough for any real document, shallow enough that recursion cannot exhaust the stack.
  static let maximumDepth = 512

  struct Failure: Error {
    var message: String
    var offset: Int
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(Failure) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw Failure(
        message: "the file starts with a UTF-8 byte order mark; save it without one", offset: 0)
    }
    if let invalid = UTF8Validator.firstInvalidOffset(in: bytes) {
      throw Failure(message: "the file is not valid UTF-8", offset: invalid)
    }
    skipWhitespace()
    guard index < bytes.count else {
      throw Failure(message: "expected a JSON value, found the end of the file", offset: index)
    }
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw Failure(
        message: "unexpected \(describe(at: index)) after the JSON value", offset: index)
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws(Failure) -> JSONNode {
    let start = index
    guard index < bytes.count else {
      throw Failure(message: "expected a value, found the end of the file", offset: index)
    }
    let value: JSONValue
    switch bytes[index] {
    case UInt8(ascii: "{"): value = try parseObject()
    case UInt8(ascii: "["): value = try parseArray()
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      value = .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      value = .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      value = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      value = .number(try parseNumber())
    default:
      throw Failure(message: "expected a value, found \(describe(at: index))", offset: index)
    }
    return JSONNode(value, offset: start, endOffset: index)
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw Failure(
        message: "values nested deeper than \(JSONParser.maximumDepth) levels", offset: index)
    }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // {
    var members: [JSONMember] = []
    // Keys of a large object; a small one (most are) is searched, which beats hashing its keys.
    var seen: Set<String> = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw Failure(
          message: "expected a member name in double quotes, found \(describe(at: index))",
          offset: index)
      }
      let keyOffset = index
      let key = try parseString()
      let repeated: Bool
      if members.count < 16 {
        repeated = members.contains { $0.key == key }
      } else {
        if seen.isEmpty { seen = Set(members.map(\.key)) }
        repeated = !seen.insert(key).inserted
      }
      if repeated {
        throw Failure(message: "duplicate key '\(key)'", offset: keyOffset)
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw Failure(
          message: "expected ':' after member name, found \(describe(at: index))", offset: index)
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          throw Failure(message: "trailing comma before '}'", offset: index)
        }
        continue
      }
      if peek(UInt8(ascii: "}")) {
        index += 1
        return .object(members)
      }
      throw Failure(
        message: "expected ',' or '}' after an object member, found \(describe(at: index))",
        offset: index)
    }
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // [
    var elements: [JSONNode] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          throw Failure(message: "trailing comma before ']'", offset: index)
        }
        continue
      }
      if peek(UInt8(ascii: "]")) {
        index += 1
        return .array(elements)
      }
      throw Failure(
        message: "expected ',' or ']' after an array element, found \(describe(at: index))",
        offset: index)
    }
  }

  // MARK: - Scalars

  private mutating func parseString() throws(Failure) -> String {
    let start = index
    index += 1  // opening quote
    let contentStart = index
    // Fast path, no escapes: the scan reads the buffer directly (strings are most of a file).
    index = bytes.withUnsafeBufferPointer { buffer in
      var position = contentStart
      // Eight bytes at a time while none is a quote, a backslash or a control character.
      let ones: UInt64 = 0x0101_0101_0101_0101
      let high = ones &* 0x80
      func hasByteBelow(_ limit: UInt64, _ word: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & high != 0
      }
      while position + 8 <= buffer.count {
        let word = UnsafeRawBufferPointer(buffer).loadUnaligned(
          fromByteOffset: position, as: UInt64.self)
        if hasByteBelow(1, word ^ (ones &* 0x22)) || hasByteBelow(1, word ^ (ones &* 0x5C))
          || hasByteBelow(0x20, word)
        {
          break
        }
        position += 8
      }
      while position < buffer.count {
        let byte = buffer[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        position += 1
      }
      return position
    }
    if peek(UInt8(ascii: "\"")) {
      let text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
      index += 1
      return text
    }
    var scalars = Array(bytes[contentStart..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &scalars)
      case 0..<0x20:
        throw Failure(
          message: "control character in a string; write it as an escape such as \\n", offset: index
        )
      default:
        scalars.append(byte)
        index += 1
      }
    }
    throw Failure(message: "unterminated string", offset: start)
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(Failure) {
    let start = index
    index += 1
    guard index < bytes.count else { throw Failure(message: "unterminated string", offset: start) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): output.append(byte)
    case UInt8(ascii: "\\"): output.append(byte)
    case UInt8(ascii: "/"): output.append(byte)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4(escapeStart: start)
      if (0xD800..<0xDC00).contains(code) {
        // A high surrogate must be followed by an escaped low surrogate.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw Failure(message: "unpaired surrogate in \\u escape", offset: start) }
        index += 2
        let low = try parseHex4(escapeStart: start)
        guard (0xDC00..<0xE000).contains(low) else {
          throw Failure(message: "unpaired surrogate in \\u escape", offset: start)
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw Failure(message: "unpaired surrogate in \\u escape", offset: start)
      }
      guard let scalar = Unicode.Scalar(code) else {
        throw Failure(message: "invalid \\u escape", offset: start)
      }
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      throw Failure(
        message: "invalid escape '\\\(String(decoding: [byte], as: UTF8.self))' in a string",
        offset: start)
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw Failure(message: "\\u must be followed by four hexadecimal digits", offset: escapeStart)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw Failure(
          message: "\\u must be followed by four hexadecimal digits", offset: escapeStart)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw Failure(message: "numbers may not have leading zeros", offset: start)
      }
    } else if index < bytes.count, isDigit(bytes[index]) {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    } else {
      throw Failure(message: "expected a digit, found \(describe(at: index))", offset: index)
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw Failure(message: "expected a digit after the decimal point", offset: index)
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw Failure(message: "expected a digit in the exponent", offset: index)
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw Failure(message: "number \(text) is out of range", offset: start)
    }
    return value
  }

  private mutating func expectWord(_ word: StaticString) throws(Failure) {
    let start = index
    let expected = word.withUTF8Buffer { Array($0) }
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<index + expected.count]) == expected
    else {
      throw Failure(message: "expected a value, found \(describe(at: start))", offset: start)
    }
    index += expected.count
  }

  // MARK: - Helpers

  private mutating func skipWhitespace() {
    index = bytes.withUnsafeBufferPointer { buffer in
      var position = index
      while position < buffer.count {
        switch buffer[position] {
        case 0x20, 0x09, 0x0A, 0x0D: position += 1
        default: return position
        }
      }
      return position
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Names what stands at an offset for an error message: `'x'`, `'abc'`, or the end of file.
  private func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    var end = offset
    // Show a whole word when the input has one there (`'tru'`), else one character.
    while end < bytes.count, end - offset < 20,
      bytes[end] >= 0x80 || (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
        || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
    {
      end += 1
    }
    if end == offset { end = offset + 1 }
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
  }
}
