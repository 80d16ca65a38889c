import A11yCriteria
import Diagnostics

/// One target of a run, with its fingerprint known and its files rendered only when asked:
/// a committed file that is exactly what this tool wrote from the same inputs needs no
/// rendering to be checked or regenerated.
public struct TargetJob {
  public let target: GenerationTarget
  let renderer: ComponentRenderer

  /// The fingerprint of the criteria and templates the target's files come from.
  public var fingerprint: String { renderer.fingerprints.fingerprint(for: target) }

  /// The `inputs:` value of the headers of a target whose steps are all in the vocabulary
  /// (see ``InputsDigest``).
  public var inputs: String { inputs(vocabularyProblems: 0) }

  /// The `inputs:` value of the target's headers when `vocabularyProblems` of its steps match
  /// no phrase of the vocabulary, or several. Generate and check's re-render both take the
  /// value from here, so that a file just generated is in sync under `check --strict`.
  func inputs(vocabularyProblems: Int) -> String {
    renderer.fingerprints.inputs(for: target, warnings: vocabularyProblems)
  }

  /// The command written into the target's headers.
  public var command: String { renderer.generator.options.regenerateCommand }

  /// Renders the target's files, and audits their steps against `vocabulary`: a target with
  /// problems records how many in its `inputs:` value, so that its files are never taken for
  /// current, and rendered (and audited) again on every run.
  func render(auditing vocabulary: StepVocabulary) throws(DiagnosticsError) -> (
    RenderedTarget, [Diagnostic]
  ) {
    var rendered = try render()
    let problems = renderer.audit(rendered, vocabulary: vocabulary)
    if !problems.isEmpty {
      rendered.inputs = inputs(vocabularyProblems: problems.count)
    }
    return (rendered, problems)
  }

  /// Renders the target's files.
  public func render() throws(DiagnosticsError) -> RenderedTarget {
    try renderer.render(target, fingerprint: fingerprint, inputs: inputs)
  }

  /// Whether `text` is a file this tool generated from exactly these inputs, unchanged since:
  /// same fingerprint, and the content hash in its header still matches what follows it.
  /// With `sameCommand` (generate), its regenerate command and `inputs:` value must also be
  /// this run's, so that generate brings older headers up to date.
  public func isCurrent(_ text: String, sameCommand: Bool) -> Bool {
    guard let (header, body) = GeneratedHeader.read(from: Substring(text)),
      header.fingerprint == fingerprint,
      !sameCommand || (header.command == command && header.inputs == inputs)
    else { return false }
    return header.content == GeneratedHeader.digest(of: body)
  }

  /// A file of this target with the given contents.
  func file(_ kind: GeneratedFile.Kind, _ contents: String) -> GeneratedFile {
    GeneratedFile(
      path: kind == .feature ? target.featurePath : target.checklistPath, contents: contents,
      kind: kind,
      component: target.component.id, experience: target.experience.id,
      platform: target.platform.id,
      fingerprint: fingerprint)
  }
}
