import Diagnostics

/// Finds where bytes stop being valid UTF-8, for the error that rejects them.
enum UTF8Validation {
  struct Invalid {
    var offset: Int
    var location: SourceLocation
    /// The line holding the bad byte, decoded with replacement characters.
    var lineText: String
  }

  /// The first byte that is not part of a well-formed UTF-8 sequence (RFC 3629: no overlong
  /// forms, no surrogates, nothing above U+10FFFF), with its line and column (in scalars).
  static func firstInvalidByte(in bytes: [UInt8]) -> Invalid {
    var index = 0
    var line = 1
    var lineStart = 0
    var column = 1
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      let length = sequenceLength(bytes, at: index)
      if length == 0 {
        var lineEnd = index
        while lineEnd < count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D {
          lineEnd += 1
        }
        return Invalid(
          offset: index, location: SourceLocation(line: line, column: column),
          lineText: String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self))
      }
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
        lineStart = index + 1
      } else if byte != 0x0D {
        column += 1
      }
      index += length
    }
    return Invalid(
      offset: count, location: SourceLocation(line: line, column: column), lineText: "")
  }

  /// The length of the well-formed sequence at `index`, or 0 when it is ill-formed.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let count = bytes.count
    let lead = bytes[index]
    func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
    }
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }
}
