import A11yCriteria

// The controls of each experience: role, states, name and what activating does.
extension ComponentMapper {
  /// Sets each experience's control from the role, state, name and activation items.
  mutating func setUpControls(_ items: [ImportItem]) {
    func first(_ known: KeyMapping.Known) -> ImportItem? {
      items.first { $0.mapping.known == known && Self.condition(in: $0.mapping.text) == nil }
    }
    var role: String?
    if let item = first(.role), !Self.isNegative(item.value.lowercased()) {
      let reading = RoleReader.read(item.value, title: title, profiles: profiles)
      role = reading.role
      if let chosen = role {
        if kind.isContainer, ["dialog", "alert"].contains(chosen) {
          sourceNotes.append(
            Message.roleOfContainer(element, excerpt: Self.excerpt(item.value))
          )
          role = reading.named.first { !["dialog", "alert"].contains($0) }
        } else {
          for disagreement in reading.disagreements {
            sourceNotes.append(Message.roleDisagreement(disagreement))
          }
        }
      }
    }
    var states: [String] = []
    if let item = first(.state) { states = StateReader.read(item.value, profiles: profiles) }
    var name: String?
    if let item = first(.name) {
      let examples = NameReader.examples(in: item.value)
      name = examples.first
      if examples.count > 1 {
        sourceNotes.append(
          Message.severalNames(examples)
        )
      }
    }
    var outcome: String?
    for item in items where [.space, .enter, .doubleTap].contains(item.mapping.known) {
      let lowered = item.value.lowercased()
      if lowered.contains("keyboard appears") {
        outcome = "is ready for typing"
      } else if lowered.contains("toggle") {
        outcome = outcome ?? "toggles"
      } else if lowered.contains("open") {
        outcome = outcome ?? "opens"
      }
    }
    let activates = items.contains { [.space, .enter, .doubleTap].contains($0.mapping.known) }
    let chosenName: String
    if let name {
      chosenName = name
    } else {
      chosenName =
        kind == .container(modal: true) ? "Close" : TextCleaner.capitalizingFirst(title)
      if items.contains(where: { $0.mapping.known == .name }) {
        sourceNotes.append(
          Message.namePlaceholder(chosenName)
        )
      }
    }
    for index in experiences.indices {
      var experience = experiences[index]
      var control = Control(element: experience.interactiveElement)
      if kind.isContainer {
        experience.interactiveElement = element
        let noun = role.map { Self.controlNoun($0) } ?? "button"
        control = Control(element: "the \(noun) in \(element)")
        control.role = role ?? (activates ? "button" : nil)
        experience.parameters = [
          Term("opener", opener),
          Term("initialFocus", control.element),
        ]
      } else {
        control.role = Self.roleKey(ofExperience: experience, in: profiles) ?? role
      }
      if kind != .decorative {
        control.name = chosenName
        control.states = states
        if let outcome { control.outcome = outcome }
        // A control of no activating role that the document activates.
        if activates, control.outcome == nil, control.role.flatMap(Self.defaultOutcome) == nil {
          control.outcome = "activates"
        }
        if !activates { control.outcome = "" }
        experience.controls = [control]
      } else {
        experience.controls = []
      }
      experiences[index] = experience
    }
  }

  mutating func setRole(_ role: String) {
    for index in experiences.indices {
      for control in experiences[index].controls.indices
      where experiences[index].controls[control].role == nil {
        experiences[index].controls[control].role = role
      }
      if experiences[index].controls.isEmpty {
        experiences[index].controls = [
          Control(
            element: experiences[index].interactiveElement, role: role,
            name: TextCleaner.capitalizingFirst(title), outcome: "")
        ]
      }
    }
  }

  func firstControl() -> String {
    experiences.first?.controls.first?.element ?? element
  }

  /// The noun a control of a role is called by inside a container.
  static func controlNoun(_ role: String) -> String {
    switch role {
    case "menuItem": "menu item"
    case "link": "link"
    case "tableRow": "row"
    case "textField", "searchField": "text field"
    default: "button"
    }
  }

  /// The role an experience's own name says: a "table row" experience is a table row.
  static func roleKey(ofExperience experience: Experience, in profiles: [PlatformProfile])
    -> String?
  {
    let id = experience.id
    for term in profiles.first?.roles ?? []
    where TextCleaner.slug(RoleReader.words(ofKey: term.name)) == id {
      return term.name
    }
    return nil
  }

  static func defaultOutcome(_ role: String) -> String? {
    BuiltInCatalog.sharedLibrary.outcomes.first { $0.name == role }?.text
  }

  /// The role key whose word in some profile is `word` ("Heading").
  func roleKey(forWord word: String) -> String? {
    let lowered = word.lowercased()
    for profile in profiles {
      if let term = profile.roles.first(where: { $0.text.lowercased() == lowered }) {
        return term.name
      }
    }
    return nil
  }
}
