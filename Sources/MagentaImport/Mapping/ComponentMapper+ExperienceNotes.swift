import A11yCriteria

// The developer notes' per-experience items: roles, states, focus and groupings.
extension ComponentMapper {
  /// `focus.trap` for a modal experience the notes name, under an id of its own.
  static let modalTrapID = "focus.modal"

  /// The "Experiences (refer to number above)" items: a role or states for that experience,
  /// confinement in a modal, no focus on the elements inside a grouped row.
  mutating func applyExperienceNotes(_ notes: [DeveloperNotes.ExperienceNote]) -> Int {
    var used = 0
    var applied: Set<String> = []
    for note in notes {
      guard experiences.indices.contains(note.experience - 1) else { continue }
      let index = note.experience - 1
      let experienceId = experiences[index].id
      let text = TextCleaner.collapsingWhitespace(note.text)
      let lowered = text.lowercased()
      guard !text.isEmpty, !TextCleaner.isNotApplicable(text) else { continue }
      // The iOS and Android notes often say the same of an experience: the first one counts.
      let topicKey = KeyClassifier.words(of: note.topic).joined() + "/\(note.experience)"
      if applied.contains(topicKey) { continue }
      applied.insert(topicKey)
      let topic = KeyClassifier.words(of: note.topic).joined()
      switch topic {
      case "role", "roles":
        let reading = RoleReader.read(text, title: experiences[index].title, profiles: profiles)
        let ownRole = Self.roleKey(ofExperience: experiences[index], in: profiles)
        if ownRole == nil, reading.distinct.count > 1, lowered.contains("each") {
          // "Each interactive component identifies as a button or text field": one control
          // of each role.
          let container = experiences[index].interactiveElement
          let model = experiences[index].controls.first
          experiences[index].controls = reading.distinct.map { role in
            Control(
              element: "the \(Self.controlNoun(role)) in \(container)", role: role,
              name: model?.name, states: model?.states ?? [],
              outcome: role == "textField" ? "" : nil)
          }
          used += 1
        } else if ownRole == nil, let role = reading.role {
          for control in experiences[index].controls.indices {
            experiences[index].controls[control].role = role
          }
          used += 1
        } else if ownRole != nil {
          sourceNotes.append(
            Message.experienceOwnRole(
              experienceId, notes: text, role: RoleReader.words(ofKey: ownRole!))
          )
          used += 1
        }
      case "state", "states":
        let states = StateReader.read(text, profiles: profiles)
        if !states.isEmpty {
          for control in experiences[index].controls.indices {
            experiences[index].controls[control].states = states
          }
          used += 1
        }
      case "focus":
        if lowered.contains("confined") || lowered.contains("modal") {
          add(
            StandardCriterionID.focusTrap, note: "Focus (experience \(note.experience)): \(text)",
            item: nil,
            experiences: [experienceId], id: Self.modalTrapID)
          used += 1
        }
        if lowered.contains("no focus on") {
          addVariant(
            StandardCriterionID.focusOrder, experience: experienceId,
            parameters: ["skipped": "the elements inside \(experiences[index].interactiveElement)"],
            note: "Focus (experience \(note.experience)): \(text)")
          used += 1
        }
      case "group", "groups", "grouping", "groupings":
        add(
          StandardCriterionID.screenReaderGroup,
          note: "Groupings (experience \(note.experience)): \(text)",
          item: nil, experiences: [experienceId],
          parameters: ["grouped": "the content of \(experiences[index].interactiveElement)"])
        used += 1
      default:
        break
      }
    }
    return used
  }
}
