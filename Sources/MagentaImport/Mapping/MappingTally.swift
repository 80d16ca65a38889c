/// How a document's items were mapped, for the import summary.
public struct MappingTally: Hashable, Sendable {
  /// Items mapped onto standard criteria (and the shared profiles' roles and states).
  public var mapped = 0
  /// Items that became free-form criteria: no standard criterion covers them.
  public var freeForm = 0
  /// Items left out (n/a, exempt, optional, negative, or naming nothing the profiles know).
  public var leftOut = 0
  /// Ids of the free-form criteria, for review.
  public var freeFormIds: [String] = []
  /// Alternatives a value offers ("the switch or table row with switch") that could be
  /// experiences of their own.
  public var candidateExperiences: [String] = []

  public init() {}
}
