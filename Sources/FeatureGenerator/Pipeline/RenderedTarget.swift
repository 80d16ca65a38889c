import Gherkin

/// One target rendered from the criteria and templates: what generate writes (after merging
/// with the committed file) and what check compares against.
public struct RenderedTarget: Sendable {
  public var target: GenerationTarget
  public var header: GeneratedHeader
  /// The feature as the templates produced it, parsed and checked; without the header.
  public var document: GherkinDocument
  /// The whole checklist text, header included.
  public var checklist: String
}
