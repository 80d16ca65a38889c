import A11yCriteria
import MagentaImport
import Testing

@Suite struct CriterionMapperTests {
  private func criterion(
    _ key: String, _ value: String, in group: SourceGroup = .keyboard
  ) throws -> Criterion {
    let mapping = try #require(KeyClassifier.classify(key, filedUnder: group))
    return CriterionMapper.criterion(
      mapping, value: value, platforms: mapping.platforms,
      profiles: Fixture.importer.platforms)
  }

  /// The wording as a scenario would read, one part a line.
  private func read(_ criterion: Criterion) -> [String] {
    let wording = criterion.wording
    var lines = ["title: " + wording.title, "checklist: " + wording.checklist]
    lines += wording.given.map { "given: " + $0 }
    lines.append("when: " + wording.when)
    lines += wording.then.map { "then: " + $0 }
    if let examples = wording.examples {
      lines.append(
        "examples: "
          + ([examples.header] + examples.rows).map { $0.joined(separator: ",") }.joined(
            separator: " | "))
    }
    lines.append("wcag: " + criterion.wcag.joined(separator: " "))
    return lines
  }

  @Test func writesKeyboardFocusAsAnOutlineOverTheKeysTheKeyNames() throws {
    #expect(
      try read(criterion("Tab, arrow keys or ctl+tab", "Focus visibly moves to the captcha button"))
        == [
          "title: Keyboard focus moves to {{experience.interactiveElement}}",
          "checklist: Focus visibly moves to the captcha button",
          "given: an external keyboard is connected to the {{platform.name}} device",
          "when: I move focus forward with <keys>",
          "then: focus visibly moves to the captcha button",
          "examples: keys | Tab | the arrow keys | Ctrl+Tab",
          "wcag: 2.1.1 2.4.7",
        ])
  }

  @Test func writesActivationFromTheValueWithThePlatformPhraseDroppedFromTheStep() throws {
    #expect(
      try read(criterion("Spacebar", "Activates the captcha on iOS and Android")) == [
        "title: Space activates {{experience.interactiveElement}}",
        "checklist: Space activates the captcha on iOS and Android",
        "given: an external keyboard is connected to the {{platform.name}} device",
        "given: keyboard focus is on {{experience.interactiveElement}}",
        "when: I press Space",
        "then: the captcha activates",
        "wcag: 2.1.1",
      ])
    #expect(
      try read(criterion("Enter", "Any buttons or links are activated on Android")).prefix(2) == [
        "title: Enter activates {{experience.interactiveElement}}",
        "checklist: Any buttons or links are activated on Android",
      ])
    #expect(
      try criterion("Enter", "Any buttons or links are activated on Android").wording.then == [
        "any buttons or links are activated"
      ])
  }

  @Test func writesGesturesWithTheScreenReaderOfThePlatform() throws {
    #expect(
      try read(criterion("Doubletap", "Activates the button", in: .gestures)) == [
        "title: Double tap activates {{experience.interactiveElement}}",
        "checklist: Double tap activates the button",
        "given: {{platform.screenReader}} is on",
        "given: {{platform.screenReader}} focus is on {{experience.interactiveElement}}",
        "when: I double tap",
        "then: the button activates",
        "wcag: 4.1.2",
      ])
    #expect(
      try read(criterion("Swipe", "Focus moves to the interactive elements", in: .gestures)) == [
        "title: Swiping moves {{platform.screenReader}} focus to {{experience.interactiveElement}}",
        "checklist: Focus moves to the interactive elements",
        "given: {{platform.screenReader}} is on",
        "when: I swipe right until {{platform.screenReader}} focus reaches {{experience.interactiveElement}}",
        "then: focus moves to the interactive elements",
        "wcag: 4.1.2",
      ])
  }

  @Test func writesScreenReaderOutputWithThePlatformsOwnWords() throws {
    #expect(
      try read(criterion("State", "Expresses its state (disabled/dimmed)", in: .screenReader)) == [
        "title: {{platform.screenReader}} announces when {{experience.interactiveElement}} is disabled",
        "checklist: Expresses its state (disabled/dimmed)",
        "given: {{platform.screenReader}} is on",
        "given: {{experience.interactiveElement}} is disabled",
        "when: I move {{platform.screenReader}} focus to {{experience.interactiveElement}}",
        "then: {{platform.screenReader}} announces \"{{platform.states.disabled}}\"",
        "then: {{experience.interactiveElement}} expresses its state (disabled/dimmed)",
        "wcag: 4.1.2",
      ])
    #expect(
      try read(criterion("Name", "Purpose is clear (ex: \"Captcha\")", in: .screenReader)) == [
        "title: {{platform.screenReader}} announces the name of {{experience.interactiveElement}}",
        "checklist: Purpose is clear (ex: \"Captcha\")",
        "given: {{platform.screenReader}} is on",
        "when: I move {{platform.screenReader}} focus to {{experience.interactiveElement}}",
        "then: {{platform.screenReader}} announces its name",
        "then: purpose is clear (ex: \"Captcha\")",
        "wcag: 4.1.2 1.1.1",
      ])
    #expect(try criterion("Group", "All items read as one", in: .screenReader).wcag == ["1.3.1"])
  }

  @Test func writesTextResizeWithThePercentageTheValueGives() throws {
    #expect(
      try read(
        criterion(
          "Text resize", "Text can resize up to 310% without losing information", in: .settings))
        == [
          "title: Text in {{experience.interactiveElement}} scales with the system text size",
          "checklist: Text can resize up to 310% without losing information",
          "given: the text size is set to 310% in {{platform.textResize}}",
          "when: I open the screen with {{experience.interactiveElement}}",
          "then: text can resize up to 310% without losing information",
          "wcag: 1.4.4",
        ])
  }

  @Test func writesGenericButFollowableWordingForOtherKeys() throws {
    #expect(
      try read(criterion("Escape", "The modal closes and returns focus to the button.")) == [
        "title: Pressing Escape on {{experience.interactiveElement}}",
        "checklist: The modal closes and returns focus to the button",
        "given: an external keyboard is connected to the {{platform.name}} device",
        "given: keyboard focus is on {{experience.interactiveElement}}",
        "when: I press Escape",
        "then: the modal closes and returns focus to the button",
        "wcag: 2.1.1",
      ])
    #expect(
      try read(criterion("Ios and android-swipe-up/down", "Adjusts the value", in: .gestures)) == [
        "title: Swipe up/down on {{experience.interactiveElement}}",
        "checklist: Swipe up/down adjusts the value",
        "given: {{platform.screenReader}} is on",
        "given: {{platform.screenReader}} focus is on {{experience.interactiveElement}}",
        "when: I perform the swipe up/down gesture",
        "then: Swipe up/down adjusts the value",
        "wcag: 4.1.2",
      ])
    #expect(
      try read(criterion("Value", "Announces the current value", in: .screenReader)) == [
        "title: {{platform.screenReader}} announces the value of {{experience.interactiveElement}}",
        "checklist: Announces the current value",
        "given: {{platform.screenReader}} is on",
        "when: I move {{platform.screenReader}} focus to {{experience.interactiveElement}}",
        "then: {{platform.screenReader}} announces the current value",
        "wcag: 4.1.2",
      ])
    #expect(
      try read(
        criterion("If close button present", "Focus moves to it, then closes", in: .gestures)) == [
          "title: If close button present",
          "checklist: If close button present: Focus moves to it, then closes",
          "given: {{platform.screenReader}} is on",
          "given: {{platform.screenReader}} focus is on {{experience.interactiveElement}}",
          "when: I operate {{experience.interactiveElement}} with {{platform.screenReader}} gestures",
          "then: focus moves to it, then closes",
          "wcag: 4.1.2",
        ])
    #expect(
      try read(criterion("Reduce motion", "Animations stop", in: .settings)) == [
        "title: Reduce motion setting on {{experience.interactiveElement}}",
        "checklist: Animations stop",
        "given: reduce motion is turned on in the {{platform.name}} settings",
        "when: I open the screen with {{experience.interactiveElement}}",
        "then: animations stop",
        "wcag: 1.4.4",
      ])
    #expect(
      try read(criterion("Initial focus", "Focus lands on the close button", in: .screenReader))
        == [
          "title: Initial focus on {{experience.interactiveElement}}",
          "checklist: Focus lands on the close button",
          "given: {{platform.screenReader}} is on",
          "when: I open the screen with {{experience.interactiveElement}}",
          "then: focus lands on the close button",
          "wcag: 2.4.3",
        ])
  }

  @Test func keepsCommasOutOfTitlesAndPlaceholdersOutOfDocumentText() throws {
    let escape = try criterion("Escape, Back", "Closes {{everything}}")
    #expect(escape.wording.title == "Pressing Escape back on {{experience.interactiveElement}}")
    #expect(escape.wording.checklist == "Escape, back closes { {everything} }")
  }
}
