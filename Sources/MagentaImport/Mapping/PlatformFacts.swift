/// What a document says differently of a component's control on one platform, for one
/// standard criterion: the keys that move focus, a role of its own, states it names for other
/// platforms only.
///
/// Experiences hold one set of facts for every platform, so a criterion whose facts differ is
/// written out per platform (see ``PerPlatformCriterion``).
struct PlatformFacts: Hashable, Sendable {
  /// The keys that move focus on the platform, as steps name them ("the arrow keys"); nil for
  /// the standard criterion's own.
  var focusKeys: [String]?
  /// A role the document gives on this platform only ("adjustable" with custom actions, iOS):
  /// the container's own role, or the control's role there.
  var role: String?
  /// State keys the document names for other platforms only: no Examples row here.
  var statesLeftOut: Set<String> = []

  var isEmpty: Bool { focusKeys == nil && role == nil && statesLeftOut.isEmpty }
}
