/// Text from files and arguments made safe to print: control characters become visible, so
/// that a binary or hostile file cannot send NUL bytes or escape sequences to a terminal.
///
/// C0 controls and DEL become their Unicode control pictures (`␀`, `␛`, `␡`), C1 controls
/// become `�`; a tab stays a tab. One character stands for one, so a caret under a source
/// line keeps its column. Every diagnostic goes through it (``DiagnosticRenderer``), and so
/// does every text a command prints for people.
public enum PrintableText {
  /// `text` with its control characters made visible; line breaks too, unless kept.
  public static func escaping(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0, keepingLineBreaks) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09: result.append(scalar)
      case 0x0A where keepingLineBreaks: result.append(scalar)
      case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: result.append("\u{2421}")
      case 0x80...0x9F: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isControl(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x0A: !keepingLineBreaks
    default: scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
  }
}

extension Diagnostic {
  /// The diagnostic with the control characters of its path, message and source line made
  /// visible.
  public var printable: Diagnostic {
    var copy = self
    copy.path = PrintableText.escaping(path)
    copy.message = PrintableText.escaping(message)
    copy.sourceLine = sourceLine.map { PrintableText.escaping($0) }
    return copy
  }
}
