import Foundation
import TestSupport
import Testing

/// The official Gherkin conformance cases (`TestData.suite("gherkin")`), read at test time.
enum GherkinCases {
  static let suiteName = "gherkin"

  /// Tests that need the cases are skipped, saying where they were looked for, when missing.
  static let available = ConditionTrait.enabled(
    if: TestData.exists(suiteName), Comment(rawValue: TestData.missing(suiteName)))

  /// `testdata/good` or `testdata/bad`.
  static func directory(_ kind: String) -> URL {
    TestData.suite(suiteName).appendingPathComponent("testdata").appendingPathComponent(kind)
  }

  /// The names of the `*.feature` cases of a kind, sorted.
  static func names(_ kind: String) -> [String] {
    names(kind, suffix: ".feature")
  }

  /// The names of the Gherkin-in-Markdown (`*.feature.md`) cases of a kind, sorted.
  static func markdownNames(_ kind: String) -> [String] {
    names(kind, suffix: ".feature.md")
  }

  private static func names(_ kind: String, suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory(kind).path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  /// The text of a case's file, such as `minimal.feature.tokens`.
  static func read(_ kind: String, _ name: String) throws -> String {
    try String(contentsOf: directory(kind).appendingPathComponent(name), encoding: .utf8)
  }

  /// Each NDJSON line as a JSON value, with every `uri` set to `uri`, so that output for a
  /// path as given compares with the official files (whose `uri` is `../testdata/...`).
  static func messages(_ ndjson: String, uri: String) -> [NSDictionary] {
    func rewrite(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return Dictionary(
          uniqueKeysWithValues: object.map { ($0.key, $0.key == "uri" ? uri : rewrite($0.value)) })
      }
      if let array = value as? [Any] {
        return array.map(rewrite)
      }
      return value
    }
    return ndjson.split(separator: "\n").map { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
        let rewritten = rewrite(object) as? [String: Any]
      else { return ["not JSON": String(line)] }
      return NSDictionary(dictionary: rewritten)
    }
  }
}
