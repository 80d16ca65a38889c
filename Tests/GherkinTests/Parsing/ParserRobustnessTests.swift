import Diagnostics
import Foundation
import Gherkin
import Testing

/// Fuzz-style inputs: nothing may crash, every failure must be a located error, and whatever
/// parses must print and re-parse to the same meaning.
@Suite struct ParserRobustnessTests {
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(1, bound)))
    }
  }

  let parser = GherkinParser()

  /// Parses; if it parses, checks the printer properties; if not, checks every error is
  /// located.
  func check(_ source: String, _ note: @autoclosure () -> String) {
    let result = parser.parseResult(source)
    if let document = result.document {
      let printed = GherkinPrinter().format(document)
      guard let reparsed = parser.parseResult(printed).document else {
        Issue.record("printed text does not parse: \(note())\n\(printed)")
        return
      }
      #expect(normalized(reparsed) == normalized(document), "meaning changed: \(note())")
      #expect(GherkinPrinter().format(reparsed) == printed, "not idempotent: \(note())")
    } else {
      #expect(!result.errors.isEmpty)
      #expect(result.errors.count <= 11)
      for error in result.errors {
        #expect(error.line >= 1)
        #expect(error.column.map { $0 >= 1 } ?? true)
      }
      #expect(!result.diagnostics(path: "fuzz.feature", source: source).isEmpty)
    }
  }

  @Test func binaryGarbageIsRejectedOrParsed() {
    var random = Generator(state: 1)
    for round in 0..<300 {
      let bytes = (0..<random.next(400)).map { _ in UInt8(random.next(256)) }
      do {
        let document = try parser.parse(utf8: bytes, path: "garbage.feature")
        _ = GherkinPrinter().format(document)
      } catch let error as DiagnosticsError {
        #expect(!error.diagnostics.isEmpty, "round \(round)")
        #expect(error.diagnostics.allSatisfy { $0.path == "garbage.feature" })
      } catch {
        Issue.record("unexpected error type \(error)")
      }
    }
  }

  @Test func randomTextMadeOfGherkinPieces() {
    let pieces = [
      "Feature:", "Scenario:", "Scenario Outline:", "Examples:", "Background:", "Rule:",
      "Given ", "When ", "Then ", "And ", "* ", "@tag", " @t2 ", "#", "# language: fr\n",
      "| a |", "|", "\\|", "\\n", "\\", "\"\"\"", "```", "\n", "\r\n", "\r", "\t", " ",
      "\u{0}", "\u{A0}", "\u{3000}", "é", "日本", "👍🏽", "<x>", "text",
    ]
    var random = Generator(state: 2)
    for round in 0..<1_000 {
      let source = (0..<random.next(40)).map { _ in pieces[random.next(pieces.count)] }.joined()
      check(source, "round \(round): \(source.debugDescription)")
    }
  }

  @Test func randomMarkdownMadeOfGherkinPieces() {
    let pieces = [
      "# Feature: ", "## Scenario: ", "### Scenario Outline: ", "#### Examples: ", "# Rule:",
      "## Background:", "####### Feature:", "#", "* Given ", "- When ", "+ Then ", "* ", "-",
      "`@tag`", "`@`", "`", "``", "```", "````", "```json", "  | a |", "  |---|", "  |:-:|",
      "|", "\\|", "\n", "\r\n", "\t", " ", "  ", "\u{A0}", "é", "日本", "👍🏽", "<x>", "text",
    ]
    let markdown = GherkinParser(syntax: .markdown)
    var random = Generator(state: 4)
    for round in 0..<1_000 {
      let source = (0..<random.next(40)).map { _ in pieces[random.next(pieces.count)] }.joined()
      let result = markdown.parseResult(source, recordingTokens: true)
      if result.errors.isEmpty {
        #expect(result.document != nil)
        #expect(result.tokens.hasSuffix("EOF\n"), "round \(round): \(source.debugDescription)")
      }
      #expect(result.errors.count <= 11)
      for error in result.errors {
        #expect(error.line >= 1, "round \(round): \(source.debugDescription)")
        #expect(error.column.map { $0 >= 1 } ?? true)
      }
    }
  }

  @Test(GherkinTestData.available)
  func mutatedOfficialCases() throws {
    var random = Generator(state: 3)
    let files =
      try GherkinTestData.features("good").map(GherkinTestData.read)
      + GherkinTestData.features("bad").map(GherkinTestData.read)
    for round in 0..<1_000 {
      var lines = files[random.next(files.count)].split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      for _ in 0..<(1 + random.next(3)) where !lines.isEmpty {
        let at = random.next(lines.count)
        switch random.next(5) {
        case 0: lines.remove(at: at)
        case 1: lines.insert(lines[random.next(lines.count)], at: at)
        case 2: lines.swapAt(at, random.next(lines.count))
        case 3:
          var scalars = Array(lines[at].unicodeScalars)
          if !scalars.isEmpty { scalars.remove(at: random.next(scalars.count)) }
          lines[at] = String(String.UnicodeScalarView(scalars))
        default: lines[at] = "  " + lines[at]
        }
      }
      check(lines.joined(separator: "\n"), "round \(round)")
    }
  }

  @Test func controlCharactersAndNULAreText() throws {
    let document = try parser.parse("Feature: a\u{0}b\n  Scenario: \u{1}\n    Given \u{7F}x\n")
    #expect(document.feature?.name == "a\u{0}b")
    #expect(document.ndjson().contains("a\\u0000b"))
  }

  @Test func tenMegabyteLines() throws {
    let long = String(repeating: "a", count: 10_000_000)
    let description = try parser.parse("Feature: x\n" + long + "\n")
    #expect(description.feature?.description.utf8.count == 10_000_000)
    let step = try parser.parse("Feature: x\n  Scenario: y\n    Given " + long + "\n")
    #expect(step.feature.map { $0.children.count } == 1)
    let cells = try parser.parse(
      "Feature: x\n  Scenario: y\n    Given t\n      |" + long + "|\n")
    #expect(cells.feature != nil)
    let tags = try parser.parse("@" + long + "\nFeature: x\n")
    #expect(tags.feature?.tags.first?.name.utf8.count == 10_000_001)
    // A line that is an error: the raw message keeps it, the diagnostic shortens it.
    let result = parser.parseResult(long + "\n")
    #expect(result.errors.count == 1)
    let diagnostic = result.diagnostics(path: "long.feature", source: long)
    #expect(diagnostic.first.map { $0.message.count < 1_000 } == true)
  }

  @Test func manyTagLinesStayLinear() throws {
    // Each tag line looks ahead past the others; without remembering the run this is
    // quadratic.
    let tags = String(repeating: "  @tag\n", count: 50_000)
    let document = try parser.parse("Feature: x\n" + tags + "  Scenario: y\n")
    guard case .scenario(let scenario) = document.feature?.children.first else {
      Issue.record("no scenario")
      return
    }
    #expect(scenario.tags.count == 50_000)
  }
}
