import Diagnostics

/// One target of a run, with its fingerprint known and its files rendered only when asked:
/// a committed file that is exactly what this tool wrote from the same inputs needs no
/// rendering to be checked or regenerated.
public struct TargetJob {
  public let target: GenerationTarget
  let renderer: ComponentRenderer

  /// The fingerprint of the criteria and templates the target's files come from.
  public var fingerprint: String { renderer.fingerprints.fingerprint(for: target) }

  /// The command written into the target's headers.
  public var command: String { renderer.generator.options.regenerateCommand }

  /// Renders the target's files.
  public func render() throws(DiagnosticsError) -> RenderedTarget {
    try renderer.render(target, fingerprint: fingerprint)
  }

  /// Whether `text` is a file this tool generated from exactly these inputs, unchanged since:
  /// same fingerprint, and the content hash in its header still matches what follows it.
  /// With `sameCommand`, its regenerate command must also be this run's.
  public func isCurrent(_ text: String, sameCommand: Bool) -> Bool {
    guard let (header, body) = GeneratedHeader.read(from: Substring(text)),
      header.fingerprint == fingerprint, !sameCommand || header.command == command
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
