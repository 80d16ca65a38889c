import Gherkin

/// The tags the generator owns; check and merge key on them. Every other tag belongs to the
/// team and is kept.
public enum GeneratorTags {
  public static let criterionPrefix = "@criterion:"
  public static let wcagPrefix = "@wcag:"

  /// The criterion a scenario was generated for, from its `@criterion:` tag.
  public static func criterionID(of tags: [Tag]) -> String? {
    tags.first { $0.name.hasPrefix(criterionPrefix) }.map {
      String($0.name.dropFirst(criterionPrefix.count))
    }
  }

  /// Whether a scenario tag is the generator's (`@criterion:…`, `@wcag:…`).
  public static func isScenarioTag(_ name: String) -> Bool {
    name.hasPrefix(criterionPrefix) || name.hasPrefix(wcagPrefix)
  }

  /// Whether a feature tag is the generator's (`@a11y`, `@component:…`, `@platform:…`,
  /// `@experience:…`).
  public static func isFeatureTag(_ name: String) -> Bool {
    name == "@a11y" || name.hasPrefix("@component:") || name.hasPrefix("@platform:")
      || name.hasPrefix("@experience:")
  }
}
