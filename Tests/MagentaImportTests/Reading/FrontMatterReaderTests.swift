import Diagnostics
import MagentaImport
import Testing

@Suite struct FrontMatterReaderTests {
  /// Reads `text` as a document named `doc.md`: the tree dumped one entry a line, and the
  /// diagnostics rendered.
  private func read(_ text: String) -> (tree: String?, diagnostics: String) {
    var reader = FrontMatterReader(document: SourceDocument(path: "doc.md", text: text))
    let frontMatter = reader.read()
    return (frontMatter.map { dump($0.entries) }, Fixture.render(reader.diagnostics))
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacing("\n", with: "\\n") + "\""
  }

  private func dump(_ entries: [FrontMatter.Entry], depth: Int = 0) -> String {
    var out = ""
    let pad = String(repeating: "  ", count: depth)
    for entry in entries {
      out += "\(pad)\(entry.key) @\(entry.location)"
      switch entry.value {
      case .empty:
        out += " (empty)\n"
      case .scalar(let scalar):
        out += " = \(quoted(scalar.text)) @\(scalar.location)\(scalar.isBlock ? " block" : "")\n"
      case .list(let items):
        out +=
          " = [\(items.map { "\(quoted($0.text)) @\($0.location)" }.joined(separator: ", "))]\n"
      case .map(let children):
        out += ":\n" + dump(children, depth: depth + 1)
      }
    }
    return out
  }

  @Test func readsNestedMapsBlockValuesAndPlainOrQuotedValues() {
    let result = read(
      Fixture.text(
        """
        ---
        layout: entry
        title:  "Captcha"
        categories: controls

        keyboard:
          tab, arrow keys or Ctl+tab: |
            Focus visibly moves
          spacebar: |
            Activates the captcha
            on iOS and Android
        ␣␣␣␣␣␣␣␣␣␣
        screenreader:␣
          name:  |
            Purpose is clear (ex: "Captcha")
        ---
        body
        """))
    #expect(result.diagnostics == "")
    #expect(
      result.tree == """
        layout @2:1 = "entry" @2:9
        title @3:1 = "Captcha" @3:9
        categories @4:1 = "controls" @4:13
        keyboard @6:1:
          tab, arrow keys or Ctl+tab @7:3 = "Focus visibly moves\\n" @8:5 block
          spacebar @9:3 = "Activates the captcha\\non iOS and Android\\n" @10:5 block
        screenreader @13:1:
          name @14:3 = "Purpose is clear (ex: "Captcha")\\n" @15:5 block

        """)
  }

  @Test func readsEveryIndentationFromTwoToSixSpacesWithoutWarnings() {
    let result = read(
      """
      ---
      keyboard:
        tab: |
              Two, then six
      mobile:
            swipe: |
                Six, then four more
            doubletap: |
               Six, then one more
      ---
      """)
    #expect(result.diagnostics == "")
    #expect(
      result.tree == """
        keyboard @2:1:
          tab @3:3 = "Two, then six\\n" @4:9 block
        mobile @5:1:
          swipe @6:7 = "Six, then four more\\n" @7:11 block
          doubletap @8:7 = "Six, then one more\\n" @9:10 block

        """)
  }

  @Test func readsChompingFoldingListsCommentsAndEscapes() {
    let result = read(
      """
      ---
      # a comment line
      strip: |-
        no final line break
      keep: |+
        kept

      folded: >
        one
        two

        three
      plain: a value # a comment
      more: first line
        and its continuation
      single: 'it''s'
      double: "a \\"quote\\" and \\u00e9"
      tags: [controls, "native app"]
      items:
        - one
        - 'two'
      empty:
      ---
      """)
    #expect(result.diagnostics == "")
    #expect(
      result.tree == """
        strip @3:1 = "no final line break" @4:3 block
        keep @5:1 = "kept\\n\\n" @6:3 block
        folded @8:1 = "one two\\nthree\\n" @9:3 block
        plain @13:1 = "a value" @13:8
        more @14:1 = "first line and its continuation" @14:7
        single @16:1 = "it's" @16:9
        double @17:1 = "a "quote" and é" @17:9
        tags @18:1 = ["controls" @18:8, "native app" @18:18]
        items @19:1 = ["one" @20:5, "two" @21:5]
        empty @22:1 (empty)

        """)
  }

  // MARK: - Tolerated, with warnings

  @Test func readsATabInTheIndentationAsFourColumnsWithAWarning() {
    let result = read(
      Fixture.text(
        """
        ---
        mobile:
        ⇥swipe: |
        ⇥⇥Focus moves
          doubletap: |
            Activates
        ---
        """))
    #expect(
      result.diagnostics
        == Fixture.text(
          """
          doc.md:3:1: warning: a tab in the indentation is not valid YAML; read as indentation to the next multiple of 4 columns
              3 | ⇥swipe: |
                | ^
          doc.md:4:1: warning: a tab in the indentation is not valid YAML; read as indentation to the next multiple of 4 columns
              4 | ⇥⇥Focus moves
                | ^

          """))
    #expect(
      result.tree == """
        mobile @2:1:
          swipe @3:2 = "Focus moves\\n" @4:3 block
          doubletap @5:3 = "Activates\\n" @6:5 block

        """)
  }

  @Test func aTabIndentedKeyEndsTheBlockValueAboveIt() {
    let result = read(
      Fixture.text(
        """
        ---
        mobile:
          swipe: |
            Focus moves
        ⇥doubletap: |
        ⇥  Activates
        ---
        """))
    #expect(
      result.tree == """
        mobile @2:1:
          swipe @3:3 = "Focus moves\\n" @4:5 block
          doubletap @5:2 = "Activates\\n" @6:4 block

        """)
  }

  @Test func readsAKeyIndentedUnlikeItsSiblingsAsOneOfThemWithAWarning() {
    let result = read(
      """
      ---
      keyboard:
        escape: |
          Closes
         enter: |
           Activates
      ---
      """)
    #expect(
      result.diagnostics == """
        doc.md:5:4: warning: 'enter' is indented 3 columns where the keys before it have 2; read as one of them
            5 |    enter: |
              |    ^

        """)
    #expect(
      result.tree == """
        keyboard @2:1:
          escape @3:3 = "Closes\\n" @4:5 block
          enter @5:4 = "Activates\\n" @6:6 block

        """)
  }

  @Test func readsALessIndentedBlockLineAsPartOfTheValueWithAWarning() {
    let result = read(
      """
      ---
      screenreader:
        name: |
          The modal is not interactive.
         Close buttons say so.
      ---
      """)
    #expect(
      result.diagnostics == """
        doc.md:5:4: warning: this line is indented less than the value it continues; read as part of it
            5 |    Close buttons say so.
              |    ^

        """)
    #expect(
      result.tree == """
        screenreader @2:1:
          name @3:3 = "The modal is not interactive.\\nClose buttons say so.\\n" @4:5 block

        """)
  }

  @Test func readsMisIndentedTopLevelKeysAsTopLevelKeys() {
    // Filing them back under their group is the interpreter's job (see MagentaImporterTests).
    let result = read(
      """
      ---
      screenreader:
        name: |
          Clear
      state: |
        Expressed
      ---
      """)
    #expect(result.diagnostics == "")
    #expect(
      result.tree == """
        screenreader @2:1:
          name @3:3 = "Clear\\n" @4:5 block
        state @5:1 = "Expressed\\n" @6:3 block

        """)
  }

  // MARK: - Errors

  @Test(arguments: [
    (
      "---\ntitle: Captcha\n",
      """
      doc.md:1:1: error: the front matter that starts here is never closed by a '---' line
          1 | ---
            | ^
      """
    ),
    (
      "---\nkeyboard:\n  tab |\n---\n",
      """
      doc.md:3:3: error: expected 'key: value', found 'tab |'
          3 |   tab |
            |   ^
      """
    ),
    (
      "---\n- controls\n---\n",
      """
      doc.md:2:1: error: expected 'key: value', found a list item
          2 | - controls
            | ^
      """
    ),
    (
      "---\nkeyboard: {tab: moves}\n---\n",
      """
      doc.md:2:11: error: flow maps ({...}) are not supported in the front matter
          2 | keyboard: {tab: moves}
            |           ^
      """
    ),
    (
      "---\ntitle: &name Captcha\n---\n",
      """
      doc.md:2:8: error: anchors (&), aliases (*) and tags (!) are not supported in the front matter
          2 | title: &name Captcha
            |        ^
      """
    ),
    (
      "---\ntitle: !!str Captcha\n---\n",
      """
      doc.md:2:8: error: anchors (&), aliases (*) and tags (!) are not supported in the front matter
          2 | title: !!str Captcha
            |        ^
      """
    ),
    (
      "---\ntitle: \"Captcha\n---\n",
      """
      doc.md:2:8: error: the quoted value is not closed on this line (quoted values must end on their line)
          2 | title: "Captcha
            |        ^
      """
    ),
    (
      "---\ntitle: \"Captcha\" control\n---\n",
      """
      doc.md:2:18: error: unexpected text after the quoted value
          2 | title: "Captcha" control
            |                  ^
      """
    ),
    (
      "---\ntitle: \"Cap\\qtcha\"\n---\n",
      """
      doc.md:2:12: error: unknown escape '\\q' in a double-quoted value
          2 | title: "Cap\\qtcha"
            |            ^
      """
    ),
    (
      "---\nkeyboard:\n  tab: |2\n    Focus\n---\n",
      """
      doc.md:3:8: error: unsupported block value header '|2'; this reader takes '|' or '>', optionally followed by '-' or '+'
          3 |   tab: |2
            |        ^
      """
    ),
    (
      "---\ntitle: Tab: a guide\n---\n",
      """
      doc.md:2:11: error: a plain value cannot contain ': '; quote it or write it as a block value with '|'
          2 | title: Tab: a guide
            |           ^
      """
    ),
    (
      "---\n\"tab\" moves\n---\n",
      """
      doc.md:2:7: error: expected ':' after the quoted key
          2 | "tab" moves
            |       ^
      """
    ),
    (
      "---\n: moves\n---\n",
      """
      doc.md:2:1: error: expected a key before ':'
          2 | : moves
            | ^
      """
    ),
    (
      "---\ncategories: [controls, patterns\n---\n",
      """
      doc.md:2:13: error: the list is not closed on this line (lists in brackets must end on their line)
          2 | categories: [controls, patterns
            |             ^
      """
    ),
    (
      "---\ncategories: [controls, [patterns]]\n---\n",
      """
      doc.md:2:24: error: nested collections are not supported in the front matter
          2 | categories: [controls, [patterns]]
            |                        ^
      """
    ),
    (
      "---\ncategories:\n  - name: controls\n---\n",
      """
      doc.md:3:5: error: only lists of plain values are supported in the front matter
          3 |   - name: controls
            |     ^
      """
    ),
    (
      "---\ntitle: @Captcha\n---\n",
      """
      doc.md:2:8: error: a plain value cannot start with '@'; quote it
          2 | title: @Captcha
            |        ^
      """
    ),
  ])
  func reportsWhatItDoesNotReadWithItsLocation(text: String, message: String) {
    let result = read(text)
    #expect(result.diagnostics == message + "\n")
  }

  @Test func reportsEveryErrorInOnePass() {
    let result = read(
      """
      ---
      title: "Captcha
      keyboard:
        tab |
        space: |
          Activates
      mobile: {swipe: moves}
      ---
      """)
    #expect(
      result.diagnostics.split(separator: "\n").filter { $0.hasPrefix("doc.md") } == [
        "doc.md:2:8: error: the quoted value is not closed on this line (quoted values must end on their line)",
        "doc.md:4:3: error: expected 'key: value', found 'tab |'",
        "doc.md:7:9: error: flow maps ({...}) are not supported in the front matter",
      ])
    // The keys around the errors are still read.
    #expect(result.tree?.contains("space @5:3") == true)
  }
}
