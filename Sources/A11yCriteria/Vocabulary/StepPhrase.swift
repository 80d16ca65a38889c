import CucumberExpressions

/// One phrase of the step vocabulary: a Cucumber Expression every step definition can match.
public struct StepPhrase: Sendable {
  public let expression: CucumberExpression
  /// `Given`, `When` or `Then`; nil for a phrase used under any keyword.
  public let keyword: String?
  /// Whether only a person can judge the step (a visible focus indicator, text cut off).
  public let manual: Bool

  public init(expression: CucumberExpression, keyword: String?, manual: Bool) {
    self.expression = expression
    self.keyword = keyword
    self.manual = manual
  }
}
