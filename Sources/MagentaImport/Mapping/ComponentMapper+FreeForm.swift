import A11yCriteria

// Criteria of the document's own, with steps from the vocabulary.
extension ComponentMapper {
  /// A free-form criterion: the checklist line is the document's sentence; the steps come
  /// from the vocabulary and never repeat it.
  mutating func addFreeForm(
    _ item: ImportItem, quoted: [String], experiences scope: [String]? = nil,
    then steps: [String]? = nil
  ) {
    tally.freeForm += 1
    let mapping = item.mapping
    if freeForm.contains(where: { $0.criterion.id == mapping.id }) {
      if let index = freeForm.firstIndex(where: { $0.criterion.id == mapping.id }) {
        freeForm[index].notes.append(Self.note(item))
      }
      return
    }
    tally.freeFormIds.append(mapping.id)
    let subject = "{{experience.interactiveElement}}"
    let screenReader = "{{platform.screenReader}}"
    let display =
      Self.condition(in: mapping.text).map { TextCleaner.capitalizingFirst($0) } ?? mapping.display
    var given: [String]
    var when: String
    switch mapping.group {
    case .keyboard:
      given = ["an external keyboard is connected", "keyboard focus is on \(subject)"]
      let words = Set(KeyClassifier.words(of: mapping.text))
      if KeyClassifier.known(mapping.text) == .focusKeys {
        when = "I move keyboard focus with \(KeyClassifier.focusKeys(in: mapping.text)[0])"
      } else {
        when =
          words.contains("arrow") || words.contains("arrows")
          ? "I move keyboard focus with the arrow keys" : "I look at \(subject)"
      }
    case .gestures, .screenReader:
      given = ["\(screenReader) is on"]
      when = "I move \(screenReader) focus to \(subject)"
    case .settings, .focus, .design:
      given = []
      when = "I look at \(subject)"
    }
    var then: [String]
    let short = quoted.filter { $0.split(separator: " ").count <= 4 && !$0.contains("{") }
    if let steps {
      then = steps
    } else if mapping.group == .screenReader, !short.isEmpty {
      then = short.map { "\(screenReader) announces \"\($0)\"" }
    } else {
      // A pointer for the reviewer, not a copy of the document's sentence.
      then = ["\(subject) offers \"the behaviour its checklist line describes\""]
    }
    let checklist =
      written.first { $0.id == mapping.id }?.wording.checklist
      ?? TextCleaner.escapingPlaceholders(item.value)
    var title = TextCleaner.collapsingWhitespace(
      "\(display) on \(subject)".replacing(",", with: ""))
    if freeForm.contains(where: { $0.criterion.wording.title == title }) {
      let means =
        switch mapping.group {
        case .keyboard: "with the keyboard"
        case .gestures: "with gestures"
        case .screenReader: "with \(screenReader)"
        case .focus: "for focus"
        case .settings: "in the settings"
        case .design: "in the design"
        }
      title = TextCleaner.collapsingWhitespace(
        "\(display) \(means) on \(subject)".replacing(",", with: ""))
    }
    let criterion = Criterion(
      id: mapping.id, group: mapping.group,
      applicability: Applicability(experiences: scope, platforms: item.platforms),
      wcag: CriterionMapper.wcag(for: mapping),
      wording: Wording(
        title: title, checklist: checklist, given: given, when: when, then: then),
      developerNotes: written.first { $0.id == mapping.id }?.developerNotes ?? [])
    freeForm.append((criterion, [Self.note(item)]))
  }

  /// A free-form criterion whose key classifies to the id of a standard criterion another
  /// item maps onto ("Focus" and "Navigation" both give `focus.order`) gets an id of its own:
  /// one id for two different criteria would not load.
  mutating func separateFreeFormIDs() {
    var taken = Set(uses.map(\.id))
    for index in freeForm.indices {
      let id = freeForm[index].criterion.id
      guard taken.contains(id) else {
        taken.insert(id)
        continue
      }
      var distinct = id + "-as-written"
      var number = 2
      while taken.contains(distinct) {
        distinct = id + "-as-written-\(number)"
        number += 1
      }
      taken.insert(distinct)
      freeForm[index].criterion.id = distinct
      if let listed = tally.freeFormIds.firstIndex(of: id) { tally.freeFormIds[listed] = distinct }
      sourceNotes.append(
        Message.ownID(distinct, standard: id)
      )
    }
  }
}
