import Foundation
import Mustache
import TestSupport
import Testing

/// Runs the official Mustache spec, read from the shared test data at test time.
@Suite struct SpecConformanceTests {
  /// Spec modules this engine does not implement, with the reason.
  static let excludedModules = MustacheSpec.excludedModules

  struct SpecFile: Decodable {
    var tests: [SpecTest]
  }

  struct SpecTest: Decodable {
    var name: String
    var desc: String
    var data: Value
    var template: String
    var expected: String
    var partials: [String: String]?
  }

  @Test(
    .enabled(
      if: TestData.exists("mustache-spec"), Comment(rawValue: TestData.missing("mustache-spec"))))
  func passesEveryTestOfEveryModule() throws {
    let directory = TestData.suite("mustache-spec")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }
      .sorted()
    #expect(!files.isEmpty, "no spec files in \(directory.path)")
    var total = 0
    for file in files {
      let module = String(file.dropLast(".json".count))
      if let reason = Self.excludedModules[module] {
        print("\(module): skipped (\(reason))")
        continue
      }
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      let spec = try JSONDecoder().decode(SpecFile.self, from: data)
      var passed = 0
      for test in spec.tests {
        let context = "\(module) / \(test.name): \(test.desc)"
        do {
          let partials = try TemplateLibrary(sources: test.partials ?? [:])
          let template = try Template(test.template, name: "template")
          let output = try template.render(test.data, partials: partials)
          if output == test.expected {
            passed += 1
          } else {
            Issue.record(
              "\(context)\nexpected: \(test.expected.debugDescription)\nactual:   \(output.debugDescription)"
            )
          }
        } catch {
          Issue.record("\(context)\nthrew: \(error)")
        }
      }
      total += passed
      print("\(module): \(passed)/\(spec.tests.count)")
    }
    #expect(total > 0)
  }
}
