import Diagnostics
import Foundation
import Gherkin
import TestSupport
import Testing

@Suite struct GherkinFormatterTests {
  let formatter = GherkinFormatter()

  @Test func givesTheCanonicalTextAndIsIdempotent() throws {
    let messy = "@a  @b\nFeature:  x\nScenario: y\nGiven z\r\n"
    let canonical = try formatter.format(messy)
    #expect(canonical == "@a @b\nFeature: x\n\n  Scenario: y\n    Given z\n")
    #expect(try formatter.format(canonical) == canonical)
    #expect(try formatter.format("") == "")
    #expect(try formatter.format("\u{FEFF}Feature: x\n") == "Feature: x\n")
  }

  @Test func reportsParseErrorsWithTheirPlace() {
    #expect {
      try formatter.format("Feature: x\n  Scenario: y\n    Given z\n    oops\n", path: "x.feature")
    } throws: { error in
      guard let error = error as? DiagnosticsError else { return false }
      return error.diagnostics.map(\.description) == [
        """
        x.feature:4:5: error: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, \
        #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'oops'
            4 |     oops
              |     ^
        """
      ]
    }
  }

  @Test func usesTheDefaultLanguageForFilesWithoutAHeader() throws {
    let french = try #require(GherkinLanguages.language(code: "fr"))
    let formatter = GherkinFormatter(defaultLanguage: french)
    #expect(
      try formatter.format("Fonctionnalité:  x\nScénario: y\nSoit z\n")
        == "# language: fr\nFonctionnalité: x\n\n  Scénario: y\n    Soit z\n")
  }

  /// Every official good case formats, which means its canonical text reads back with the
  /// same meaning, comments included.
  @Test(GherkinTestData.available)
  func formatsEveryGoodCaseKeepingItsMeaning() throws {
    let cases = GherkinTestData.features("good")
    #expect(cases.count >= 50)
    for url in cases {
      let text = try GherkinTestData.read(url)
      let canonical = try formatter.format(text, path: url.lastPathComponent)
      #expect(try formatter.format(canonical) == canonical, "\(url.lastPathComponent)")
    }
  }
}
