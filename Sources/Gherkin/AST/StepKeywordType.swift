/// What a step keyword means, as in Cucumber messages.
///
/// A keyword listed under several groups of its dialect (every dialect's `"* "`) is
/// ``unknown``.
public enum StepKeywordType: String, Hashable, Sendable {
  /// `Given` and its translations.
  case context = "Context"
  /// `When`.
  case action = "Action"
  /// `Then`.
  case outcome = "Outcome"
  /// `And`, `But`.
  case conjunction = "Conjunction"
  /// `*`, or any keyword that belongs to more than one group.
  case unknown = "Unknown"
}
