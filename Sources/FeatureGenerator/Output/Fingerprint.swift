import A11yCriteria
import JSON

/// The fingerprints of one component's generated files: each hashes what its file is made
/// from (the component's own fields, its experience, its platform, the criteria that apply
/// there, the shared profiles and standard criteria, the templates, the dialect, the step
/// vocabulary and the version of the tool, whose code shapes the output too) so that editing a criterion of one platform leaves
/// the other platform's files with the same fingerprint.
///
/// Each part is hashed once per component (XXH64, which is fast); a file's fingerprint is the
/// SHA-256 of the parts' digests.
struct ComponentFingerprints: Sendable {
  /// Bumped when the generator's output changes for the same inputs.
  static let formatVersion = 4

  private let base: String
  private let experiences: [String: String]
  private let platforms: [String: String]
  private let criteria: [String]
  /// What the `inputs:` value of every target takes from the component (nil for a component
  /// built in code, whose files carry none).
  private let inputs: (digest: InputsDigest, bytes: String, layout: [String])?
  private let component: Component

  /// - Parameter vocabularyDigest: The step vocabulary's digest (another one only in tests).
  init(
    component: Component, templates: TemplateSet, options: GenerationOptions,
    vocabularyDigest: String = InputsDigest.vocabularyDigest
  ) {
    let dialect = options.dialect
    self.component = component
    inputs = component.source.withFileBytes { bytes in
      (
        InputsDigest(templates: templates, options: options), InputsDigest.bytes(bytes),
        // The targets that have files: an experience a platform leaves out has none.
        component.platforms.flatMap { platform in
          component.experiences(on: platform.id).map { "\(platform.id)/\($0.id)" }
        }
      )
    }
    base = Self.digest(
      Substring(
        "a11y-gherkin format \(Self.formatVersion) tool \(options.toolVersion) vocabulary \(vocabularyDigest) \(dialect.rawValue) templates \(templates.digest) manual \(RunTag.manualSources) shared \(component.sharedDigest) component "
          + CriteriaExporter.canonicalHeader(of: component)))
    let source = component.source
    let root = JSONPath.root
    // A part read from a file is hashed as its text there, which costs far less than writing
    // it out again; a component built in code is hashed as its canonical JSON.
    experiences = Dictionary(
      component.experiences.enumerated().map { index, experience in
        let path = root.appending("experiences").appending(index)
        return (
          experience.id,
          Self.digest(source, path)
            ?? Self.digest(Substring(CriteriaExporter.canonical(experience)))
        )
      }, uniquingKeysWith: { first, _ in first })
    platforms = Dictionary(
      component.platforms.enumerated().map { index, platform in
        let path = root.appending("platforms").appending(index)
        return (
          platform.id,
          Self.digest(source, path) ?? Self.digest(Substring(CriteriaExporter.canonical(platform)))
        )
      }, uniquingKeysWith: { first, _ in first })
    criteria = component.criteria.enumerated().map { index, criterion in
      Self.digest(source, root.appending("criteria").appending(index))
        ?? Self.digest(Substring(CriteriaExporter.canonical(criterion)))
    }
  }

  /// The `inputs:` value of the target's files, or empty; `warnings` are those its rendering
  /// gave, besides the component's own.
  func inputs(for target: GenerationTarget, warnings: Int = 0) -> String {
    guard let inputs else { return "" }
    return inputs.digest.value(
      component: component.id, bytes: inputs.bytes, shared: component.sharedDigest,
      warnings: component.warnings.count + warnings, layout: inputs.layout,
      target: "\(target.platform.id)/\(target.experience.id)")
  }

  /// `sha256:` and the digest of everything the target's files are made from.
  func fingerprint(for target: GenerationTarget) -> String {
    var parts = [
      base, experiences[target.experience.id] ?? "", platforms[target.platform.id] ?? "",
    ]
    parts += target.criterionIndices.map { "\($0) \(criteria[$0])" }
    var hash = SHA256()
    hash.update(parts.joined(separator: "\n"))
    return "sha256:" + hash.finalize()
  }

  private static func digest(_ text: Substring) -> String {
    XXH64.hex(text)
  }

  private static func digest(_ source: CriteriaSource, _ path: JSONPath) -> String? {
    source.withBytes(at: path) { bytes in
      bytes.withUnsafeBufferPointer { XXH64.hex($0) }
    }
  }
}
