import Diagnostics

/// A document split into lines, with typographic quotes already made plain, and the means to
/// point a diagnostic at one of its lines.
///
/// Lines are numbered from 1. Columns count Unicode scalars from 1, a tab counting as one (the
/// unit of ``Diagnostics/SourceLocation``); quote normalisation keeps them, one scalar for one.
public struct SourceDocument: Sendable {
  public let path: String
  /// The lines as the readers see them: no line breaks, plain quotes, no byte order mark.
  public let lines: [String]
  /// The lines as written, for the excerpt under a diagnostic.
  private let originalLines: [String]

  public init(path: String, text: String) {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    self.path = path
    originalLines = Self.splitLines(text)
    lines = originalLines.map(TextCleaner.normalizingQuotes)
  }

  /// The text of line `number` (1-based) as written, quotes and all, or nil past the end.
  func originalLine(_ number: Int) -> String? {
    number >= 1 && number <= originalLines.count ? originalLines[number - 1] : nil
  }

  /// The text of line `number` (1-based), or nil past the end.
  public func line(_ number: Int) -> String? {
    number >= 1 && number <= lines.count ? lines[number - 1] : nil
  }

  public func warning(_ message: String, line: Int, column: Int = 1) -> Diagnostic {
    diagnostic(.warning, message, line: line, column: column)
  }

  public func error(_ message: String, line: Int, column: Int = 1) -> Diagnostic {
    diagnostic(.error, message, line: line, column: column)
  }

  public func diagnostic(
    _ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int
  ) -> Diagnostic {
    let source = line >= 1 && line <= originalLines.count ? originalLines[line - 1] : nil
    return Diagnostic(
      severity, path: path, location: SourceLocation(line: line, column: column), message: message,
      sourceLine: source)
  }

  /// Splits at `\n`, `\r\n` and `\r`; a final line break does not start another line.
  static func splitLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { lines.append(String(current)) }
    return lines
  }
}
