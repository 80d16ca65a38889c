/// One requirement a MagentaA11y document states, named by its ``A11yCriteria/TraceLocator``
/// spelling: an item of its criteria list, an expected outcome of its Gherkin section, or a
/// developer-note sentence with "must" or "should".
public struct SourceRequirement: Hashable, Sendable {
  /// `condensed/keyboard/space`, `gherkin/gestures/2`, `notes/ios/focus/1`.
  public var locator: String
  /// What the document says there, for a person filling in a trace; never written to the
  /// catalog.
  public var text: String
  /// The line of the document it stands on.
  public var line: Int

  public init(locator: String, text: String, line: Int) {
    self.locator = locator
    self.text = text
    self.line = line
  }
}
