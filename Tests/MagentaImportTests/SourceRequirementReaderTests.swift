import MagentaImport
import TestSupport
import Testing

@testable import MagentaImport

/// The requirements a document states, named by the locators a trace uses.
@Suite struct SourceRequirementReaderTests {
  /// A small document in the newer format, written for this test.
  static let document = Fixture.text(
    """
    ## Condensed

    How to test a switch

    1. Test keyboard only, then screen reader + keyboard actions
       - Tab: Focus lands on the switch
       - Space: Flips it
       - Space: Flips it again on Android
    2. Test mobile screenreader gestures
       - Swipe: Focus lands on the switch
       - Group: n/a
    3. Listen to screenreader output on all devices
       - Name: Says what it turns on
    4. Test device settings
       - Text resize: Text grows to 200%

    ## Gherkin

    1. Scenario: Test keyboard actions
       - WHEN I press "TAB"
           - THEN focus should land on the switch
               - AND it should look focused
    3. Scenario: Test screen reader output on all devices
       - WHEN a screen reader is on
           - THEN the name is read

    ## iOS Developer Notes
    ### General Notes
    - A switch should flip at once. It keeps no hidden state. Users must hear the change.
    ### Name
    - The name must say what flips, e.g. Wi-Fi. Shouldered text is not a requirement.
    #### UIKit
    - Set the label; it should match the visible text.

    ## Android Developer Notes
    ### Focus
    - Focus should stay on the switch after it flips
    """)

  @Test func namesEachItemOutcomeAndRequiringSentence() throws {
    let requirements = try SourceRequirementReader().requirements(
      text: Self.document, path: "switch.md")
    #expect(
      requirements.map { "\($0.line) \($0.locator): \($0.text)" } == [
        "6 condensed/keyboard/tab: Tab: Focus lands on the switch",
        "7 condensed/keyboard/space: Space: Flips it",
        "8 condensed/keyboard/space/2: Space: Flips it again on Android",
        "10 condensed/gestures/swipe: Swipe: Focus lands on the switch",
        "11 condensed/gestures/group: Group: n/a",
        "13 condensed/screen-reader/name: Name: Says what it turns on",
        "15 condensed/settings/text-resize: Text resize: Text grows to 200%",
        "21 gherkin/keyboard/1: THEN focus should land on the switch",
        "22 gherkin/keyboard/2: AND it should look focused",
        "25 gherkin/screen-reader/1: THEN the name is read",
        "29 notes/ios/general/1: A switch should flip at once.",
        "29 notes/ios/general/2: Users must hear the change.",
        "31 notes/ios/name/1: The name must say what flips, e.g. Wi-Fi.",
        "33 notes/ios/name/uikit/1: Set the label; it should match the visible text.",
        "37 notes/android/focus/1: Focus should stay on the switch after it flips",
      ])
  }

  @Test func splitsSentencesOnlyBeforeAFreshStart() {
    #expect(
      SourceRequirementReader.sentences(of: "One. Two, e.g. three. `code` four? (Five)")
        == ["One.", "Two, e.g. three.", "`code` four?", "(Five)"])
    #expect(
      SourceRequirementReader.requiringSentences(
        "Use `shouldGroup` here. It must hold. SHOULD too. Mustard is food.")
        == ["It must hold.", "SHOULD too."])
  }

  /// A web document states its outcomes after "I SEE" and "I HEAR", in any bullet and under
  /// a desktop and a mobile screen-reader scenario.
  static let webDocument = Fixture.text(
    """
    ## Condensed

    ### #a11y - Web Accessibility Acceptance Criteria

    How to test a switch

    1. Test keyboard only, then screen reader + keyboard actions
       - Tab: Focus lands on the switch
    2. Test mobile screenreader gestures
       - Swipe: Focus lands on the switch

    ## Gherkin

    ### #a11y - Web Accessibility Acceptance Criteria

    1. Keyboard for mobile & desktop
       - WHEN I press tab to reach the switch I SEE a focus ring
       - IF IT IS ON when I press space I SEE it turn off
       - THEN when I press space I SEE it flip
    2. Desktop screenreader
       - WHEN I use a desktop screenreader AND
       - I press tab to reach the switch
          - I HEAR its name
          - I HEAR it is a switch
       - THEN when I press space I HEAR the new state
    3. Mobile screenreader
       - WHEN I use a mobile screenreader AND
       - I swipe to the switch
          - I HEAR its name

    ```html
    - I HEAR nothing from code
    ```

    ## Developer notes
    ### Name
    - The label must say what flips
    """)

  @Test func readsAWebDocumentsOutcomesByScenario() throws {
    let requirements = try SourceRequirementReader().requirements(
      text: Self.webDocument, path: "web/switch.md")
    #expect(
      requirements.map { "\($0.line) \($0.locator): \($0.text)" } == [
        "8 condensed/keyboard/tab: Tab: Focus lands on the switch",
        "10 condensed/gestures/swipe: Swipe: Focus lands on the switch",
        "17 gherkin/keyboard/1: WHEN I press tab to reach the switch I SEE a focus ring",
        "18 gherkin/keyboard/2: IF IT IS ON when I press space I SEE it turn off",
        "19 gherkin/keyboard/3: THEN when I press space I SEE it flip",
        "23 gherkin/desktop-screen-reader/1: I HEAR its name",
        "24 gherkin/desktop-screen-reader/2: I HEAR it is a switch",
        "25 gherkin/desktop-screen-reader/3: THEN when I press space I HEAR the new state",
        "29 gherkin/mobile-screen-reader/1: I HEAR its name",
        "37 notes/all/name/1: The label must say what flips",
      ])
  }

  @Test func refusesADocumentOfNeitherFormat() {
    #expect(throws: (any Error).self) {
      try SourceRequirementReader().requirements(text: "# Notes\n\nText.\n", path: "x.md")
    }
  }

  /// The locators of a real document, with their lines (the document's text stays out of the
  /// repository): what a trace of the modal names.
  @Test(.enabled(if: Fixture.nativeExists)) func locatesTheRequirementsOfTheModalDocument()
    throws
  {
    let text = try Fixture.nativeDocument("notifications/modal.md")
    let requirements = try SourceRequirementReader().requirements(
      text: text, path: "notifications/modal.md")
    assertSnapshot(
      requirements.map { "\($0.line) \($0.locator)\n" }.joined(), named: "modal.txt")
  }
}
