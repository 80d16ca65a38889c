/// A regular expression as a tree, in the subset that Cucumber Expressions compile to and
/// that parameter types are written in.
indirect enum PatternNode: Equatable, Sendable {
  /// Matches the empty text.
  case empty
  /// One Unicode scalar, exactly.
  case scalar(Unicode.Scalar)
  /// One Unicode scalar from a set (a class, `.`, `\d`).
  case set(ScalarSet)
  case sequence([PatternNode])
  /// The first alternative that leads to a whole match.
  case alternation([PatternNode])
  /// `min` to `max` (nil: no limit) repetitions. Greedy and lazy repetitions accept the same
  /// texts as a whole, which is all this matcher answers, so they are one case.
  case repetition(PatternNode, min: Int, max: Int?)
  /// `(?=…)` or, when `negative`, `(?!…)`: a text that follows, not consumed.
  case lookahead(PatternNode, negative: Bool)
  /// `^` and `$`: the start and the very end of the text (never before a final line break:
  /// a step text has none).
  case start
  case end
  /// `\b` or, when `negative`, `\B`.
  case wordBoundary(negative: Bool)
}
