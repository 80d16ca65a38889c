import A11yCriteria

/// Writes the wording of an imported criterion in the style of the built-in catalog: a title
/// without commas, the document's value as the checklist line, `Given` steps that set up the
/// keyboard or the screen reader, one `When` action built from the key, and `Then` steps from
/// the value.
///
/// Steps use the catalog's placeholders (`{{platform.name}}`, `{{platform.screenReader}}`,
/// `{{experience.interactiveElement}}`, `{{platform.states.disabled}}`,
/// `{{platform.textResize}}`), so one wording reads right on every platform and experience.
enum WordingBuilder {
  static let element = "{{experience.interactiveElement}}"
  static let screenReader = "{{platform.screenReader}}"
  static let keyboardConnected = "an external keyboard is connected to the {{platform.name}} device"
  static let keyboardFocus = "keyboard focus is on {{experience.interactiveElement}}"
  static let screenReaderOn = "{{platform.screenReader}} is on"
  static let screenReaderFocus =
    "{{platform.screenReader}} focus is on {{experience.interactiveElement}}"
  static let moveScreenReaderFocus =
    "I move {{platform.screenReader}} focus to {{experience.interactiveElement}}"
  static let openScreen = "I open the screen with {{experience.interactiveElement}}"

  /// The wording of one criterion.
  ///
  /// - Parameters:
  ///   - mapping: what the key means.
  ///   - value: the document's value, cleaned; `stepValue` is the same without the platform
  ///     phrase that ends it.
  ///   - platforms: the profiles the component ships on; placeholders for terms a profile
  ///     lacks are not used.
  static func wording(
    for mapping: KeyMapping, value: String, stepValue: String, platforms: [PlatformProfile]
  ) -> Wording {
    let value = TextCleaner.escapingPlaceholders(value)
    let stepValue = TextCleaner.escapingPlaceholders(stepValue)
    let isSentence = mapping.known == nil && isSentence(mapping.text)
    let acts = mapping.group == .keyboard || mapping.group == .gestures
    let subject = acts && !isSentence ? mapping.display : nil
    let then = StepPhrasing.thenStep(stepValue, keySubject: subject)
    var checklist = StepPhrasing.checklist(value, keySubject: subject)
    if isSentence { checklist = mapping.display + ": " + checklist }
    let activates = value.lowercased().contains("activat")

    var title: String
    var given: [String]
    var when: String
    var thens = [then]
    var examples: ExamplesTable?

    switch mapping.known {
    case .focusKeys:
      title = "Keyboard focus moves to \(element)"
      given = [keyboardConnected]
      let keys = KeyClassifier.focusKeys(in: mapping.text)
      if keys.count > 1 {
        when = "I move focus forward with <keys>"
        examples = ExamplesTable(header: ["keys"], rows: keys.map { [$0] })
      } else {
        when = "I move focus forward with \(keys[0])"
      }
    case .space, .enter:
      title =
        activates
        ? "\(mapping.display) activates \(element)" : "Pressing \(mapping.display) on \(element)"
      given = [keyboardConnected, keyboardFocus]
      when = "I press \(mapping.display)"
    case .swipe:
      title = "Swiping moves \(screenReader) focus to \(element)"
      given = [screenReaderOn]
      when = "I swipe right until \(screenReader) focus reaches \(element)"
    case .doubleTap:
      title = activates ? "Double tap activates \(element)" : "Double tap on \(element)"
      given = [screenReaderOn, screenReaderFocus]
      when = "I double tap"
    case .name, .role, .state:
      let noun = mapping.known == .name ? "name" : mapping.known == .role ? "role" : "state"
      title = "\(screenReader) announces the \(noun) of \(element)"
      given = [screenReaderOn]
      when = moveScreenReaderFocus
      thens = ["\(screenReader) announces its \(noun)", then]
      let lowered = value.lowercased()
      if mapping.known == .state, lowered.contains("disabled") || lowered.contains("dimmed"),
        platforms.allSatisfy({ $0.states.contains { $0.name == "disabled" } })
      {
        title = "\(screenReader) announces when \(element) is disabled"
        given = [screenReaderOn, "\(element) is disabled"]
        thens = ["\(screenReader) announces \"{{platform.states.disabled}}\"", then]
      }
    case .group:
      title = "\(screenReader) reads \(element) as one group"
      given = [screenReaderOn]
      when = "I swipe to \(element)"
    case .textResize:
      title = "Text in \(element) scales with the system text size"
      let percent = value.firstMatch(of: #/\d{2,3}\s?%/#).map { String($0.output) } ?? "200%"
      let setting =
        platforms.allSatisfy { !$0.textResize.isEmpty }
        ? "{{platform.textResize}}" : "the {{platform.name}} settings"
      given = ["the text size is set to \(percent) in \(setting)"]
      when = openScreen
    case nil:
      (title, given, when) = unknownWording(mapping, isSentence: isSentence)
    }
    return Wording(
      title: cleanTitle(isSentence ? mapping.display : title),
      checklist: checklist, given: given, when: when, then: thens, examples: examples)
  }

  /// Generic wording for a key beyond the shared set, by its group.
  private static func unknownWording(_ mapping: KeyMapping, isSentence: Bool) -> (
    String, [String], String
  ) {
    let key = mapping.display
    let lowered = key.lowercased()
    switch mapping.group {
    case .keyboard:
      return (
        "Pressing \(key) on \(element)", [keyboardConnected, keyboardFocus],
        isSentence ? "I operate \(element) with the keyboard" : "I press \(key)"
      )
    case .gestures:
      return (
        "\(key) on \(element)", [screenReaderOn, screenReaderFocus],
        isSentence
          ? "I operate \(element) with \(screenReader) gestures"
          : "I perform the \(lowered) gesture"
      )
    case .screenReader:
      return (
        "\(screenReader) announces the \(lowered) of \(element)", [screenReaderOn],
        moveScreenReaderFocus
      )
    case .settings:
      return (
        "\(key) setting on \(element)",
        isSentence ? [] : ["\(lowered) is turned on in the {{platform.name}} settings"], openScreen
      )
    case .focus, .design:
      return ("\(key) on \(element)", [screenReaderOn], openScreen)
    }
  }

  /// Keys that are a whole sentence ("If close button present") rather than a name.
  static func isSentence(_ key: String) -> Bool {
    let words = KeyClassifier.words(of: key)
    let openers: Set<String> = ["if", "when", "while", "for", "after", "before", "with", "on"]
    return words.count >= 4 || (words.first.map(openers.contains) ?? false)
  }

  /// Some runners reject commas in scenario names.
  private static func cleanTitle(_ title: String) -> String {
    TextCleaner.collapsingWhitespace(title.replacing(",", with: ""))
  }
}
