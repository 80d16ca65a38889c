import Gherkin

/// One target rendered from the criteria and templates: what generate writes (after merging
/// with the committed file) and what check compares against.
public struct RenderedTarget: Sendable {
  public var target: GenerationTarget
  public var fingerprint: String
  public var command: String
  /// The `inputs:` value of its headers.
  public var inputs: String = ""
  /// The version of the tool its headers name (`a11y-gherkin --version`).
  public var tool: String = FeatureGenerator.version
  /// The feature as the templates produced it, parsed and checked; without the header.
  public var document: GherkinDocument
  /// The checklist below its header.
  public var checklistBody: String

  /// The whole checklist file.
  public var checklist: String {
    checklist(committed: nil)
  }

  /// The whole checklist file, with the items ticked in the committed one (`- [x]`) still
  /// ticked: a tick is the tester's record, keyed by the criterion the item names.
  public func checklist(committed: String?) -> String {
    GeneratedHeader.file(
      .markdown, component: target.component.id, fingerprint: fingerprint, command: command,
      inputs: inputs, tool: tool,
      body: ChecklistTicks.apply(ChecklistTicks.ticked(in: committed ?? ""), to: checklistBody))
  }

  /// The whole feature file, with what a team added to the committed document when there is one.
  public func feature(committed: GherkinDocument?) -> String {
    var document = document
    if let committed {
      document = FeatureMerger(generated: document, committed: committed).merge()
    }
    return GeneratedHeader.file(
      .gherkin, component: target.component.id, fingerprint: fingerprint, command: command,
      inputs: inputs, tool: tool, body: GherkinPrinter().format(document),
      scenarios: ScenarioDigest.record(of: document.feature))
  }

  /// Both files, the feature merged with the committed document when there is one, and the
  /// checklist with the committed one's ticks.
  public func files(committed: GherkinDocument?, checklist committedChecklist: String? = nil)
    -> [GeneratedFile]
  {
    func file(_ kind: GeneratedFile.Kind, _ contents: String) -> GeneratedFile {
      GeneratedFile(
        path: kind == .feature ? target.featurePath : target.checklistPath, contents: contents,
        kind: kind,
        component: target.component.id, experience: target.experience.id,
        platform: target.platform.id,
        fingerprint: fingerprint)
    }
    return [
      file(.feature, feature(committed: committed)),
      file(.checklist, checklist(committed: committedChecklist)),
    ]
  }
}
