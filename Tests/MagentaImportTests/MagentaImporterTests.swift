import A11yCriteria
import Diagnostics
import MagentaImport
import TestSupport
import Testing

@Suite struct MagentaImporterTests {
  private func importText(_ text: String, path: String = "doc.md") throws -> ImportResult {
    try Fixture.importer.importDocument(text: text, path: path)
  }

  /// The rendered diagnostics of a document that fails to import.
  private func errors(_ text: String, path: String = "doc.md") -> String {
    do {
      _ = try Fixture.importer.importDocument(text: text, path: path)
      return "(imported)"
    } catch {
      return Fixture.render(error.diagnostics)
    }
  }

  private func loads(_ result: ImportResult) -> Bool {
    (try? CriteriaLoader.load(bytes: Array(result.criteriaDocument.utf8), path: result.fileName))
      == result.component
  }

  // MARK: - Whole documents with every oddity

  @Test func importsTheCondensedOdditiesWithAWarningForEach() throws {
    let result = try importText(
      Fixture.file("oddities-condensed.md"), path: "Fixtures/oddities-condensed.md")
    #expect(loads(result))
    // The file name is the component id, whatever the title says.
    #expect(result.fileName == "oddities-condensed.json")
    assertSnapshot(result.criteriaDocument, named: "oddities-condensed.json")
    assertSnapshot(Fixture.render(result.warnings), named: "oddities-condensed-warnings.txt")
    #expect(
      result.leftOut == [
        LeftOut("screen-reader.group", "'Group: n/a'", line: 27),
        LeftOut("## General Notes", "not a source of criteria", line: 1),
        LeftOut("## Gherkin", "hand-written scenarios, not a source of criteria", line: 41),
        LeftOut(
          "developer notes",
          "1 per-experience note: the document lists no experiences they could refer to"),
        LeftOut("developer notes", "1 code example"),
      ])
    #expect(result.frameworkNoteTopics == ["Focus"])
  }

  /// Item N of a topic's "Experiences" list changes the facts of experience N, and so its
  /// steps: here the role of each experience's control.
  @Test func experienceListsChangeTheFactsOfTheirExperience() throws {
    let result = try importText(
      """
      # How to test a toggle

      ## Condensed

      1. Test keyboard only
          - Tab: Focus visibly moves to the toggle
          - Enter: Activates the toggle on Android
      2. Listen to screenreader output on all devices
          - Name: Purpose is clear
          - Role: Identifies itself as a button

      ## iOS Developer Notes

      - Here are just a few experiences for Toggle:
          1. A switch in a settings row
          2. A standalone switch button

      ### Name

      - Experiences (refer to number above):
          1. The row text names the setting.
          2. Name matches the visible label
          3. There is no third experience

      ### Role

      - Experiences (refer to number above):
          1. N/A
          2. Identifies as a switch
          -

      ### Enter

      - Experiences (refer to number above):
          1. iOS has no Enter criterion here

      ## Android Developer Notes

      ### Role

      - Experiences (refer to number above):
          - Identifies as a switch in a row
          - Identifies as a switch
      """)
    #expect(result.component.experiences.map(\.id) == ["settings-row", "standalone-switch-button"])
    #expect(
      result.warnings.filter { $0.message.contains("experience") }.map {
        "\($0.location?.line ?? 0): \($0.message)"
      } == ["23: this item refers to experience 3, but the document lists 2; it is left out"])
    // The notes make both experiences switches; the Condensed role (a button) is the default.
    // The iOS "N/A" asks nothing of the settings row, so the Android item decides its role.
    #expect(
      result.component.experiences.map { $0.controls.map { $0.role ?? "-" } } == [
        ["switch"], ["switch"],
      ])
    let role = try #require(result.component.criteria.first { $0.id == "screen-reader.role" })
    #expect(
      role.wording.then == [
        #"VoiceOver announces the role "Switch button" or a hint starting with "Double tap to toggle""#
      ])
    // Name items without example names change nothing; the three role items count once per
    // experience and platform list.
    #expect(result.experienceChecklistItems == 2)
    #expect(loads(result))
  }

  @Test func importsTheFrontMatterOdditiesWithAWarningForEach() throws {
    let result = try importText(
      Fixture.file("oddities-front-matter.md"), path: "Fixtures/oddities-front-matter.md")
    #expect(loads(result))
    #expect(result.fileName == "oddities-front-matter.json")
    #expect(result.component.title == "Modal")
    #expect(result.component.category == "notifications")
    assertSnapshot(result.criteriaDocument, named: "oddities-front-matter.json")
    assertSnapshot(Fixture.render(result.warnings), named: "oddities-front-matter-warnings.txt")
    #expect(
      result.leftOut == [
        LeftOut(
          "screen-reader.state",
          "names no state the shared profiles announce ('Modals that open or close announce it')",
          line: 30),
        LeftOut("screen-reader.group", "'group: n/a'", line: 21),
        LeftOut("developer notes", "1 code example"),
      ])
  }

  // MARK: - Single oddities

  @Test func leavesOutAGroupThatIsThePlainTextNotApplicable() throws {
    let result = try importText(
      """
      ---
      title: Heading
      keyboard: N/A
      mobile:
        swipe: |
          Focus moves to the heading
      screenreader:
        role: |
          Identifies itself as a heading
      settings:
        text resize: |
          Text can resize
      ---
      """)
    #expect(result.warnings.isEmpty)
    #expect(
      result.leftOut == [
        LeftOut("keyboard", "'keyboard: N/A': the whole group does not apply", line: 3)
      ])
    #expect(
      result.component.criteria.map(\.id) == [
        "gesture.swipe", "screen-reader.role", "settings.text-resize",
      ])
  }

  @Test func filesKeysThatSlippedToTheTopLevelBackUnderTheirGroup() throws {
    let result = try importText(
      """
      ---
      title: Modal
      keyboard:
        tab: |
          Focus moves
      escape: |
        Closes the modal
      screenreader:
        name: |
          Clear
      group: |
        Grouped
      related: /modal
      settings:
        text resize: |
          Text can resize
      ---
      """)
    #expect(
      Fixture.render(result.warnings) == """
        doc.md:1:1: warning: the front matter has no 'mobile' map
            1 | ---
              | ^
        doc.md:6:1: warning: 'escape' is not indented under a group; read as part of 'keyboard' above it
            6 | escape: |
              | ^
        doc.md:11:1: warning: 'group' is not indented under a group; read as a screen reader output key of 'screenreader'
           11 | group: |
              | ^

        """)
    #expect(
      result.component.criteria.map(\.id) == [
        "keyboard.focus", "keyboard.escape", "screen-reader.name", "screen-reader.group",
        "settings.text-resize",
      ])
    #expect(result.leftOut == [LeftOut("front matter 'related'", "not a criteria group", line: 13)])
  }

  @Test func keepsTheFirstOfARepeatedGroupMap() throws {
    let result = try importText(
      """
      ---
      title: Link
      keyboard:
        enter: |
          Activates the link
      keyboard:
        space: |
          Activates the link
      ---
      """)
    #expect(
      Fixture.render(result.warnings).hasPrefix(
        """
        doc.md:1:1: warning: the front matter has no 'mobile' map
        """))
    #expect(
      Fixture.render(result.warnings).contains(
        """
        doc.md:6:1: warning: 'keyboard' is given again (first on line 3); the first is kept
            6 | keyboard:
              | ^
        """))
    #expect(result.component.criteria.map(\.id) == ["keyboard.enter"])
  }

  @Test func warnsAboutEmptyValuesUnknownKeysOutsideGroupsAndDisagreeingPlatforms() throws {
    let result = try importText(
      """
      ## Condensed
      How to test a link
      - Escape: Closes it
      1. Test keyboard only, then screen reader + keyboard actions
          - Enter (iOS only): Activates the link on Android
          - Space:
          - Escape: .
      2. Test mobile screenreader gestures
          - Swipe: Focus moves to the link
      3. Listen to screenreader output on all devices
          - Name: Clear
      4. Device OS Settings
          - Text resize: Text can resize
      """)
    #expect(
      Fixture.render(result.warnings) == """
        doc.md:3:1: warning: bullets indented by other than 4 spaces, read as bullets, on line 3
            3 | - Escape: Closes it
              | ^
        doc.md:3:3: warning: an item before any numbered group; filed by its key
            3 | - Escape: Closes it
              |   ^
        doc.md:3:3: warning: 'Escape' is under no group the import knows, and its key does not say which; left out
            3 | - Escape: Closes it
              |   ^
        doc.md:5:7: warning: 'Enter (iOS only)' names ios but its value android; the key's platforms are used
            5 |     - Enter (iOS only): Activates the link on Android
              |       ^
        doc.md:6:7: warning: 'Space' has no value; keyboard.space is left out
            6 |     - Space:
              |       ^
        doc.md:7:7: warning: 'Escape' has no value; keyboard.escape is left out
            7 |     - Escape: .
              |       ^

        """)
    #expect(
      result.component.criteria.first { $0.id == "keyboard.enter" }?.applicability.platforms
        == ["ios"])
  }

  @Test func takesTheTitleFromTheFileNameWhenTheDocumentHasNone() throws {
    let result = try importText(
      """
      ## Condensed
      1. Test keyboard actions
          - Tab: Focus moves
      """, path: "docs/toggle-switch.md")
    #expect(result.component.id == "toggle-switch")
    #expect(result.component.title == "Toggle switch")
    #expect(
      Fixture.render(result.warnings).contains(
        """
        docs/toggle-switch.md:1:1: warning: no title ('title:' or a 'How to test a …' line); the file name gives it: 'Toggle switch'
        """))
  }

  // MARK: - Errors

  @Test(arguments: [
    (
      "# Captcha\n\nSome text\n",
      """
      doc.md:1:1: error: not a MagentaA11y document: it has neither YAML front matter (a first line '---') nor a '## Condensed' section
          1 | # Captcha
            | ^
      """
    ),
    (
      "---\nlayout: entry\ntitle: Captcha\n---\n## Developer notes\n",
      """
      doc.md:1:1: error: the front matter has no keyboard, mobile, screenreader or settings map, and the document has no '## Condensed' section
          1 | ---
            | ^
      """
    ),
    (
      "## Condensed\nHow to test a link\n1. Test keyboard actions\n    - Tab: n/a\n    - Enter: N/A\n2. Test mobile screenreader gestures\n3. Listen to screenreader output on all devices\n4. Device OS Settings\n",
      """
      doc.md:1:1: error: no criteria to import: every item is n/a or left out
          1 | ## Condensed
            | ^
      """
    ),
    (
      "---\ntitle: \"Captcha\nkeyboard:\n  tab: |\n    Focus\n",
      """
      doc.md:1:1: error: the front matter that starts here is never closed by a '---' line
          1 | ---
            | ^
      """
    ),
  ])
  func rejectsDocumentsItCannotReadWithALocatedError(text: String, message: String) {
    #expect(errors(text) == message + "\n")
  }

  /// Text that is not a Markdown file (a page saved as text) takes its id from its title.
  @Test func rejectsATitleWithoutLettersWhenTheFileNameGivesNoId() {
    #expect(
      errors(
        "## Condensed\nHow to test a ???\n1. Test keyboard actions\n    - Tab: Focus moves\n2. Test mobile screenreader gestures\n3. Listen to screenreader output on all devices\n4. Device OS Settings\n",
        path: "page.txt")
          == """
          page.txt:1:1: error: cannot make a component id from the title '???' (it has no letters or digits)
              1 | ## Condensed
                | ^

          """)
  }

  @Test func reportsEveryFrontMatterErrorWithTheWarningsBeforeThem() {
    #expect(
      errors(
        Fixture.text(
          """
          ---
          title: "Captcha
          keyboard:
          ⇥tab: |
          ⇥⇥Focus
            space: {x}
          ---
          """))
        == Fixture.text(
          """
          doc.md:2:8: error: the quoted value is not closed on this line (quoted values must end on their line)
              2 | title: "Captcha
                |        ^
          doc.md:4:1: warning: a tab in the indentation is not valid YAML; read as indentation to the next multiple of 4 columns
              4 | ⇥tab: |
                | ^
          doc.md:5:1: warning: a tab in the indentation is not valid YAML; read as indentation to the next multiple of 4 columns
              5 | ⇥⇥Focus
                | ^
          doc.md:6:10: error: flow maps ({...}) are not supported in the front matter
              6 |   space: {x}
                |          ^

          """))
  }

  @Test func prefersTheFrontMatterWhenADocumentHasBothFormats() throws {
    let result = try importText(
      """
      ---
      title: Link
      keyboard:
        enter: |
          Activates the link
      mobile:
        doubletap: |
          Activates the link
      screenreader:
        name: |
          Purpose is clear
      settings:
        text resize: |
          Text can resize
      ---
      ## Condensed
      How to test a link
      1. Test keyboard actions
          - Space: Activates the link
      """)
    #expect(result.format == .frontMatter)
    #expect(!result.component.criteria.contains { $0.id == "keyboard.space" })
    #expect(
      result.leftOut == [
        LeftOut("## Condensed", "the front matter's criteria are imported instead", line: 16)
      ])
  }
}
