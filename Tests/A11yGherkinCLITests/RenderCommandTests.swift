import Foundation
import JSON
import TestSupport
import Testing

/// The `render` command passes the Mustache spec with templates, data and partials from files.
@Suite struct RenderCommandTests {
  @Test(
    .enabled(
      if: TestData.exists("mustache-spec"), Comment(rawValue: TestData.missing("mustache-spec"))))
  func passesTheSpecThroughFiles() throws {
    let suite = TestData.suite("mustache-spec")
    let files = try FileManager.default.contentsOfDirectory(atPath: suite.path).filter {
      $0.hasSuffix(".json")
    }.sorted()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var failures: [String] = []
    var total = 0
    for file in files {
      let module = String(file.dropLast(".json".count))
      guard MustacheSpec.excludedModules[module] == nil else { continue }
      let document = try JSONDocument(
        parsing: Array(try Data(contentsOf: suite.appendingPathComponent(file))), path: file)
      guard
        case .array(let tests)? = document.root.node(at: JSONPath.root.appending("tests"))?.value
      else { continue }
      var passed = 0
      for (index, test) in tests.enumerated() {
        let base = "\(module)-\(index)"
        let template = try directory.write(
          string(test, "template"), to: "\(base)/template.mustache")
        let data = try directory.write(
          JSONWriter.write(test.node(at: JSONPath.root.appending("data"))?.value ?? .null),
          to: "\(base)/data.json")
        var arguments = ["render", template.path, "--data", data.path]
        if case .object(let partials)? = test.node(at: JSONPath.root.appending("partials"))?.value {
          try FileManager.default.createDirectory(
            atPath: directory.path + "/\(base)/partials", withIntermediateDirectories: true)
          for partial in partials {
            guard case .string(let text) = partial.value.value else { continue }
            try directory.write(text, to: "\(base)/partials/\(partial.key).mustache")
          }
          arguments += ["--partials", directory.path + "/\(base)/partials"]
        }
        let result = CLI.run(arguments)
        if result.status == 0, result.output == string(test, "expected") {
          passed += 1
        } else {
          failures.append("\(module) / \(string(test, "name")): \(result.error)")
        }
      }
      total += tests.count
      print("render \(module): \(passed)/\(tests.count)")
    }
    #expect(
      failures.isEmpty, "\(failures.count) of \(total) failed:\n\(failures.joined(separator: "\n"))"
    )
    #expect(total > 150)
  }

  private func string(_ node: JSONNode, _ key: String) -> String {
    if case .string(let text)? = node.node(at: JSONPath.root.appending(key))?.value { return text }
    return ""
  }

  @Test func reportsTemplateAndDataErrorsWithLocations() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let template = try directory.write("Hello {{#name}}\n", to: "t.mustache")
    let data = try directory.write("{\"name\": \"Ada\"}", to: "d.json")
    let result = CLI.run("render", template.path, "--data", data.path)
    #expect(result.status == 2)
    #expect(
      result.error == """
        \(template.path):1:7: error: unclosed section 'name'
            1 | Hello {{#name}}
              |       ^

        """)
    let badData = try directory.write("{\"name\": }", to: "bad.json")
    let dataResult = CLI.run("render", template.path, "--data", badData.path)
    #expect(dataResult.status == 2)
    #expect(dataResult.error.hasPrefix("\(badData.path):1:10: error: expected a value, found '}'"))
  }

  @Test func rendersStrictlyAndWithoutEscapingOnRequest() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let template = try directory.write("{{a}} {{missing}}", to: "t.mustache")
    let data = try directory.write("{\"a\": \"<b>\"}", to: "d.json")
    #expect(CLI.run("render", template.path, "--data", data.path).output == "&lt;b&gt; ")
    #expect(
      CLI.run("render", template.path, "--data", data.path, "--escape", "none").output == "<b> ")
    let strict = CLI.run("render", template.path, "--data", data.path, "--strict")
    #expect(strict.status == 2)
    #expect(strict.error.hasPrefix("\(template.path):1:7: error: unknown variable 'missing'"))
  }

  /// A few hundred bytes of template over a few bytes of data can ask for gigabytes of output
  /// or billions of steps: both stop at a limit, at the tag that was rendering then.
  @Test func stopsATemplateWhoseOutputOrWorkExplodes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(#"{"a": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}"#, to: "data.json")
    let open = String(repeating: "{{#a}}", count: 9)
    let close = String(repeating: "{{/a}}", count: 9)
    try directory.write(
      "Title\n" + open + "\n" + String(repeating: "x", count: 100) + "\n" + close + "\n",
      to: "output.mustache")
    try directory.write("Title\n" + open + close + "\n", to: "work.mustache")
    let output = CLI.run(
      ["render", "output.mustache", "--data", "data.json"], in: directory.path)
    #expect(output.status == 2)
    #expect(output.output == "")
    #expect(
      output.error.hasPrefix(
        "output.mustache:2:43: error: rendering produced more than 67108864 bytes when it reached this tag;"
      ),
      "\(output.error)")
    let work = CLI.run(
      ["render", "work.mustache", "--data", "data.json", "--max-render-steps", "100000"],
      in: directory.path)
    #expect(work.status == 2)
    #expect(
      work.error.hasPrefix(
        "work.mustache:2:49: error: rendering took more than 100000 steps when it reached this tag;"
      ),
      "\(work.error)")
    try directory.write("{{#a}}{{#a}}xx{{/a}}{{/a}}", to: "small.mustache")
    let limited = CLI.run(
      ["render", "small.mustache", "--data", "data.json", "--max-output-bytes", "100"],
      in: directory.path)
    #expect(limited.status == 2)
    let raised = CLI.run(
      ["render", "small.mustache", "--data", "data.json", "--max-output-bytes", "200"],
      in: directory.path)
    #expect(raised.output == String(repeating: "x", count: 200))
  }
}
