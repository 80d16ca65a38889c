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
    var targets: [GenerationTarget] = []
    for component in catalog.components {
      for platform in component.platforms {
        for experience in component.experiences {
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
    }
    var index = FeatureIndex(targets: targets)
    index.inputs = indexInputs(targets: targets)
    return index
  }

  /// The `inputs:` value of the index: every component's file as bytes, in catalog order, and
  /// the targets it lists; empty when a component was built in code.
  private func indexInputs(targets: [GenerationTarget]) -> String {
    var components: [(id: String, bytes: String, shared: String, warnings: Int)] = []
    for component in catalog.components {
      guard let bytes = component.source.withFileBytes(InputsDigest.bytes) else { return "" }
      components.append((component.id, bytes, component.sharedDigest, component.warnings.count))
    }
    return InputsDigest(templates: templates, options: options).indexValue(
      components: components,
      targets: targets.map { "\($0.component.id)/\($0.platform.id)/\($0.experience.id)" })
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
    guard options.index else { return .off }
    let display = (displayName as NSString).appendingPathComponent(FeatureIndex.path)
    let committed: TextFile?
    do throws(Diagnostic) {
      committed = try TextFile.readIfPresent(
        display, resolvedPath: (directory as NSString).appendingPathComponent(FeatureIndex.path))
    } catch {
      throw DiagnosticsError([error])
    }
    if let committed, !GeneratedHeader.isGenerated(Substring(committed.text), style: .markdown) {
      return .keepHandWritten(
        Diagnostic(
          .warning, path: display,
          message:
            "this README.md was not written by a11y-gherkin, so it stays as it is and the index"
            + " of the generated files is not written there; to get the index, move the file"
            + " away and generate again, or to say you do not want it, set \"index\": false in"
            + " the project configuration (or pass --no-index)"))
    }
    let index = index { path in GenerationPlan.isGenerated(path, in: directory) }
    return .generate(index.file(command: options.regenerateCommand))
  }
}
