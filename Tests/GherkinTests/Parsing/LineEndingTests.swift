import Gherkin
import Testing

/// CRLF, lone CR and a byte order mark read like plain LF text. (The conformance copies of the
/// `.crlf` cases have LF endings, so CRLF is checked here on every case instead.)
@Suite struct LineEndingTests {
  let parser = GherkinParser()

  @Test(GherkinTestData.available)
  func everyCaseReadsTheSameWithCRLFAndLoneCR() throws {
    for url in GherkinTestData.features("good") + GherkinTestData.features("bad") {
      let source = try GherkinTestData.read(url)
      let tokens = parser.tokens(source)
      let errors = parser.parseResult(source).errors
      for (name, ending) in [("CRLF", "\r\n"), ("CR", "\r")] {
        let converted = source.replacing("\n", with: ending)
        #expect(parser.tokens(converted) == tokens, "\(name): \(url.lastPathComponent)")
        #expect(parser.parseResult(converted).errors == errors, "\(name): \(url.lastPathComponent)")
        // The messages written from the parser's tree, whose multi-line texts are then
        // copies rather than ranges of the source, are those of the document.
        if let document = parser.parseResult(converted).document {
          let parsed = parser.parseBytes([0xEF, 0xBB, 0xBF] + Array(converted.utf8))
          var writer = GherkinMessageWriter()
          writer.write(parsed, uri: "a", firstID: 7)
          var ids = 7
          #expect(
            writer.bytes() == Array(document.ndjson(uri: "a", ids: &ids).utf8),
            "\(name): \(url.lastPathComponent)")
          #expect(parsed.idCount + 7 == ids, "\(name): \(url.lastPathComponent)")
        }
      }
    }
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let document = try parser.parse("\u{FEFF}Feature: BOM\n")
    #expect(document.feature?.name == "BOM")
    #expect(document.feature?.location.column == 1)
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Feature: BOM\n".utf8)
    #expect(try parser.parse(utf8: bytes).feature?.name == "BOM")
    #expect(GherkinPrinter().format(document) == "Feature: BOM\n")
  }

  @Test func aByteOrderMarkLaterIsText() {
    #expect(parser.parseResult("Feature: x\n\u{FEFF}Scenario: y\n").document != nil)
    #expect(!parser.parseResult("\n\u{FEFF}Feature: x\n").errors.isEmpty)
  }

  @Test func docStringContentKeepsNoCarriageReturns() throws {
    let document = try parser.parse(
      "Feature: x\r\n  Scenario: y\r\n    Given z\r\n      \"\"\"\r\n      a\r\n      b\r\n      \"\"\"\r\n"
    )
    guard case .scenario(let scenario) = document.feature?.children.first else {
      Issue.record("no scenario")
      return
    }
    #expect(scenario.steps.first?.docString?.content == "a\nb")
  }
}
