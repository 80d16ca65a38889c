import Diagnostics
import Gherkin
import Testing

/// The exact rendered diagnostics for bad inputs: message, line, column, source line, caret.
@Suite struct ParserErrorTests {
  func rendered(_ source: String, path: String = "features/captcha.feature") -> String {
    do {
      _ = try GherkinParser().parse(source, path: path)
      return "parsed without errors"
    } catch let error as DiagnosticsError {
      return error.description
    } catch {
      return "unexpected error \(error)"
    }
  }

  @Test func misspelledStepKeyword() {
    let source = """
      Feature: Captcha
        Scenario: Swipe
          Given the captcha is shown
          Whe I swipe to the captcha
      """
    #expect(
      rendered(source) == """
        features/captcha.feature:4:5: error: expected: #EOF, #TableRow, #DocStringSeparator, \
        #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, \
        got 'Whe I swipe to the captcha'
            4 |     Whe I swipe to the captcha
              |     ^
        """)
  }

  @Test func textBeforeTheFeature() {
    #expect(
      rendered("captcha checks\nFeature: Captcha\n") == """
        features/captcha.feature:1:1: error: expected: #EOF, #Language, #TagLine, #FeatureLine, \
        #Comment, #Empty, got 'captcha checks'
            1 | captcha checks
              | ^
        """)
  }

  /// Errors come in the order the parser meets them: a table is checked when it ends, which
  /// is when the next line (here only line 7) moves the parser on.
  @Test func inconsistentTableAndTagWithWhitespaceAreBothReported() {
    let source = """
      Feature: Captcha
        Scenario: Table
          Given rows
            | a | b |
            | c |
        @a tag
        Scenario: Next
      """
    #expect(
      rendered(source) == """
        features/captcha.feature:6:3: error: A tag may not contain whitespace
            6 |   @a tag
              |   ^
        features/captcha.feature:6:3: error: expected: #EOF, #TableRow, #DocStringSeparator, \
        #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, \
        got '@a tag'
            6 |   @a tag
              |   ^
        features/captcha.feature:5:7: error: inconsistent cell count within the table
            5 |       | c |
              |       ^
        """)
  }

  @Test func unfinishedDocStringPointsPastTheLastLine() {
    let source =
      "Feature: Captcha\n  Scenario: Doc\n    Given text\n      \"\"\"\n      never closed\n"
    #expect(
      rendered(source) == """
        features/captcha.feature:6:1: error: unexpected end of file, expected: \
        #DocStringSeparator, #Other
            6 | \("")
              | ^
        """)
  }

  @Test func unknownLanguage() {
    #expect(
      rendered("# language: xx\nFeature: Captcha\n") == """
        features/captcha.feature:1:1: error: Language not supported: xx
            1 | # language: xx
              | ^
        """)
  }

  @Test func columnsCountScalarsAndTabsKeepTheCaretAligned() {
    let source = "Feature: Ünïcödé\n\tScenario: tab\n\t\tGiven é\n\t\t\t| é | ü |\n\t\t\t| x |\n"
    #expect(
      rendered(source) == """
        features/captcha.feature:5:4: error: inconsistent cell count within the table
            5 | \t\t\t| x |
              | \t\t\t^
        """)
  }

  @Test func invalidUTF8IsRejectedAtTheFirstBadByte() {
    let bytes: [UInt8] = Array("Feature: x\n  Scenario: caf".utf8) + [0xE9] + Array("\n".utf8)
    do {
      _ = try GherkinParser().parse(utf8: bytes, path: "latin1.feature")
      Issue.record("invalid UTF-8 was accepted")
    } catch let error as DiagnosticsError {
      #expect(
        error.description == """
          latin1.feature:2:16: error: invalid UTF-8: byte 0xE9 cannot start or continue a \
          character here; the file must be UTF-8 text
              2 |   Scenario: caf\u{FFFD}
                |                ^
          """)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func officialMessagesAreAvailableRaw() {
    let result = GherkinParser().parseResult("Feature: x\n@dangling\n")
    #expect(result.document == nil)
    #expect(
      result.errors.map(\.officialMessage) == [
        "(3:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"
      ])
    #expect(result.errors.first?.column == nil)
  }

  @Test func parsingStopsAfterMoreThanTenErrors() {
    let source =
      "Feature: x\n  Scenario: y\n    Given z\n" + (1...30).map { "bad \($0)\n" }.joined()
    let result = GherkinParser().parseResult(source)
    #expect(result.errors.count == 11)
    #expect(result.errors.last?.line == 14)
  }

  @Test func repeatedMessagesAreReportedOnce() {
    // The same wrong line twice at the same place is one error; at another place, another.
    let result = GherkinParser().parseResult("nope\nnope\n")
    #expect(result.errors.map(\.line) == [1, 2])
  }
}
