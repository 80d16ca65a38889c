import Diagnostics

extension Diagnostic {
  /// The diagnostic with the control characters of a file's text made visible, so that a
  /// binary or hostile file cannot send NUL bytes or escape sequences to the terminal.
  ///
  /// C0 controls and DEL become their Unicode control pictures (`␀`, `␛`, `␡`), C1 controls
  /// become `�`; a tab stays a tab. One character stands for one, so the caret under the
  /// source line keeps its column.
  var printable: Diagnostic {
    var copy = self
    copy.path = Self.printable(path)
    copy.message = Self.printable(message)
    copy.sourceLine = sourceLine.map(Self.printable)
    return copy
  }

  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09: result.append(scalar)
      case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: result.append("\u{2421}")
      case 0x80...0x9F: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value != 0x09 && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }
}
