import Gherkin

/// The tags the generator owns; check and merge key on them. Every other tag belongs to the
/// team and is kept.
public enum GeneratorTags {
  public static let criterionPrefix = "@criterion:"
  public static let wcagPrefix = "@wcag:"
  /// Marks a scenario as the team's own version of a criterion's scenario: check accepts it in
  /// place of the generated one, and generate leaves it alone and adds no generated one.
  public static let overridePrefix = "@criterion-override:"
  /// How a scenario can be run: exactly one of these on every generated scenario.
  public static let runTags: Set<String> = ["@manual", "@automatable"]

  /// The criterion a scenario was generated for, from its `@criterion:` tag.
  public static func criterionID(of tags: [Tag]) -> String? {
    tags.first { $0.name.hasPrefix(criterionPrefix) }.map {
      String($0.name.dropFirst(criterionPrefix.count))
    }
  }

  /// The criterion a team's scenario stands in for, from its `@criterion-override:` tag.
  public static func overriddenID(of tags: [Tag]) -> String? {
    tags.first { $0.name.hasPrefix(overridePrefix) }.map {
      String($0.name.dropFirst(overridePrefix.count))
    }
  }

  /// Whether a scenario tag is the generator's (`@criterion:…`, `@wcag:…`, `@manual`,
  /// `@automatable`).
  public static func isScenarioTag(_ name: String) -> Bool {
    name.hasPrefix(criterionPrefix) || name.hasPrefix(wcagPrefix) || runTags.contains(name)
  }

  /// Whether a feature tag is the generator's (`@a11y`, `@component:…`, `@platform:…`,
  /// `@experience:…`).
  public static func isFeatureTag(_ name: String) -> Bool {
    name == "@a11y" || name.hasPrefix("@component:") || name.hasPrefix("@platform:")
      || name.hasPrefix("@experience:")
  }
}
