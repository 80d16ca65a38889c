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

  /// The cases this parser does not run, by file-name suffix, with the reason: the one place
  /// where conformance cases are left out.
  static let leftOut: [(suffix: String, reason: String)] = [
    (
      ".feature.md",
      "Markdown with Gherkin (MDG) uses a different token matcher (headings and bullet lists "
        + "as keywords), which the tool does not need: it reads and writes plain .feature files"
    )
  ]

  /// `testdata/good/*.feature` or `testdata/bad/*.feature`, sorted by name.
  static func features(_ kind: String) -> [URL] {
    let directory = root.appendingPathComponent("testdata").appendingPathComponent(kind)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return
      names
      .filter { name in name.hasSuffix(".feature") }
      .filter { name in !leftOut.contains { name.hasSuffix($0.suffix) } }
      .sorted()
      .map { directory.appendingPathComponent($0) }
  }

  /// Every Markdown case skipped because of ``leftOut``, for the record.
  static func leftOutFeatures(_ kind: String) -> [String] {
    let directory = root.appendingPathComponent("testdata").appendingPathComponent(kind)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { name in leftOut.contains { name.hasSuffix($0.suffix) } }.sorted()
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
