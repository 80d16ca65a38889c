import Foundation
import JSON
import TestSupport
import Testing

/// Every golden JSON report of `check` (drift, in sync, invalid input, steps outside the
/// vocabulary) against `Schemas/check-report-v3.schema.json`, with a validator of the part of
/// JSON Schema that file uses: type, const, enum, minimum, required, properties,
/// additionalProperties false, items and local `$ref`s.
@Suite struct CheckReportSchemaTests {
  private static let snapshots = TestData.packageRoot.appendingPathComponent(
    "Tests/A11yGherkinCLITests/__Snapshots__")

  private static func schema() throws -> JSONNode {
    let url = TestData.packageRoot.appendingPathComponent(
      "Schemas/check-report-v3.schema.json")
    return try JSONDocument(parsing: String(contentsOf: url, encoding: .utf8), path: url.path)
      .root
  }

  /// The golden JSON reports of the suites that record them.
  static func reports() -> [String] {
    ["CheckReportTests", "CheckStepVocabularyTests", "CheckCommandTests"].flatMap { suite in
      let folder = snapshots.appendingPathComponent(suite)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(suite)/\($0)" }
    }
  }

  @Test func thereAreReportsToValidate() {
    let reports = Self.reports()
    #expect(reports.count >= 20)
    #expect(reports.contains("CheckStepVocabularyTests/in-sync-with-warnings.json"))
  }

  @Test(arguments: reports())
  func aGoldenReportFollowsTheSchema(name: String) throws {
    let url = Self.snapshots.appendingPathComponent(name)
    let report = try JSONDocument(parsing: String(contentsOf: url, encoding: .utf8), path: name)
    let schema = try Self.schema()
    var problems: [String] = []
    SchemaValidator(root: schema).validate(report.root, against: schema, at: "$", into: &problems)
    #expect(problems == [])
  }

  @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
    let schema = try Self.schema()
    let bad = try JSONDocument(
      parsing: """
        {"schemaVersion": 3, "tool": "a11y-gherkin", "status": "lost", "filesChecked": -1,
         "driftedFiles": 0, "fixCommand": null, "items": [], "diffs": [],
         "diagnostics": [{"severity": "warning", "file": null, "line": null, "column": null,
                          "message": "m", "rule": "other", "extra": 1}]}
        """, path: "bad.json")
    var problems: [String] = []
    SchemaValidator(root: schema).validate(bad.root, against: schema, at: "$", into: &problems)
    #expect(
      problems == [
        "$.status: not one of the allowed values",
        "$.filesChecked: below the minimum 0",
        "$.diagnostics[0].rule: not one of the allowed values",
        "$.diagnostics[0]: unexpected member 'extra'",
      ])
  }
}

/// Validates JSON against the subset of JSON Schema the report's schema file uses.
private struct SchemaValidator {
  let root: JSONNode

  private func member(_ name: String, of node: JSONNode) -> JSONNode? {
    guard case .object(let members) = node.value else { return nil }
    return members.first { $0.key == name }?.value
  }

  private func resolve(_ schema: JSONNode) -> JSONNode {
    guard case .string(let reference)? = member("$ref", of: schema)?.value,
      reference.hasPrefix("#/")
    else { return schema }
    var node = root
    for part in reference.dropFirst(2).split(separator: "/") {
      guard let next = member(String(part), of: node) else { return schema }
      node = next
    }
    return node
  }

  private func typeName(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number(let number): number == number.rounded() ? "integer" : "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  func validate(
    _ node: JSONNode, against schema: JSONNode, at path: String, into problems: inout [String]
  ) {
    let schema = resolve(schema)
    if let type = member("type", of: schema) {
      var allowed: [String] = []
      switch type.value {
      case .string(let name): allowed = [name]
      case .array(let names):
        allowed = names.compactMap { if case .string(let name) = $0.value { name } else { nil } }
      default: break
      }
      let actual = typeName(node.value)
      if !allowed.contains(actual), !(actual == "integer" && allowed.contains("number")) {
        problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(actual)")
        return
      }
    }
    if let constant = member("const", of: schema), constant.value != node.value {
      problems.append("\(path): not the constant value")
    }
    if case .array(let options)? = member("enum", of: schema)?.value,
      !options.contains(where: { $0.value == node.value })
    {
      problems.append("\(path): not one of the allowed values")
    }
    if case .number(let minimum)? = member("minimum", of: schema)?.value,
      case .number(let number) = node.value, number < minimum
    {
      problems.append("\(path): below the minimum \(Int(minimum))")
    }
    if case .array(let elements) = node.value, let items = member("items", of: schema) {
      for (index, element) in elements.enumerated() {
        validate(element, against: items, at: "\(path)[\(index)]", into: &problems)
      }
    }
    guard case .object(let members) = node.value else { return }
    if case .array(let required)? = member("required", of: schema)?.value {
      for case .string(let name) in required.map(\.value)
      where !members.contains(where: {
        $0.key == name
      }) {
        problems.append("\(path): missing member '\(name)'")
      }
    }
    let properties = member("properties", of: schema)
    for member in members {
      if let property = properties.flatMap({ self.member(member.key, of: $0) }) {
        validate(member.value, against: property, at: "\(path).\(member.key)", into: &problems)
      } else if self.member("additionalProperties", of: schema)?.value == .bool(false) {
        problems.append("\(path): unexpected member '\(member.key)'")
      }
    }
  }
}
