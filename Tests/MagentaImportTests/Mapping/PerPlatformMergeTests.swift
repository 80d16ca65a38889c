import A11yCriteria
import FeatureGenerator
import MagentaImport
import Testing

/// Items a document gives once per platform, or for one platform only, keep their own words on
/// their own platform: repeated keys are merged per platform, and a state named for one
/// platform is an Examples row there alone. Asserted on the generated scenarios of the native
/// documents.
@Suite struct PerPlatformMergeTests {
  /// The lines of the scenario tagged `@criterion:ID` in a document's generated feature for
  /// one platform (its one experience), without indentation.
  static func scenario(_ id: String, of path: String, platform: String) throws -> [String] {
    let result = try Fixture.importNative(path)
    let generator = FeatureGenerator(
      catalog: Catalog(components: [result.component]), templates: try .defaults(),
      options: GenerationOptions())
    let feature = try #require(
      try generator.render().first { $0.target.platform.id == platform }
    ).feature(committed: nil)
    let blocks = feature.components(separatedBy: "\n\n  @")
    let block = try #require(blocks.first { $0.hasPrefix("criterion:\(id) ") })
    return ("@" + block).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  static let native = Testing.ConditionTrait.enabled(
    if: Fixture.nativeExists,
    "SKIPPED: native documents not found in \(Fixture.native.path); set A11Y_TESTDATA")

  /// Everything after the tags: the scenario and its Examples.
  static func steps(_ id: String, of path: String, platform: String) throws -> [String] {
    Array(try scenario(id, of: path, platform: platform).dropFirst())
  }

  /// "Tab, arrow keys or ctl+tab: … on Android" then "Tab or arrow keys: … on iOS": the keys
  /// are alternatives, so each platform moves focus with Tab or the arrow keys from the top of
  /// the screen, and iOS turns on Full Keyboard Access first; Ctrl+Tab is required on neither.
  @Test(native) func theExpandableKeepsEachPlatformsOwnFocusKeys() throws {
    let path = "controls/expandable.md"
    let steps = [
      "When I move keyboard focus with Tab or the arrow keys from the top of the screen",
      "Then keyboard focus moves to the button that toggles an expandable region",
      "And the focused element shows a visible focus indicator",
    ]
    let name = "Scenario: Keyboard focus moves to the button that toggles an expandable region"
    #expect(
      try Self.steps("keyboard.focus", of: path, platform: "ios") == [
        name, "Given an external keyboard is connected",
        "And the \"Full Keyboard Access\" setting is on",
      ] + steps)
    #expect(
      try Self.steps("keyboard.focus", of: path, platform: "android") == [
        name, "Given an external keyboard is connected",
      ] + steps)
    let result = try Fixture.importNative(path)
    let focus = try #require(result.component.criteria.first { $0.id == "keyboard.focus" })
    #expect(focus.applicability.platforms == nil)
    #expect(
      focus.wording(experience: "default", platform: "ios").checklist.hasPrefix(
        "From the top of the screen, Tab pressed again and again, or the arrow key toward the next element where Tab passes it by,"
      ))
    #expect(
      result.warnings.map(\.message).contains(
        "'Tab or arrow keys' repeats keyboard.focus from line 31 for ios; merged per platform, each platform with the words of its own items: keyboard.focus holds on every platform"
      ))
  }

  /// The second Role item, "Identifies as "adjustable" with custom actions (iOS)", adds the
  /// carousel's own role on iOS; before, it was merged away and no step said "Adjustable".
  @Test(native) func theCarouselTestsItsIOSAdjustableRole() throws {
    let path = "controls/carousel.md"
    #expect(
      try Self.steps("screen-reader.role", of: path, platform: "ios") == [
        "Scenario Outline: VoiceOver announces the role of the button in the carousel and the carousel",
        "Given VoiceOver is on",
        "When I move VoiceOver focus to <control>",
        "Then VoiceOver announces <announced>",
        "Examples:",
        "| control                    | announced             |",
        "| the button in the carousel | the role \"Button\"     |",
        "| the carousel               | the role \"Adjustable\" |",
      ])
    #expect(
      try Self.steps("screen-reader.role", of: path, platform: "android") == [
        "Scenario: TalkBack announces the role of the button in the carousel",
        "Given TalkBack is on",
        "And the \"Usage hints\" setting is on",
        "When I move TalkBack focus to the button in the carousel",
        "Then TalkBack announces the role \"Button\" or a hint starting with \"Double tap to activate\"",
      ])
    let result = try Fixture.importNative(path)
    #expect(
      result.warnings.map(\.message).contains(
        "'Role' repeats screen-reader.role from line 36 for ios; merged per platform, each platform with the words of its own items: screen-reader.role holds on every platform"
      ))
    #expect(result.mapping.freeFormIds.contains("screen-reader.role") == false)
  }

  /// "Arrow keys: Navigate through group" after "Tab, arrow keys or ctl+tab: Focus visibly
  /// moves to the button", on the same platforms: a scenario of its own; the first item's
  /// scenario keeps the standard keys. Before, it was merged away.
  @Test(native) func theSegmentedControlKeepsItsArrowKeys() throws {
    let path = "controls/segmented-control.md"
    for platform in ["ios", "android"] {
      let setting = platform == "ios" ? ["And the \"Full Keyboard Access\" setting is on"] : []
      #expect(
        try Self.steps("keyboard.arrow-keys", of: path, platform: platform) == [
          "Scenario: Arrow keys on the segemented control / tabs",
          "Given an external keyboard is connected",
        ] + setting + [
          "And keyboard focus is on the segemented control / tabs",
          "When I move keyboard focus with the arrow keys",
          "Then keyboard focus moves to the next element in the segemented control / tabs",
          "And the focused element shows a visible focus indicator",
        ])
      #expect(
        try Self.steps("keyboard.focus", of: path, platform: platform).suffix(3) == [
          "When I move keyboard focus with Tab or the arrow keys from the top of the screen",
          "Then keyboard focus moves to the segemented control / tabs",
          "And the focused element shows a visible focus indicator",
        ])
    }
    let result = try Fixture.importNative(path)
    #expect(
      result.warnings.map(\.message).contains(
        "'Arrow keys' repeats the keys of keyboard.focus from line 31 on the same platforms with words of its own; imported as keyboard.arrow-keys"
      ))
    let arrows = try #require(result.component.criteria.first { $0.id == "keyboard.arrow-keys" })
    #expect(arrows.wording.checklist == "Navigate through group")
  }

  /// "disabled/dimmed, iOS: checked/unchecked, selected/unselected. Android: checked/not
  /// checked": selected and not selected are Examples rows on iOS only.
  @Test(native) func aStateNamedForOnePlatformIsARowThereOnly() throws {
    let path = "controls/radio-button.md"
    #expect(
      try Self.steps("screen-reader.state", of: path, platform: "ios").suffix(6) == [
        "| state        | announced                        |",
        "| checked      | the app's state text \"Checked\"   |",
        "| disabled     | the state \"Dimmed\"               |",
        "| not checked  | the app's state text \"Unchecked\" |",
        "| not selected | no state                         |",
        "| selected     | the state \"Selected\"             |",
      ])
    #expect(
      try Self.steps("screen-reader.state", of: path, platform: "android") == [
        "Scenario Outline: TalkBack announces the state of the radio button",
        "The disabled row applies where the app has that control disabled; an app in which it is never disabled skips that row.",
        "Given TalkBack is on",
        "And the radio button is <state>",
        "When I move TalkBack focus to the radio button",
        "Then TalkBack announces <announced>",
        "Examples:",
        "| state       | announced                                 |",
        "| checked     | the state \"Checked\" or \"Selected\"         |",
        "| disabled    | the state \"Disabled\"                      |",
        "| not checked | the state \"Not checked\" or \"Not selected\" |",
      ])
    let result = try Fixture.importNative(path)
    #expect(
      result.component.sourceNotes.contains(
        "State: the document names 'not selected' and 'selected' for iOS only; the Android state scenario leaves them out."
      ))
  }

  /// The same with a document written here: a state one platform's clause names is tested
  /// there only, and a document that names the same states for both keeps the standard
  /// criterion.
  @Test func aStateNamedForOnePlatformInAWrittenDocument() throws {
    func document(_ state: String) -> String {
      """
      ## Condensed

      How to test a chip

      1. Test keyboard only, then screen reader + keyboard actions

          - Spacebar: Activates the chip

      3. Listen to screenreader output on all devices

          - Role: Identifies as a button
          - State: \(state)

      """
    }
    let split = try Fixture.importer.importDocument(
      text: document("Expresses its state (iOS: selected/dimmed. Android: disabled)"),
      path: "chip.md")
    let state = try #require(split.component.criteria.first { $0.id == "screen-reader.state" })
    #expect(
      state.wording(experience: "default", platform: "ios").examples?.rows == [
        ["disabled", "the state \"Dimmed\""], ["selected", "the state \"Selected\""],
      ])
    #expect(state.wording(experience: "default", platform: "android").examples == nil)
    #expect(
      state.wording(experience: "default", platform: "android").given == [
        "TalkBack is on", "the chip is disabled",
      ])
    let same = try Fixture.importer.importDocument(
      text: document("Expresses its state (selected/dimmed)"), path: "chip.md")
    #expect(same.criteriaDocument.contains("\"standard\": \"screen-reader.state\""))
    #expect(!split.criteriaDocument.contains("\"standard\": \"screen-reader.state\""))
  }
}
