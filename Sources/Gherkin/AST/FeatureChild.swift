/// A direct child of a feature.
public enum FeatureChild: Hashable, Sendable {
  case background(Background)
  case scenario(Scenario)
  case rule(Rule)
}
