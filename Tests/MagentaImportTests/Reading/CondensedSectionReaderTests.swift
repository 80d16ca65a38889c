import Diagnostics
import Testing

@testable import MagentaImport

@Suite struct CondensedSectionReaderTests {
  private struct Read {
    var document: MagentaDocument
    var diagnostics: String
    /// `group | key | value @line:column`, one item a line.
    var items: [String]
  }

  private func read(_ text: String) -> Read? {
    let source = SourceDocument(path: "doc.md", text: text)
    guard let section = MarkdownOutline(source).section("Condensed") else { return nil }
    var reader = CondensedSectionReader(document: source)
    let document = reader.read(section)
    return Read(
      document: document, diagnostics: Fixture.render(reader.diagnostics),
      items: document.entries.map {
        "\($0.group?.rawValue ?? "-") | \($0.key) | \($0.value) @\($0.location)"
      })
  }

  private let groups = """
    1. Test keyboard only, then screen reader + keyboard actions
    2. Test mobile screenreader gestures
    3. Listen to screenreader output on all devices
    4. Device OS Settings
    """

  @Test func readsTheTitleGroupsItemsAndCategory() throws {
    let result = try #require(
      read(
        """
        ## Condensed

        ### #a11y - Native App Accessibility Acceptance Criteria

        How to test an alert dialog

        1. Test keyboard actions

            - Tab, arrow keys or ctl+tab: Focus moves: first to the title

        2. Test mobile screenreader gestures
            - Swipe: Focus moves

        3. Listen to screenreader output on all devices
            - Name: Purpose is clear

        4. Device OS settings
            - Text resize: Text can resize

        Full information: [https://www.magentaa11y.com/MagentaA11yV2#/native-criteria/notifications/alert-dialog](x)

        ## Gherkin
        - Text resize: not read
        """))
    #expect(result.diagnostics == "")
    #expect(result.document.title == "Alert dialog")
    #expect(result.document.article == "an")
    #expect(result.document.category == "notifications")
    #expect(
      result.items == [
        "keyboard | Tab, arrow keys or ctl+tab | Focus moves: first to the title @9:7",
        "gestures | Swipe | Focus moves @12:7",
        "screenReader | Name | Purpose is clear @15:7",
        "settings | Text resize | Text can resize @18:7",
      ])
  }

  @Test func toleratesIndentationTrailingSpacesTypographicQuotesAndBlankLines() throws {
    let result = try #require(
      read(
        Fixture.text(
          """
          ## Condensed
          How to test a “switch”␣␣
          1. Test keyboard only, then screen reader + keyboard actions
            - Tab: Focus moves␣␣␣

                - Space: Toggles the ‘switch’␣
          2. Test mobile screenreader gestures
                  - Swipe: Focus moves
          3. Listen to screenreader output on all devices
              - Name: Purpose is clear (ex: “Wi-Fi”)
          4. Device OS Settings
             - Text resize: Text can resize
          """)))
    #expect(result.diagnostics == "")
    #expect(result.document.title == "Switch")
    #expect(
      result.items == [
        "keyboard | Tab | Focus moves @4:5",
        "keyboard | Space | Toggles the 'switch' @6:9",
        "gestures | Swipe | Focus moves @8:11",
        "screenReader | Name | Purpose is clear (ex: \"Wi-Fi\") @10:7",
        "settings | Text resize | Text can resize @12:6",
      ])
  }

  @Test func joinsContinuationLinesIndentedSilentlyAndAtColumnZeroWithAWarning() throws {
    let result = try #require(
      read(
        """
        ## Condensed
        \(groups)
            - Swipe: Focus moves to the slider,
              then to the next element
            - Double tap: Activates the
        slider
        """))
    #expect(
      result.items.suffix(2) == [
        "settings | Swipe | Focus moves to the slider, then to the next element @6:7",
        "settings | Double tap | Activates the slider @8:7",
      ])
    #expect(
      result.diagnostics == """
        doc.md:9:1: warning: a line at column 0 continues the value of 'Double tap' (line 8); read as part of it
            9 | slider
              | ^

        """)
  }

  @Test func warnsAboutAMissingGroupAndAnUnknownOne() throws {
    let result = try #require(
      read(
        """
        ## Condensed
        1. Test keyboard actions
            - Tab: Focus moves
        2. Test custom actions
            - Escape: Closes
        3. Listen to screenreader output on all devices
            - Name: Purpose is clear
        """))
    #expect(
      result.items == [
        "keyboard | Tab | Focus moves @3:7",
        "- | Escape | Closes @5:7",
        "screenReader | Name | Purpose is clear @7:7",
      ])
    #expect(
      result.diagnostics == """
        doc.md:4:1: warning: unknown group 'Test custom actions'; its items are filed by their keys
            4 | 2. Test custom actions
              | ^
        doc.md:1:1: warning: the Condensed section has no screen reader gestures group
            1 | ## Condensed
              | ^
        doc.md:1:1: warning: the Condensed section has no device settings group
            1 | ## Condensed
              | ^

        """)
  }

  @Test func warnsAboutItemsThatAreNotKeyValueAndStrayText() throws {
    let result = try #require(
      read(
        """
        ## Condensed
        - Tab: Before any group
        \(groups)
            - A note without a colon
            - : no key

        Stray paragraph text.
        """))
    #expect(result.items == ["- | Tab | Before any group @2:3"])
    #expect(
      result.diagnostics == """
        doc.md:2:3: warning: an item before any numbered group; filed by its key
            2 | - Tab: Before any group
              |   ^
        doc.md:7:7: warning: expected '- Key: value'; the item is left out
            7 |     - A note without a colon
              |       ^
        doc.md:8:7: warning: expected '- Key: value'; the item is left out
            8 |     - : no key
              |       ^
        doc.md:10:1: warning: text outside any '- Key: value' item is left out
           10 | Stray paragraph text.
              | ^

        """)
  }

  @Test func aKeyThatIsOnlyAPlatformTakesTheNextPartWithIt() throws {
    let result = try #require(
      read(
        """
        ## Condensed
        \(groups)
            - Android: Swipe up: Adjusts the value
        """))
    #expect(result.items.last == "settings | Android: Swipe up | Adjusts the value @6:7")
  }

  @Test func aGroupGivenTwiceIsReadWithTheFirst() throws {
    let result = try #require(
      read(
        """
        ## Condensed
        \(groups)
        5. Test keyboard only
            - Escape: Closes
        """))
    #expect(result.items == ["keyboard | Escape | Closes @7:7"])
    #expect(
      result.diagnostics.hasPrefix(
        "doc.md:6:1: warning: a second keyboard group (the first is on line 2); its items are read with the first"
      ))
  }
}
