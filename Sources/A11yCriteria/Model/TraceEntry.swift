/// One requirement of a component's source document and how the component answers for it.
///
/// `requirement` is a locator computed from the document, never a copy of its sentences:
/// `condensed/<group>/<key>` for an item of the Condensed list, `gherkin/<group>/<n>` for the
/// n-th expected outcome of a scenario of the Gherkin section, and
/// `notes/<platform>/<topic>[/<framework>]/<n>` for the n-th developer-note sentence with
/// "must" or "should" under that heading; `<test>/<assertion>` for an assertion of a test of an
/// ARIA-AT test plan. Exactly one of `covers`, `outOfScope` and `uncovered` is set.
public struct TraceEntry: Hashable, Sendable {
  public var requirement: String
  /// How strongly the source asks for it, where the source says: ARIA-AT's assertion priority
  /// (1 MUST, 2 SHOULD, 3 MAY), copied into the trace so that coverage of what a plan
  /// requires can be counted without the plan at hand.
  public var priority: Int?
  /// A few words of the project's own saying what the requirement is about, for the reader.
  public var note: String?
  /// The ids of the criteria that test the requirement.
  public var covers: [String]?
  /// Why no criterion tests it: n/a in the source, not testable from outside the app, a
  /// design rule checked in review.
  public var outOfScope: String?
  /// What a criterion would have to check: the source asks for it and nothing tests it yet.
  public var uncovered: String?

  public init(
    requirement: String, priority: Int? = nil, note: String? = nil, covers: [String]? = nil,
    outOfScope: String? = nil, uncovered: String? = nil
  ) {
    self.requirement = requirement
    self.priority = priority
    self.note = note
    self.covers = covers
    self.outOfScope = outOfScope
    self.uncovered = uncovered
  }
}
