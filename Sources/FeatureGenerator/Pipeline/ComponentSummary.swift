import A11yCriteria
import Diagnostics

/// What a run that drops each component once it is rendered keeps of it: what the checks
/// over the whole catalog need (repeated ids, filters that name nothing), its warnings, and
/// its part of the index.
public struct ComponentSummary: Sendable {
  public var identity: ComponentIdentity
  /// The ids of its experiences and platforms, in order.
  public var experiences: [String]
  public var platforms: [String]
  public var warnings: [Diagnostic]
  /// Nil when the run writes no index.
  var indexPart: FeatureIndex.Part?
}
