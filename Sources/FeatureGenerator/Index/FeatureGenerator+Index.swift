import A11yCriteria
import Diagnostics
import FileSystem
import Foundation

extension FeatureGenerator {
  /// The index of an output directory: every target in scope, and every other target of the
  /// catalog whose feature file `isGenerated` finds there, since a run narrowed by filters
  /// leaves those files in place and the index keeps listing them. With the run's filters
  /// and an empty directory, it lists exactly what the run selects.
  ///
  /// - Parameter isGenerated: Whether a generated file lies at a path relative to the output
  ///   directory; asked only of targets out of scope.
  public func index(isGenerated: (String) -> Bool) -> FeatureIndex {
    FeatureIndex(
      parts: catalog.components.map { indexPart(of: $0, isGenerated: isGenerated) },
      digest: InputsDigest(templates: templates, options: options))
  }

  /// What the index takes of one component: as ``index(isGenerated:)`` says.
  func indexPart(of component: Component, isGenerated: (String) -> Bool) -> FeatureIndex.Part {
    var targets: [GenerationTarget] = []
    for platform in component.platforms {
      for experience in component.experiences(on: platform.id) {
        let target = GenerationTarget(
          component: component, experience: experience, platform: platform)
        if options.includes(
          component: component.id, experience: experience.id, platform: platform.id)
          || isGenerated(target.featurePath)
        {
          targets.append(target)
        }
      }
    }
    return FeatureIndex.Part(component: component, targets: targets)
  }

  /// What the run does about the index of `directory`, which messages name `displayName`.
  ///
  /// A `README.md` already there that this tool did not write is never replaced: the
  /// decision is to keep it, with a warning.
  /// - Throws: ``DiagnosticsError`` when a file is at the index's path but cannot be read as
  ///   text (a directory, a pipe, binary data).
  public func indexDecision(in directory: String, displayName: String) throws(DiagnosticsError)
    -> IndexDecision
  {
    try Self.indexDecision(in: directory, displayName: displayName, options: options) {
      index { path in GenerationPlan.isGenerated(path, in: directory) }
    }
  }

  /// ``indexDecision(in:displayName:)`` with the index `index` makes, asked for only when
  /// the index is to be written.
  static func indexDecision(
    in directory: String, displayName: String, options: GenerationOptions,
    index: () -> FeatureIndex
  ) throws(DiagnosticsError) -> IndexDecision {
    guard options.index else { return .off }
    let display = (displayName as NSString).appendingPathComponent(FeatureIndex.path)
    let committed: TextFile?
    do throws(Diagnostic) {
      committed = try TextFile.readIfPresent(
        display, resolvedPath: (directory as NSString).appendingPathComponent(FeatureIndex.path))
    } catch {
      throw DiagnosticsError([error])
    }
    if let committed,
      !GeneratedHeader.isGenerated(
        Substring(committed.textWithLineFeeds), style: .markdown)
    {
      return .keepHandWritten(
        Diagnostic(
          .warning, path: display,
          message:
            "this README.md was not written by a11y-gherkin, so it stays as it is and the index"
            + " of the generated files is not written there; to get the index, move the file"
            + " away and generate again, or to say you do not want it, set \"index\": false in"
            + " the project configuration (or pass --no-index)"))
    }
    return .generate(index().file(command: options.regenerateCommand))
  }
}
