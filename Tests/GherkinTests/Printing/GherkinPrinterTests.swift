import Foundation
import Gherkin
import TestSupport
import Testing

@Suite struct GherkinPrinterTests {
  let parser = GherkinParser()
  let printer = GherkinPrinter()

  func format(_ text: String) throws -> String {
    printer.format(try parser.parse(text))
  }

  // MARK: - Golden

  /// The canonical example of GHERKIN-NOTES, assembled from fixtures the official formatter's
  /// own tests assert to be fixed points.
  static let canonical = """
    # one
    Feature: hello
      So this is a feature

      Rule: machin
        The first rule of the feature states things

        Background: bbb
          Given hello

        @scenarioTag @secondTag
        Scenario: two
          This scenario will do things, maybe

          Given a a <text> and a <number>
            \"\"\"
            a
            \\"\\"\\"
            b
            \"\"\"
            | text | number |
            | a    |      1 |
            | abc  |    100 |
          # three

        Scenario Outline: one
          Given a doc string:
            ```json
            {
              "foo": "bar"
            }
            ```

          Examples: some data
            | 路     | numbers |
            | 路步路 |     100 |
    # four

    """

  @Test func theCanonicalExampleIsAFixedPoint() throws {
    #expect(try format(Self.canonical) == Self.canonical)
  }

  /// A messy French document: the output's first lines are those GHERKIN-NOTES shows the
  /// official formatter producing.
  static let messyFrench = """
    # top comment
    # language: fr
    @wip   @a11y
    Fonctionnalité:   Bouton  
      Description libre
      # commentaire dans la description
      Contexte:
        Soit un bouton

      # avant le scénario
      @smoke
      # entre tag et scénario
      Plan du scénario:   annonce <x>
        Quand on appuie sur <touche>
        |col|2020|n|
          # dans la table
        | a\\|b | 1 |3 apples|
        |日本|12.5|   -7   |
        Alors le lecteur d'écran annonce "<x>"
    \t  \"\"\"text
      Bouton <x>, "désactivé"
      \"\"\"

    Exemples:
    |x|touche|
    |Valider|Entrée|
    |Annuler|Échap|
    # fin
    """

  @Test func theMessyFrenchExampleIsCanonicalised() throws {
    let output = try format(Self.messyFrench)
    assertSnapshot(output, named: "messy-french.feature")
    let expectedStart = """
      # top comment
      # language: fr
      @wip @a11y
      Fonctionnalité: Bouton
        Description libre
        # commentaire dans la description

        Contexte:
          Soit un bouton
        # avant le scénario
        # entre tag et scénario

        @smoke
        Plan du scénario: annonce <x>
          Quand on appuie sur <touche>
            | col  | 2020 | n        |
            | a\\|b |    1 | 3 apples |
            | 日本 | 12.5 |       -7 |
            # dans la table

      """
    #expect(output.hasPrefix(expectedStart))
    #expect(try format(output) == output)
  }

  /// Golden output for the messy fixtures beside this file.
  @Test(arguments: ownFixtures())
  func fixturesPrintAsRecorded(_ url: URL) throws {
    let output = try format(try GherkinTestData.read(url))
    assertSnapshot(output, named: url.lastPathComponent)
  }

  @Test func emptyDocumentsPrintAsNothing() throws {
    #expect(try format("") == "")
    #expect(try format("\n\n   \n") == "")
    #expect(try format("# only a comment") == "# only a comment\n")
  }

  @Test func namesTagsAndKeywordsAreKept() throws {
    let text = """
      @a   @b
        @c
      Business Need:
      Example:    x
      Scenario Template: y
      * star
      Examples:
      | a |
      """
    #expect(
      try format(text) == """
        @a @b @c
        Business Need:

          Example: x

          Scenario Template: y
            * star

            Examples:
              | a |

        """)
  }

  /// Found by fuzzing: in French `Mais ` begins the longer keywords `Mais que ` and `Mais qu'`,
  /// so the step `Mais ` + `que "` printed with one space read back as `Mais que ` + `"`.
  @Test func aStepKeepsItsKeywordWhenTheTextWouldLengthenIt() throws {
    let fuzzed = "#language:fr\nFonctionnalité:\nScénario:\nMais  que \""
    let document = try parser.parse(fuzzed)
    let printed = printer.format(document)
    #expect(printed == "# language: fr\nFonctionnalité:\n\n  Scénario:\n    Mais  que \"\n")
    let reparsed = try parser.parse(printed)
    #expect(normalized(reparsed) == normalized(document))
    #expect(printer.format(reparsed) == printed)

    // The other French `but` keywords, and a step that needs no extra space.
    let text = """
      # language: fr
      Fonctionnalité: f

        Scénario: s
          Mais  qu'il pleuve
          Mais qu'il pleuve
          Mais  que non
          Mais que non
          Mais non

      """
    #expect(try format(text) == text)
  }

  @Test func cellsAreEscapedPaddedAndAligned() throws {
    let text = #"""
      Feature: f
        Scenario: s
          Given t
            |a\|b|\\|x\ny|Infinity|-.5|.|+|1e3 apples|
            |x|y|z|w|v|u|t|s|
      """#
    #expect(
      try format(text) == #"""
        Feature: f

          Scenario: s
            Given t
              | a\|b | \\ | x\ny | Infinity | -.5 | . | + | 1e3 apples |
              | x    | y  | z    | w        | v   | u | t | s          |

        """#)
  }

  @Test func docStringsEscapeTheirDelimiterAndComeBeforeTables() throws {
    let text = #"""
      Feature: f
        Scenario: s
          Given t
            | a |
            ```
            has ``` inside and """
               indented

            ```
      """#
    #expect(
      try format(text) == #"""
        Feature: f

          Scenario: s
            Given t
              ```
              has \`\`\` inside and """
                 indented
              
              ```
              | a |

        """#)
  }

  @Test func rowsWithoutCellsSurvive() throws {
    let text = "Feature: f\n  Scenario: s\n    Given t\n      |\n      |\n"
    let output = try format(text)
    #expect(output.contains("      |\n      |\n"))
    #expect(normalized(try parser.parse(output)) == normalized(try parser.parse(text)))
  }

  // MARK: - Properties over the official good cases

  @Test(GherkinTestData.available)
  func printingTheOfficialCasesIsIdempotentAndKeepsTheMeaning() throws {
    let fixedPoints = try checkProperties(GherkinTestData.features("good"))
    print("gherkin printer: \(fixedPoints.count) inputs already canonical: \(fixedPoints)")
  }

  @Test func printingTheFixturesIsIdempotentAndKeepsTheMeaning() throws {
    _ = try checkProperties(Self.ownFixtures())
  }

  /// Checks the printer properties on each file; returns the names of those already canonical.
  func checkProperties(_ urls: [URL]) throws -> [String] {
    var fixedPoints: [String] = []
    for url in urls {
      let source = try GherkinTestData.read(url)
      let document = try parser.parse(source, path: url.lastPathComponent)
      let printed = printer.format(document)
      let reparsed = try parser.parse(printed, path: url.lastPathComponent + " (printed)")
      #expect(printer.format(reparsed) == printed, "not idempotent: \(url.lastPathComponent)")
      #expect(
        normalized(reparsed) == normalized(document), "meaning changed: \(url.lastPathComponent)")
      #expect(
        reparsed.comments.map(\.text) == document.comments.map(\.text),
        "comments changed: \(url.lastPathComponent)")
      if Array(printed.utf8) == Array(source.utf8) {
        fixedPoints.append(url.lastPathComponent)
      }
    }
    return fixedPoints
  }

  static func ownFixtures() -> [URL] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".feature") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }
}
