import A11yCriteria

/// The fingerprints of one component's generated files: each hashes what its file is made
/// from (the component's own fields, its experience, its platform, the criteria that apply
/// there, the templates and the dialect) so that editing a criterion of one platform leaves
/// the other platform's files with the same fingerprint.
///
/// Each part is hashed once per component; a file's fingerprint hashes the parts' digests.
struct ComponentFingerprints: Sendable {
  /// Bumped when the generator's output changes for the same inputs.
  static let formatVersion = 1

  private let base: String
  private let experiences: [String: String]
  private let platforms: [String: String]
  private let criteria: [String]

  init(component: Component, templates: TemplateSet, dialect: Dialect) {
    base = Self.digest(
      "a11y-gherkin format \(Self.formatVersion) \(dialect.rawValue) templates \(templates.digest) component "
        + CriteriaExporter.canonicalHeader(of: component))
    experiences = Dictionary(
      component.experiences.map { ($0.id, Self.digest(CriteriaExporter.canonical($0))) },
      uniquingKeysWith: { a, _ in a })
    platforms = Dictionary(
      component.platforms.map { ($0.id, Self.digest(CriteriaExporter.canonical($0))) },
      uniquingKeysWith: { a, _ in a })
    criteria = component.criteria.map { Self.digest(CriteriaExporter.canonical($0)) }
  }

  /// `sha256:` and the digest of everything the target's files are made from.
  func fingerprint(for target: GenerationTarget) -> String {
    var parts = [
      base, experiences[target.experience.id] ?? "", platforms[target.platform.id] ?? "",
    ]
    parts += target.criteria.map { "\($0.index) \(criteria[$0.index])" }
    return "sha256:" + Self.digest(parts.joined(separator: "\n"))
  }

  private static func digest(_ text: String) -> String {
    var hash = SHA256()
    hash.update(text)
    return hash.finalize()
  }
}
