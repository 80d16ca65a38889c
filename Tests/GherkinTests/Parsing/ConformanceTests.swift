import Foundation
import Gherkin
import TestSupport
import Testing

/// The official Cucumber expectations, case by case: `.tokens` byte for byte, `.ast.ndjson`
/// and `.errors.ndjson` as JSON values.
@Suite(GherkinTestData.available)
struct ConformanceTests {
  @Test func tokensMatchTheOfficialListing() throws {
    let cases = GherkinTestData.features("good")
    #expect(cases.count == 50)
    var passed = 0
    for url in cases {
      let source = try GherkinTestData.read(url)
      let expected = try GherkinTestData.read(url.appendingPathExtension("tokens"))
      let actual = GherkinParser().tokens(source)
      if actual == expected {
        passed += 1
      } else {
        Issue.record(
          "tokens differ for \(url.lastPathComponent):\n\(firstDifference(actual, expected))")
      }
    }
    print("gherkin conformance: tokens \(passed)/\(cases.count)")
    print(
      "gherkin conformance: left out \(GherkinTestData.leftOutFeatures("good").joined(separator: ", "))"
    )
  }

  @Test func astMatchesTheOfficialMessages() throws {
    let cases = GherkinTestData.features("good")
    var passed = 0
    for url in cases {
      let source = try GherkinTestData.read(url)
      let expected = try GherkinTestData.read(url.appendingPathExtension("ast.ndjson"))
      let result = GherkinParser().parseResult(source)
      guard let document = result.document else {
        Issue.record("\(url.lastPathComponent) did not parse: \(result.errors)")
        continue
      }
      let actual = document.ndjson(uri: GherkinTestData.uri(url, kind: "good"))
      if GherkinTestData.sameJSON(actual, expected) {
        passed += 1
      } else {
        Issue.record("AST differs for \(url.lastPathComponent):\n\(actual)\n\(expected)")
      }
    }
    print("gherkin conformance: AST \(passed)/\(cases.count)")
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
