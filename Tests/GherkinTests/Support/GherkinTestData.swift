import Foundation
import TestSupport
import Testing

/// The official Gherkin conformance data (`../shared/testdata/gherkin`, or `A11Y_TESTDATA`),
/// read at test time and never copied into the repository.
enum GherkinTestData {
  static let suiteName = "gherkin"

  /// Tests that need the data are skipped, with the path in the note, when it is missing.
  static let available = ConditionTrait.enabled(
    if: TestData.exists(suiteName), Comment(rawValue: TestData.missing(suiteName)))

  static var root: URL { TestData.suite(suiteName) }

  /// `testdata/good/*.feature` or `testdata/bad/*.feature`, sorted by name.
  static func features(_ kind: String) -> [URL] {
    cases(kind, suffix: ".feature")
  }

  /// `testdata/good/*.feature.md`: the Gherkin-in-Markdown cases, sorted by name.
  static func markdownFeatures(_ kind: String) -> [URL] {
    cases(kind, suffix: ".feature.md")
  }

  private static func cases(_ kind: String, suffix: String) -> [URL] {
    let directory = root.appendingPathComponent("testdata").appendingPathComponent(kind)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The `uri` the official expectations use for a case.
  static func uri(_ url: URL, kind: String) -> String {
    "../testdata/\(kind)/\(url.lastPathComponent)"
  }

  /// Whether two NDJSON texts hold the same JSON values, line by line.
  static func sameJSON(_ actual: String, _ expected: String) -> Bool {
    let actualLines = actual.split(separator: "\n")
    let expectedLines = expected.split(separator: "\n")
    guard actualLines.count == expectedLines.count else { return false }
    for (a, b) in zip(actualLines, expectedLines) {
      guard let left = try? JSONSerialization.jsonObject(with: Data(a.utf8)) as? NSDictionary,
        let right = try? JSONSerialization.jsonObject(with: Data(b.utf8)) as? NSDictionary,
        left.isEqual(right)
      else { return false }
    }
    return true
  }
}
