/// A child of a `Rule:`.
public enum RuleChild: Hashable, Sendable {
  case background(Background)
  case scenario(Scenario)
}
