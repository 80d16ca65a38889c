import CucumberExpressions

/// One phrase of the step vocabulary: a Cucumber Expression every step definition can match.
public struct StepPhrase: Sendable {
  public let expression: CucumberExpression
  /// `Given`, `When` or `Then`; nil for a phrase used under any keyword.
  public let keyword: String?
  /// Whether only a person can judge the step (a visible focus indicator, text cut off), on
  /// the platforms not in ``automatableOn``.
  public let manual: Bool
  /// The platforms (ids) where a runner's library checks a manual phrase: a browser reads
  /// `document.activeElement` and can compare renderings, which a phone's test cannot do.
  public let automatableOn: Set<String>

  public init(
    expression: CucumberExpression, keyword: String?, manual: Bool,
    automatableOn: Set<String> = []
  ) {
    self.expression = expression
    self.keyword = keyword
    self.manual = manual
    self.automatableOn = automatableOn
  }

  /// Whether only a person can judge the step on a platform (nil: on some platform).
  public func isManual(on platform: String?) -> Bool {
    guard manual, let platform else { return manual }
    return !automatableOn.contains(platform)
  }
}
