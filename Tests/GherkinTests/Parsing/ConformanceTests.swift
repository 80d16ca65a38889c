import Foundation
import Gherkin
import TestSupport
import Testing

/// The official Cucumber expectations, case by case: `.tokens` byte for byte, `.ast.ndjson`
/// and `.errors.ndjson` as JSON values; classic `.feature` cases and Gherkin-in-Markdown
/// `.feature.md` cases alike.
@Suite(GherkinTestData.available)
struct ConformanceTests {
  @Test func tokensMatchTheOfficialListing() throws {
    let cases = GherkinTestData.features("good")
    #expect(cases.count == 50)
    let passed = try checkTokens(cases, GherkinParser())
    print("gherkin conformance: tokens \(passed)/\(cases.count)")
  }

  @Test func markdownTokensMatchTheOfficialListing() throws {
    let cases = GherkinTestData.markdownFeatures("good")
    #expect(cases.count == 5)
    let passed = try checkTokens(cases, GherkinParser(syntax: .markdown))
    print("gherkin conformance: Markdown (.feature.md) tokens \(passed)/\(cases.count)")
  }

  @Test func astMatchesTheOfficialMessages() throws {
    let cases = GherkinTestData.features("good")
    let passed = try checkAST(cases, GherkinParser())
    print("gherkin conformance: AST \(passed)/\(cases.count)")
  }

  @Test func markdownASTMatchesTheOfficialMessages() throws {
    let cases = GherkinTestData.markdownFeatures("good")
    let passed = try checkAST(cases, GherkinParser(syntax: .markdown))
    print("gherkin conformance: Markdown (.feature.md) AST \(passed)/\(cases.count)")
  }

  @Test func errorsMatchTheOfficialMessages() throws {
    let cases = GherkinTestData.features("bad")
    #expect(cases.count == 12)
    var passed = 0
    for url in cases {
      let source = try GherkinTestData.read(url)
      let expected = try GherkinTestData.read(url.appendingPathExtension("errors.ndjson"))
      let result = GherkinParser().parseResult(source)
      let uri = GherkinTestData.uri(url, kind: "bad")
      let actual = result.errors.map { $0.ndjson(uri: uri) }.joined()
      if result.document == nil, GherkinTestData.sameJSON(actual, expected) {
        passed += 1
      } else {
        Issue.record("errors differ for \(url.lastPathComponent):\n\(actual)\n\(expected)")
      }
    }
    print("gherkin conformance: errors \(passed)/\(cases.count)")
  }

  // MARK: - Checks

  /// How many of `cases` list exactly the official tokens; each other one is an issue.
  private func checkTokens(_ cases: [URL], _ parser: GherkinParser) throws -> Int {
    var passed = 0
    for url in cases {
      let source = try GherkinTestData.read(url)
      let expected = try GherkinTestData.read(url.appendingPathExtension("tokens"))
      let actual = parser.tokens(source)
      if actual == expected {
        passed += 1
      } else {
        Issue.record(
          "tokens differ for \(url.lastPathComponent):\n\(firstDifference(actual, expected))")
      }
    }
    return passed
  }

  /// How many of `cases` give exactly the official AST; each other one is an issue.
  private func checkAST(_ cases: [URL], _ parser: GherkinParser) throws -> Int {
    var passed = 0
    for url in cases {
      let source = try GherkinTestData.read(url)
      let expected = try GherkinTestData.read(url.appendingPathExtension("ast.ndjson"))
      let result = parser.parseResult(source)
      guard let document = result.document else {
        Issue.record("\(url.lastPathComponent) did not parse: \(result.errors)")
        continue
      }
      var ids = 0
      let actual = document.ndjson(uri: GherkinTestData.uri(url, kind: "good"), ids: &ids)
      // The count `parse` numbers the next file from is the one the message used.
      #expect(document.idCount == ids, "\(url.lastPathComponent)")
      var bytes: [UInt8] = []
      document.appendNDJSON(uri: GherkinTestData.uri(url, kind: "good"), to: &bytes)
      #expect(bytes == Array(actual.utf8), "\(url.lastPathComponent)")
      // The messages written straight from the parser's tree are the same bytes.
      let parsed = parser.parseBytes(Array(source.utf8))
      #expect(parsed.errors.isEmpty)
      #expect(parsed.idCount == ids, "\(url.lastPathComponent)")
      #expect(parsed.document == document, "\(url.lastPathComponent)")
      var writer = GherkinMessageWriter()
      writer.write(parsed, uri: GherkinTestData.uri(url, kind: "good"), firstID: 0)
      #expect(writer.bytes() == Array(actual.utf8), "\(url.lastPathComponent)")
      if GherkinTestData.sameJSON(actual, expected) {
        passed += 1
      } else {
        Issue.record("AST differs for \(url.lastPathComponent):\n\(actual)\n\(expected)")
      }
    }
    return passed
  }

  private func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < b.count ? String(b[index]) : "<end>"
      if left != right {
        return "line \(index + 1):\n  actual:   \(left)\n  expected: \(right)"
      }
    }
    return "(same lines, different line breaks)"
  }
}
