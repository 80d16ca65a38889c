/// One requirement a source states, named by its ``A11yCriteria/TraceLocator`` spelling: an
/// item of a MagentaA11y document's criteria list, an expected outcome of its Gherkin section,
/// or a developer-note sentence with "must" or "should"; or an assertion of an ARIA-AT test.
public struct SourceRequirement: Hashable, Sendable {
  /// `condensed/keyboard/space`, `gherkin/gestures/2`, `notes/ios/focus/1`.
  public var locator: String
  /// What the document says there, for a person filling in a trace; never written to the
  /// catalog.
  public var text: String
  /// The line of the document it stands on.
  public var line: Int
  /// ARIA-AT's priority (1 MUST, 2 SHOULD, 3 MAY); nil for a source that ranks nothing.
  public var priority: Int?

  public init(locator: String, text: String, line: Int, priority: Int? = nil) {
    self.locator = locator
    self.text = text
    self.line = line
    self.priority = priority
  }
}
