import A11yCriteria

/// Writes a standard criterion out when its facts differ from one platform to another (each
/// platform's own focus keys, a role or states named for one platform only), which a use of
/// the standard criterion cannot say: experiences hold one set of facts for every platform.
///
/// The standard criterion is expanded for each platform with that platform's facts, and the
/// results become one criterion in the criteria format's own terms: the wording of one
/// experience and platform, and a variant for each platform (or experience and platform)
/// whose wording differs, holding only the parts that differ. Every step stays a phrase of the
/// standard criterion, so of the step vocabulary.
enum PerPlatformCriterion {
  /// The written-out criterion, or nil when the standard criterion cannot be expanded here.
  static func write(
    _ use: StandardCriterionUse, facts: [String: PlatformFacts], component: Component,
    isContainer: Bool
  ) -> Criterion? {
    let library = BuiltInCatalog.sharedLibrary
    guard let standard = library.standardCriterion(use.standard) else { return nil }
    var entries: [(experience: String, platform: String, wording: Wording)] = []
    var notes: [FrameworkNotes] = []
    for profile in component.platforms
    where use.applicability.platforms?.contains(profile.id) ?? true {
      let fact = facts[profile.id] ?? PlatformFacts()
      var single = component
      single.platforms = [profile]
      single.experiences = component.experiences.map {
        adjusted($0, fact, isContainer: isContainer)
      }
      var platformUse = use
      platformUse.applicability.platforms = nil
      guard let criterion = library.expand(platformUse, in: single) else { return nil }
      notes = criterion.developerNotes
      for experience in single.experiences
      where criterion.applicability.includes(experience: experience.id, platform: profile.id) {
        var wording = criterion.wording(experience: experience.id, platform: profile.id)
        if let keys = fact.focusKeys { wording = withFocusKeys(keys, wording) }
        entries.append((experience.id, profile.id, wording))
      }
    }
    // A variant can add an Examples table but not remove one: the base is a plain scenario
    // where there is one.
    guard let base = entries.first(where: { $0.wording.examples == nil }) ?? entries.first else {
      return nil
    }
    var variants: [WordingVariant] = []
    let platforms = component.platforms.map(\.id).filter { id in
      entries.contains { $0.platform == id }
    }
    for platform in platforms {
      let those = entries.filter { $0.platform == platform }
      if those.allSatisfy({ $0.wording == those[0].wording }) {
        if let overrides = overrides(of: those[0].wording, over: base.wording) {
          variants.append(
            WordingVariant(
              applicability: Applicability(platforms: [platform]), overrides: overrides))
        }
        continue
      }
      for entry in those {
        if let overrides = overrides(of: entry.wording, over: base.wording) {
          variants.append(
            WordingVariant(
              applicability: Applicability(experiences: [entry.experience], platforms: [platform]),
              overrides: overrides))
        }
      }
    }
    let experiences = component.experiences.map(\.id).filter { id in
      entries.contains { $0.experience == id }
    }
    return Criterion(
      id: use.id, group: standard.group,
      applicability: Applicability(
        experiences: experiences.count == component.experiences.count ? nil : experiences,
        platforms: platforms.count == component.platforms.count ? nil : platforms),
      wcag: standard.wcag, wording: base.wording, variants: variants, developerNotes: notes,
      standard: standard.id)
  }

  /// An experience as one platform sees it.
  private static func adjusted(_ experience: Experience, _ fact: PlatformFacts, isContainer: Bool)
    -> Experience
  {
    var result = experience
    for index in result.controls.indices {
      result.controls[index].states.removeAll { fact.statesLeftOut.contains($0) }
    }
    if let role = fact.role {
      if isContainer {
        // The role of the container itself ("Adjustable" for a carousel that changes slides).
        result.controls.append(Control(element: experience.interactiveElement, role: role))
      } else {
        for index in result.controls.indices { result.controls[index].role = role }
      }
    }
    return result
  }

  /// The keyboard focus wording with a platform's own keys: its Examples rows and its
  /// checklist line.
  private static func withFocusKeys(_ keys: [String], _ wording: Wording) -> Wording {
    var result = wording
    guard let examples = wording.examples, examples.header == ["key"], !keys.isEmpty else {
      return result
    }
    // A platform with the standard criterion's own keys keeps its words.
    guard examples.rows != keys.map({ [$0] }) else { return result }
    result.examples = ExamplesTable(header: examples.header, rows: keys.map { [$0] })
    let standardKeys = examples.rows.compactMap(\.first).map {
      $0.hasPrefix("the ") ? String($0.dropFirst(4)) : $0
    }
    // The keys may follow where focus starts ("From the element before …, Tab, …").
    let listed = list(standardKeys) + " move "
    if let range = wording.checklist.range(of: listed) {
      result.checklist.replaceSubrange(
        range, with: list(keys) + (keys.count == 1 ? " moves " : " move "))
    }
    return result
  }

  /// "Tab, the arrow keys or Ctrl+Tab".
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }

  /// The parts of `wording` that differ from `base`; nil when none does.
  private static func overrides(of wording: Wording, over base: Wording) -> WordingOverrides? {
    guard wording != base else { return nil }
    return WordingOverrides(
      title: wording.title == base.title ? nil : wording.title,
      checklist: wording.checklist == base.checklist ? nil : wording.checklist,
      given: wording.given == base.given ? nil : wording.given,
      when: wording.when == base.when ? nil : wording.when,
      then: wording.then == base.then ? nil : wording.then,
      examples: wording.examples == base.examples ? nil : wording.examples)
  }
}
