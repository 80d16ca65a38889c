import A11yCriteria

/// A component as import writes it, in criteria format 2: experiences stating the facts of
/// their controls (roles and states as keys of the shared profiles), standard criteria with
/// parameters, and free-form criteria only for what no standard criterion covers.
public struct ImportedComponent: Hashable, Sendable {
  public var id: String
  public var title: String
  public var category: String
  public var summary: String
  public var designNotes: [String]
  /// What the import decided and why: items left out, words the profiles replace, examples it
  /// chose. A reviewer reads these first.
  public var sourceNotes: [String]
  public var background: [String]
  public var experiences: [Experience]
  /// Ids of shared profiles.
  public var platforms: [String]
  public var criteria: [ImportedCriterion]
}
