/// One thing a tester must check, with its wording, where it applies and why it matters.
public struct Criterion: Hashable, Sendable {
  /// A dotted slug such as `keyboard.space`, used in `@criterion:` tags; unique per component.
  public var id: String
  public var group: CriterionGroup
  public var applicability: Applicability
  /// WCAG success criteria in `N.N.N` form.
  public var wcag: [String]
  /// The wording shared by every experience and platform.
  public var wording: Wording
  /// Wording that differs for some experiences or platforms, applied in order over `wording`.
  public var variants: [WordingVariant]
  /// Developer notes by framework id.
  public var developerNotes: [FrameworkNotes]
  /// The standard criterion it was written out from (criteria format 2), if any.
  public var standard: String?

  public init(
    id: String, group: CriterionGroup, applicability: Applicability = .everywhere,
    wcag: [String], wording: Wording, variants: [WordingVariant] = [],
    developerNotes: [FrameworkNotes] = [], standard: String? = nil
  ) {
    self.id = id
    self.group = group
    self.applicability = applicability
    self.wcag = wcag
    self.wording = wording
    self.variants = variants
    self.developerNotes = developerNotes
    self.standard = standard
  }

  /// The wording for one experience and platform: the shared wording with every matching
  /// variant laid over it in order.
  public func wording(experience: String, platform: String) -> Wording {
    resolvedWording(experience: experience, platform: platform).wording
  }

  /// The wording for one experience and platform, with the variant each part came from, so
  /// that a problem found in a text later can be traced to its place in the criteria file.
  public func resolvedWording(experience: String, platform: String) -> ResolvedWording {
    var result = ResolvedWording(wording: wording)
    for (index, variant) in variants.enumerated()
    where variant.applicability.includes(experience: experience, platform: platform) {
      result.apply(variant.overrides, from: index)
    }
    return result
  }

  /// The notes this criterion has for a framework.
  public func notes(for framework: String) -> [String] {
    developerNotes.first { $0.framework == framework }?.notes ?? []
  }
}

/// Developer notes of a criterion for one framework.
public struct FrameworkNotes: Hashable, Sendable {
  public var framework: String
  public var notes: [String]

  public init(framework: String, notes: [String]) {
    self.framework = framework
    self.notes = notes
  }
}
