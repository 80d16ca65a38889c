import A11yCriteria
import Diagnostics

extension MagentaImporter {
  /// What became of the items of the topics' "Experiences" lists.
  struct ExperienceNotesOutcome {
    /// Items that became checklist wording.
    var used = 0
    /// Items of a topic without a criterion here (left out as n/a, or never in the document),
    /// or whose criterion does not apply on the item's platform.
    var withoutCriterion = 0
  }

  /// Makes the topics' "Experiences (refer to number above):" lists checklist wording: item N
  /// under a topic says what the topic's criterion asks of experience N, so it becomes a
  /// variant of that criterion for that experience (and for the platform whose notes hold it,
  /// when the criterion applies there), overriding the checklist line.
  ///
  /// The same text for several platforms becomes one variant. A number the component's list
  /// does not have is a warning; items are only read when the document lists its experiences.
  func attach(
    _ notes: [DeveloperNotes.ExperienceNote], experiences: [Experience],
    to criteria: inout [Criterion], source: SourceDocument, diagnostics: inout [Diagnostic]
  ) -> ExperienceNotesOutcome {
    var outcome = ExperienceNotesOutcome()
    // Variants in document order, each with the platforms it is for.
    var variants: [(criterion: Int, experience: String, text: String, platforms: [String])] = []
    for note in notes {
      // An empty or "n/a" item says the topic asks nothing of that experience.
      let cleaned = TextCleaner.collapsingWhitespace(note.text)
      guard !cleaned.isEmpty, !TextCleaner.isNotApplicable(cleaned) else { continue }
      guard let criterion = criterionIndex(forTopic: note.topic, in: criteria) else {
        outcome.withoutCriterion += 1
        continue
      }
      guard experiences.indices.contains(note.experience - 1) else {
        diagnostics.append(
          source.warning(
            "this item refers to experience \(note.experience), but the document lists \(experiences.count); it is left out",
            line: note.line))
        continue
      }
      let experience = experiences[note.experience - 1].id
      let platforms = self.platforms.map(\.id).filter { platform in
        (note.platform == nil || note.platform == platform)
          && criteria[criterion].applicability.includes(experience: experience, platform: platform)
      }
      guard !platforms.isEmpty else {
        outcome.withoutCriterion += 1
        continue
      }
      // A checklist line is a phrase: no closing period, as the other lines.
      var text = TextCleaner.escapingPlaceholders(cleaned)
      if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
      if let same = variants.firstIndex(where: {
        $0.criterion == criterion && $0.experience == experience && $0.text == text
      }) {
        let merged = Set(variants[same].platforms + platforms)
        variants[same].platforms = self.platforms.map(\.id).filter(merged.contains)
      } else {
        variants.append((criterion, experience, text, platforms))
      }
      outcome.used += 1
    }
    let allPlatforms = Set(self.platforms.map(\.id))
    for variant in variants {
      criteria[variant.criterion].variants.append(
        WordingVariant(
          applicability: Applicability(
            experiences: [variant.experience],
            platforms: Set(variant.platforms) == allPlatforms ? nil : variant.platforms),
          overrides: WordingOverrides(checklist: variant.text)))
    }
    return outcome
  }
}
