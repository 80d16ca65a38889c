import A11yCriteria

// Each item onto a standard criterion, a left-out entry or a free-form criterion.
extension ComponentMapper {
  mutating func map(_ item: ImportItem) {
    let value = item.value
    let lowered = value.lowercased()
    let note = "\(item.key): \(value)"
    if let condition = Self.condition(in: item.mapping.text) {
      mapCondition(item, condition: condition)
      return
    }
    if lowered.contains("exempt") {
      leave(item, Message.exempt)
      return
    }
    if Self.isNegative(lowered) {
      if kind == .decorative || item.mapping.known == .role {
        add(StandardCriterionID.screenReaderHidden, note: note, item: item)
        if kind != .decorative {
          sourceNotes.append(
            Message.notAnnounced(key: item.key))
        }
      } else {
        leave(
          item, Message.negative(Self.excerpt(value)))
      }
      return
    }
    if Self.isOptional(lowered) {
      leave(item, Message.optional(Self.excerpt(value)))
      return
    }
    if lowered.contains("announced dynamically") || lowered.contains("dynamically announced") {
      addAnnouncement(item, experiences: nil)
      return
    }
    switch item.mapping.known {
    case .focusKeys:
      focusKeyItems.append(item)
      add(StandardCriterionID.keyboardFocus, note: note, item: item)
      focusPhrases(item)
    case .space:
      add(StandardCriterionID.keyboardSpace, note: note, item: item)
    case .enter:
      // The shared profiles activate with Enter on Android only; a document that scopes
      // Enter elsewhere keeps its own criterion.
      let withEnter = profiles.filter { $0.activationKeys.contains("Enter") }.map(\.id)
      if let scope = item.platforms, Set(scope).isDisjoint(with: withEnter) {
        addFreeForm(item, quoted: [])
      } else {
        add(StandardCriterionID.keyboardEnter, note: note, item: item)
      }
    case .swipe:
      add(StandardCriterionID.gestureSwipe, note: note, item: item)
      focusPhrases(item)
    case .doubleTap:
      add(StandardCriterionID.gestureDoubleTap, note: note, item: item)
    case .name:
      add(StandardCriterionID.screenReaderName, note: note, item: item)
    case .role:
      if experiences.contains(where: { $0.controls.contains { $0.role != nil } }) {
        roleItems.append(item)
        add(StandardCriterionID.screenReaderRole, note: note, item: item)
      } else {
        leave(item, Message.noKnownRole(Self.excerpt(value)))
      }
    case .state:
      if experiences.contains(where: { $0.controls.contains { !$0.states.isEmpty } }) {
        add(StandardCriterionID.screenReaderState, note: note, item: item)
      } else {
        leave(item, Message.noKnownState(Self.excerpt(value)))
      }
    case .group:
      add(
        StandardCriterionID.screenReaderGroup, note: note, item: item,
        parameters: [
          "grouped": kind.isContainer
            ? "the content of \(element)" : "the visible label and \(element)"
        ])
    case .textResize:
      if lowered.contains("n/a") {
        sourceNotes.append(
          Message.textResizeException(value)
        )
      }
      add(StandardCriterionID.settingsTextResize, note: note, item: item)
    case nil:
      mapOther(item)
    }
  }

  /// Keys beyond the shared set: Escape, focus keys, role words in quotes, or free-form.
  mutating func mapOther(_ item: ImportItem) {
    let words = KeyClassifier.words(of: item.mapping.text)
    let note = Self.note(item)
    if KeyClassifier.known(item.mapping.text) == .focusKeys {
      // Focus keys given again for the same platforms with words of their own ("Arrow keys:
      // Navigate through group"): they move focus within the component.
      addFreeForm(
        item, quoted: [],
        then: [
          "keyboard focus moves to the next element in {{experience.interactiveElement}}",
          "the focused element shows a visible focus indicator",
        ])
      return
    }
    if words == ["escape"] || words == ["esc"] {
      add(
        StandardCriterionID.keyboardEscape, note: note, item: item,
        parameters: ["opener": opener])
      focusPhrases(item)
      return
    }
    // A quoted role word: "“Heading” is announced following the heading text".
    let quoted = NameReader.examples(in: item.value)
    if item.mapping.group == .screenReader,
      let role = quoted.compactMap({ roleKey(forWord: $0) }).first
    {
      setRole(role)
      add(StandardCriterionID.screenReaderRole, note: note, item: item)
      return
    }
    let lowered = item.value.lowercased()
    // "Swipe right: Focus moves to the next element" is the swipe the standard criterion does.
    if item.mapping.group == .gestures, words == ["swipe", "right"] {
      add(StandardCriterionID.gestureSwipe, note: note, item: item)
      return
    }
    // "Increase/decrease slider value one step" with a swipe or the volume keys.
    if item.mapping.group == .gestures, lowered.contains("increase"), lowered.contains("value"),
      words.contains(where: { $0.hasPrefix("swipe") || $0 == "volume" })
    {
      addAdjustment(item)
      return
    }
    // "Visible focus indicator: Is clearly shown around controls": what keyboard focus shows.
    if item.mapping.group == .keyboard, words.contains("focus"), words.contains("indicator") {
      add(StandardCriterionID.keyboardFocus, note: note, item: item)
      return
    }
    // "If meaningful, animation is focused and its meaning announced via alt text" (a value
    // that quotes what is announced keeps its own step).
    if lowered.contains("alt text"), lowered.contains("announced"), quoted.isEmpty,
      let name = experiences.lazy.flatMap(\.controls).compactMap(\.name).first
    {
      add(StandardCriterionID.screenReaderName, note: note, item: item)
      sourceNotes.append(
        Message.altText(key: item.key, name: name)
      )
      return
    }
    if item.mapping.group == .focus {
      if kind.isContainer, lowered.contains("initial focus") || words.contains("initial") {
        add(
          StandardCriterionID.focusEnter, note: note, item: item,
          parameters: ["initialFocus": firstControl()])
        return
      }
      if lowered.contains("order") || lowered.contains("logical") || words.contains("navigate")
        || words.contains("navigation")
      {
        add(StandardCriterionID.focusOrder, note: note, item: item)
        return
      }
    }
    // "Navigate: Focus moves left to right, top to bottom in a logical order", "Navigation:
    // Native and webview elements are all in the swipe order".
    if item.mapping.group == .screenReader,
      words.contains("navigate") || words.contains("navigation"),
      ["logical order", "swipe order", "reading order"].contains(where: lowered.contains)
    {
      add(StandardCriterionID.focusOrder, note: note, item: item)
      return
    }
    addFreeForm(item, quoted: quoted)
  }

  /// A gesture that changes the value one step: `gesture.adjust`, on the controls of an
  /// adjustable role. The value announced after one step is a placeholder the summary names.
  mutating func addAdjustment(_ item: ImportItem) {
    let adjustable: Set<String> = ["slider", "stepper", "adjustable"]
    var placed = false
    for index in experiences.indices {
      for control in experiences[index].controls.indices
      where experiences[index].controls[control].role.map(adjustable.contains) == true {
        if experiences[index].controls[control].increasedValue == nil {
          experiences[index].controls[control].increasedValue = Self.nextValuePlaceholder
          placed = true
        }
      }
    }
    guard
      experiences.contains(where: { $0.controls.contains { $0.increasedValue != nil } })
    else {
      addFreeForm(item, quoted: [])
      return
    }
    if placed {
      sourceNotes.append(
        Message.valuePlaceholder(Self.nextValuePlaceholder)
      )
    }
    add(StandardCriterionID.gestureAdjust, note: Self.note(item), item: item)
  }

  static let nextValuePlaceholder = "the next value"

  /// Focus phrases in a focus-key, swipe or Escape value: confined, moves into, returns.
  mutating func focusPhrases(_ item: ImportItem) {
    let lowered = item.value.lowercased()
    guard kind.isContainer else { return }
    let note = Self.note(item)
    if lowered.contains("confined") {
      add(StandardCriterionID.focusTrap, note: note, item: item, counts: false)
    }
    if lowered.contains("moves into") || lowered.contains("move into") {
      add(
        StandardCriterionID.focusEnter, note: note, item: item,
        parameters: ["initialFocus": firstControl()],
        counts: false)
    }
    if lowered.contains("return"), lowered.contains("focus") {
      add(
        StandardCriterionID.focusReturn, note: note, item: item,
        parameters: ["opener": opener, "closeWith": closeWith], counts: false)
    }
  }
}
