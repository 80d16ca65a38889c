import Diagnostics
import Foundation
import MagentaImport
import Testing

/// Where the documents' hand-written Gherkin sections disagree with their Condensed sections:
/// located warnings, counted on the import result.
@Suite struct SectionComparerTests {
  /// The comparison warnings of a document: the messages that speak of both sections.
  private func conflicts(_ result: ImportResult) -> [String] {
    conflicts(result.warnings)
  }

  private func conflicts(_ diagnostics: [Diagnostic]) -> [String] {
    Fixture.render(
      diagnostics.filter { $0.severity == .warning && $0.message.contains("Gherkin section") }
    )
    .split(separator: "\n").filter { $0.contains(": warning: ") }.map(String.init)
  }

  @Test(
    .enabled(
      if: Fixture.nativeExists,
      "SKIPPED: native documents not found in \(Fixture.native.path); set A11Y_TESTDATA"))
  func findsTheDisagreementsOfTheNativeDocuments() throws {
    var found: [String: [String]] = [:]
    for path in try Fixture.nativeDocuments() {
      // The comparison does not depend on the mapping: a document whose criteria do not load
      // still reports its warnings with the error.
      let warnings: [String]
      let text = try Fixture.nativeDocument(path)
      do throws(DiagnosticsError) {
        let result = try Fixture.importer.importDocument(text: text, path: path)
        warnings = conflicts(result)
        #expect(result.conflicts == warnings.count, "\(path)")
      } catch {
        warnings = conflicts(error.diagnostics)
      }
      if !warnings.isEmpty { found[path] = warnings }
    }
    // Every real disagreement found by reading the 42 documents' Condensed and Gherkin
    // sections side by side: keys, gestures, roles, states and requirements present in one
    // and missing from the other. Wording differences are left out; so are the Gherkin's
    // hints ("double tap to toggle/activate setting"), which the Condensed roles also give.
    let expected: [String: [String]] = [
      "controls/captcha.md": [
        "controls/captcha.md:47:7: warning: the Gherkin section has Enter on every platform, the Condensed section (line 15) on Android only",
        "controls/captcha.md:54:16: warning: the Gherkin section names states the Condensed section does not (line 27): enabled",
      ],
      "controls/carousel.md": [
        "controls/carousel.md:34:9: warning: the Condensed section asks 'Index should be announced in Android and iOS' here; its Gherkin section never mentions it"
      ],
      "controls/dropdown.md": [
        "controls/dropdown.md:63:6: warning: the Gherkin section acts with Escape here, which the Condensed section does not list"
      ],
      "controls/expandable.md": [
        "controls/expandable.md:39:6: warning: the Condensed section asks 'and focus remains on the expandable button' here; its Gherkin section never mentions it",
        "controls/expandable.md:45:6: warning: the Condensed section asks for the group here; the screen reader scenario of its Gherkin section never mentions it (line 81)",
        "controls/expandable.md:46:6: warning: the Condensed section asks for the state here; the screen reader scenario of its Gherkin section never mentions it (line 81)",
        "controls/expandable.md:64:6: warning: the Gherkin section has Ctrl+Tab on every platform, the Condensed section (line 31) on Android only",
      ],
      "controls/toggle-switch.md": [
        "controls/toggle-switch.md:76:9: warning: the Gherkin section names states the Condensed section does not (line 45): not checked, checked, enabled"
      ],
      "patterns/focus.md": [
        "patterns/focus.md:62:9: warning: the Gherkin section tests text resize here, which the Condensed section does not list"
      ],
      "patterns/headings.md": [
        "patterns/headings.md:70:12: warning: the Gherkin section acts with swipe up/down here, which the Condensed section does not list",
        "patterns/headings.md:76:9: warning: the Gherkin section's text resize scenario never says the text resizes or stays readable, which the Condensed section asks (line 43)",
      ],
      "patterns/image-decorative.md": [
        "patterns/image-decorative.md:44:6: warning: the Gherkin section acts with swipe here, which the Condensed section says is n/a (line 17)"
      ],
    ]
    #expect(expected.values.map(\.count).reduce(0, +) == 13)
    #expect(found.keys.sorted() == expected.keys.sorted())
    for path in expected.keys.sorted() {
      #expect(found[path] == expected[path], "\(path)")
    }
  }

  private static let document = """
    ## Condensed

    How to test a switch

    1. Test keyboard only, then screen reader + keyboard actions

        - Tab: Focus visibly moves to the switch
        - Enter: Activates on Android
        - Space: n/a

    2. Test mobile screenreader gestures

        - Swipe: Focus moves, confined within the sheet. Two finger swipe closes it (Android only)

    3. Listen to screenreader output on all devices

        - Name: Purpose is clear
        - Group: n/a
        - State: Expresses its state (on/off)

    4. Test device settings

        - Text resize: n/a

    ## Gherkin

    1. Scenario: Test keyboard actions

        - WHEN I press "TAB"
            - THEN focus moves to the switch
        - WHEN I press "ENTER" on Android
            - THEN the switch toggles
        - WHEN I press "SPACEBAR"
            - THEN nothing happens (N/A)

    2. Scenario: Test mobile screen reader gestures

        - WHEN I swipe
            - THEN focus moves within the sheet
            - AND a two finger swipe closes it (Android only)
        - WHEN I double tap
            - THEN the switch toggles

    3. Scenario: Test screen reader output on all devices

        - WHEN a screen reader reads the switch
            - THEN its name describes its purpose
            - AND its label is grouped with it
            - AND its state (ON/OFF) is expressed

    4. Scenario: Test device OS settings for text resize

        - WHEN I set the text size to 200%
            - THEN the text resizes
    """

  /// Platforms come from a Gherkin block's action and first `THEN`, and from each Condensed
  /// sentence (the swipe holds on both, its second sentence on Android only): no
  /// disagreement there. An n/a in both is agreement too.
  @Test func agreesOnPlatformsByClauseAndOnNotApplicableItems() throws {
    let result = try Fixture.importer.importDocument(text: Self.document, path: "switch.md")
    #expect(
      conflicts(result) == [
        "switch.md:41:7: warning: the Gherkin section acts with double tap here, which the Condensed section does not list",
        "switch.md:48:11: warning: the Gherkin section asks for the group here, which the Condensed section says is n/a (line 18)",
        "switch.md:54:11: warning: the Gherkin section tests text resize here, which the Condensed section says is n/a (line 23)",
      ])
    #expect(result.conflicts == 3)
  }

  /// A gesture in a nested `AND when …` of the screen reader scenario, a sentence or a
  /// parenthesis of a Condensed item that no Gherkin line mentions, and a text resize scenario
  /// that tests something else: each is a disagreement. Wording (the component's name, how
  /// focus moves, "Only one way is required") is not.
  @Test func findsNestedGesturesMissingClausesAndATextResizeThatIsNotTested() throws {
    let document = """
      ## Condensed

      How to test a heading

      2. Test mobile screenreader gestures

          - Swipe: Focus moves to and from the heading. Only one way is required
          - Doubletap: Toggles the heading (and focus stays on it)

      3. Listen to screenreader output on all devices

          - Name: Purpose is clear. Its level is announced

      4. Test device settings

          - Text resize: Text can resize up to 200% without losing information

      ## Gherkin

      2. Scenario: Test mobile screen reader gestures

          - WHEN I swipe to the heading
              - THEN focus moves to the heading
          - WHEN I double tap the heading
              - THEN the heading toggles

      3. Scenario: Test screen reader output on all devices

          - WHEN a screen reader reads the heading
              - THEN its name is announced
              - AND when I swipe up or down through the rotor,
              - THEN focus moves from heading to heading

      4. Scenario: Test device OS settings for text resize

          - WHEN I adjust the text size
              - THEN everything is still announced
      """
    let result = try Fixture.importer.importDocument(text: document, path: "heading.md")
    #expect(
      conflicts(result) == [
        "heading.md:8:7: warning: the Condensed section asks 'and focus stays on it' here; its Gherkin section never mentions it",
        "heading.md:12:7: warning: the Condensed section asks 'Its level is announced' here; its Gherkin section never mentions it",
        "heading.md:31:11: warning: the Gherkin section acts with swipe up/down here, which the Condensed section does not list",
        "heading.md:37:11: warning: the Gherkin section's text resize scenario never says the text resizes or stays readable, which the Condensed section asks (line 16)",
      ])
    #expect(result.conflicts == 4)
  }

  @Test func comparesNothingWithoutAGherkinSectionOrInTheOlderFormat() throws {
    let condensedOnly = Self.document.components(separatedBy: "## Gherkin")[0]
    #expect(
      try Fixture.importer.importDocument(text: condensedOnly, path: "switch.md").conflicts == 0)
    let older = """
      ---
      title: Switch
      keyboard:
        enter: |
          Activates on Android
      ---

      ## Gherkin

      1. Scenario: Test keyboard actions
          - WHEN I press "ENTER"
              - THEN the switch toggles
      """
    #expect(try Fixture.importer.importDocument(text: older, path: "switch.md").conflicts == 0)
  }
}
