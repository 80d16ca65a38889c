import Diagnostics

/// What one parse produced: the document when there were no errors, else the errors in the
/// official form; and the `.tokens` listing when it was requested.
public struct GherkinParseResult: Sendable {
  /// The document; nil when there are errors.
  public var document: GherkinDocument?
  /// Every error, in the order found, each once; at most eleven (the parse stops after ten).
  public var errors: [GherkinParseError]
  /// The official `.tokens` listing (empty unless requested).
  public var tokens: String

  /// A result holding `document` (nil when there are errors), `errors` and a token listing.
  public init(document: GherkinDocument?, errors: [GherkinParseError], tokens: String = "") {
    self.document = document
    self.errors = errors
    self.tokens = tokens
  }

  /// The errors as located diagnostics for `path`, each with its source line.
  ///
  /// An unexpected end of file is reported at column 1 of the line after the last one. Very
  /// long lines are shortened in the message and the excerpt.
  public func diagnostics(path: String, source: String) -> [Diagnostic] {
    errors.map { error in
      let location = SourceLocation(line: error.line, column: error.column ?? 1)
      var diagnostic = Diagnostic.error(
        Self.shortened(error.message, to: 400), path: path, at: location, in: source)
      if let line = diagnostic.sourceLine {
        diagnostic.sourceLine = Self.shortened(line, to: max(400, location.column + 80))
      }
      return diagnostic
    }
  }

  private static func shortened(_ text: String, to limit: Int) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return text }
    var result = String(String.UnicodeScalarView(scalars.prefix(limit)))
    result += "…"
    return result
  }
}
