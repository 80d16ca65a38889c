/// A message about a place in an input: the one error type every library of the tool reports.
///
/// Rendered as `path:line:column: severity: message`, then the source line and a caret under
/// the column (see ``DiagnosticRenderer``).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case error
    case warning
    case note

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }
  }

  public var severity: Severity
  /// The file path or template name the message is about; empty when there is none.
  public var path: String
  public var location: SourceLocation?
  public var message: String
  /// The text of the line at `location`, shown under the message with a caret.
  public var sourceLine: String?
  /// The kind of finding, for reports that sort findings by rule (`step-outside-vocabulary`);
  /// nil for plain errors and warnings about the inputs.
  public var rule: String?

  public init(
    _ severity: Severity = .error,
    path: String = "",
    location: SourceLocation? = nil,
    message: String,
    sourceLine: String? = nil,
    rule: String? = nil
  ) {
    self.severity = severity
    self.path = path
    self.location = location
    self.message = message
    self.sourceLine = sourceLine
    self.rule = rule
  }

  /// An error at `location` of `source`, with the line looked up in the text.
  public static func error(
    _ message: String,
    path: String,
    at location: SourceLocation?,
    in source: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      .error,
      path: path,
      location: location,
      message: message,
      sourceLine: location.flatMap { loc in source.flatMap { SourceText($0).line(loc.line) } }
    )
  }

  public var description: String { DiagnosticRenderer(colored: false).render(self) }
}
