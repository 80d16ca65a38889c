/// Writes JSON values as stable, readable text: members in their given order, two-space
/// indentation, short arrays of scalars on one line, and a final newline.
///
/// ```swift
/// JSONWriter.write(.object([JSONMember(key: "wcag", value: JSONNode(.array([...])))]))
/// ```
public enum JSONWriter {
  /// Arrays of scalars that fit in this many columns stay on one line.
  static let lineWidth = 100

  public static func write(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: 0, into: &out)
    out += "\n"
    return out
  }

  /// One line of JSON with no insignificant whitespace, as NDJSON needs.
  public static func compact(_ value: JSONValue) -> String {
    var out = ""
    writeCompact(value, into: &out)
    return out
  }

  private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
    switch value {
    case .array(let elements) where elements.isEmpty:
      out += "[]"
    case .object(let members) where members.isEmpty:
      out += "{}"
    case .array(let elements):
      let isScalar = elements.allSatisfy { element in
        switch element.value {
        case .array, .object: false
        default: true
        }
      }
      if isScalar {
        var line = ""
        writeCompact(value, into: &line)
        line = line.replacingCommas()
        if indent + line.count <= lineWidth {
          out += line
          return
        }
      }
      let inner = String(repeating: " ", count: indent + 2)
      out += "[\n"
      for (position, element) in elements.enumerated() {
        out += inner
        write(element.value, indent: indent + 2, into: &out)
        out += position == elements.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      let inner = String(repeating: " ", count: indent + 2)
      out += "{\n"
      for (position, member) in members.enumerated() {
        out += inner
        writeString(member.key, into: &out)
        out += ": "
        write(member.value.value, indent: indent + 2, into: &out)
        out += position == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    default:
      writeCompact(value, into: &out)
    }
  }

  private static func writeCompact(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number): out += format(number)
    case .string(let text): writeString(text, into: &out)
    case .array(let elements):
      out += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { out += "," }
        writeCompact(element.value, into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (position, member) in members.enumerated() {
        if position > 0 { out += "," }
        writeString(member.key, into: &out)
        out += ":"
        writeCompact(member.value.value, into: &out)
      }
      out += "}"
    }
  }

  /// Integers print without a fraction; other numbers in Swift's shortest round-trip form.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  /// Escapes quotes, backslashes and control characters; everything else is written as is.
  public static func writeString(_ text: String, into out: inout String) {
    out += "\""
    var pending = text.utf8.startIndex
    let utf8 = text.utf8
    var index = pending
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        out += text[pending..<index]
        switch byte {
        case UInt8(ascii: "\""): out += "\\\""
        case UInt8(ascii: "\\"): out += "\\\\"
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case 0x08: out += "\\b"
        case 0x0C: out += "\\f"
        default:
          let hex = String(byte, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        pending = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    out += text[pending..<utf8.endIndex]
    out += "\""
  }
}

extension String {
  /// `["a","b"]` → `["a", "b"]` for one-line arrays in pretty output; commas inside strings
  /// are left alone.
  fileprivate func replacingCommas() -> String {
    var out = ""
    var inString = false
    var escaped = false
    for character in self {
      out.append(character)
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "," {
        out.append(" ")
      }
    }
    return out
  }
}
