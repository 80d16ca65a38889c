import A11yCriteria

// Condition keys ("If close button present"), each an experience of its own.
extension ComponentMapper {
  /// The condition a key states ("If close button present" → "close button present"), or nil.
  static func condition(in key: String) -> String? {
    let words = KeyClassifier.words(of: key)
    guard let first = words.first, ["if", "when", "while"].contains(first), words.count >= 3
    else { return nil }
    return words.dropFirst().joined(separator: " ")
  }

  /// A condition key makes an experience: "no interactive element is in the snackbar" one
  /// without controls, "close button present" one with that control added.
  mutating func mapCondition(_ item: ImportItem, condition: String) {
    let negated =
      condition.hasPrefix("no ") || condition.contains(" no ") || condition.hasPrefix("there is no")
    let experienceId = TextCleaner.slug(condition)
    if !experiences.contains(where: { $0.id == experienceId }) {
      // The first experience of the document's own; with none, the component itself.
      let base =
        experiences.first { !conditionExperiences.contains($0.id) } ?? experiences.first
        ?? Experience(id: id, title: title, interactiveElement: element)
      var experience = Experience(
        id: experienceId,
        title: TextCleaner.capitalizingFirst(condition),
        description: "Made from the document's condition '\(item.key)'.",
        interactiveElement: base.interactiveElement,
        background: [],
        controls: negated ? [] : base.controls,
        parameters: base.parameters)
      let thing = Self.conditionObject(condition)
      if !negated, let thing {
        experience.controls.append(
          Control(
            element: "the \(thing)", role: "button",
            name: TextCleaner.capitalizingFirst(
              thing.split(separator: " ").first.map(String.init) ?? thing)))
        experience.background = ["the app shows \(base.interactiveElement) with the \(thing)"]
      }
      experiences.append(experience)
      conditionExperiences.append(experienceId)
      if negated { inertExperiences.append(experienceId) }
      sourceNotes.append(
        Message.conditionExperience(key: item.key, experience: experienceId))
    }
    let lowered = item.value.lowercased()
    let note = Self.note(item)
    var mapped = false
    if lowered.contains("announced") {
      addAnnouncement(item, experiences: [experienceId])
      mapped = true
    }
    if lowered.contains("return"), lowered.contains("focus") {
      add(
        StandardCriterionID.focusReturn, note: note, item: item, experiences: [experienceId],
        parameters: ["opener": opener, "closeWith": closeWith])
      mapped = true
    }
    if !mapped {
      addFreeForm(item, quoted: [], experiences: [experienceId])
    }
  }

  /// The thing a condition is about: "close button present" → "close button".
  static func conditionObject(_ condition: String) -> String? {
    var words = condition.split(separator: " ").map(String.init)
    for stop in ["present", "is", "are", "exists", "available", "shown", "visible"] {
      if let index = words.firstIndex(of: stop) { words = Array(words[..<index]) }
    }
    words.removeAll { ["a", "an", "the", "there"].contains($0) }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
