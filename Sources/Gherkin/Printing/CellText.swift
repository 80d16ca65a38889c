/// How the canonical printer writes and lines up table cells, as the official pretty formatter
/// does.
enum CellText {
  /// `\` → `\\`, newline → `\n`, `|` → `\|`; nothing else changes.
  static func escaped(_ value: String) -> String {
    guard value.utf8.contains(where: { $0 == 0x5C || $0 == 0x0A || $0 == 0x7C }) else {
      return value
    }
    var result = ""
    result.reserveCapacity(value.utf8.count + 4)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "|": result += "\\|"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The display width: one per Unicode scalar, two for CJK and fullwidth forms
  /// (U+3000–U+9FFF, U+AC00–U+D7AF, U+FF01–U+FF60).
  static func width(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.utf8.count
    }
    var width = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3000...0x9FFF, 0xAC00...0xD7AF, 0xFF01...0xFF60: width += 2
      default: width += 1
      }
    }
    return width
  }

  /// Whether JavaScript's `parseFloat(text)` is a number: after leading whitespace, an
  /// optional sign and then `Infinity` or a decimal number (`12`, `5.6`, `.5`, `3 apples`).
  /// Such cells are right-aligned.
  static func isNumeric(_ text: String) -> Bool {
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first, isJavaScriptWhitespace(first) {
      scalars = scalars.dropFirst()
    }
    if let sign = scalars.first, sign == "+" || sign == "-" {
      scalars = scalars.dropFirst()
    }
    if scalars.starts(with: "Infinity".unicodeScalars) {
      return true
    }
    if let first = scalars.first, ("0"..."9").contains(first) {
      return true
    }
    if scalars.first == ".", let second = scalars.dropFirst().first {
      return ("0"..."9").contains(second)
    }
    return false
  }

  /// JavaScript's `StrWhiteSpaceChar`: white space (including U+FEFF and every space
  /// separator) and line terminators.
  private static func isJavaScriptWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029,
      0x202F, 0x205F, 0x3000, 0xFEFF:
      return true
    default:
      return false
    }
  }
}
