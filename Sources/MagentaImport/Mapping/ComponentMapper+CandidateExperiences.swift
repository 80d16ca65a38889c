import A11yCriteria

// Alternatives a value names that could be experiences, and the reach of the criteria
// about controls once condition experiences exist.
extension ComponentMapper {
  /// "the switch or table row with switch": alternatives that could be experiences.
  mutating func candidateExperiences(_ items: [ImportItem]) {
    guard experiences.count == 1 else { return }
    let pattern =
      #/\bthe ([a-z]+(?: [a-z]+)?) or (?:a |the )?([a-z]+(?: [a-z]+)* with (?:a |the )?[a-z]+)/#
    for item in items {
      if let match = item.value.lowercased().firstMatch(of: pattern) {
        for candidate in [String(match.1), String(match.2)]
        where !tally.candidateExperiences.contains(candidate) {
          tally.candidateExperiences.append(candidate)
        }
      }
    }
  }

  /// Criteria about controls and focus do not reach an experience without an interactive
  /// element; text resize and announcements do.
  mutating func finishConditionExperiences() {
    guard !inertExperiences.isEmpty else { return }
    let others = experiences.map(\.id).filter { !inertExperiences.contains($0) }
    for index in uses.indices where uses[index].experiences == nil {
      if [StandardCriterionID.settingsTextResize, StandardCriterionID.screenReaderAnnouncement]
        .contains(uses[index].standard)
      {
        continue
      }
      uses[index].experiences = others
    }
  }
}
