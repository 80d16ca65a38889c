import Diagnostics
import Foundation
import Mustache
import Testing

@Suite struct TemplateLibraryTests {
  /// The engine reads no files itself: the tool hands it its strict reader.
  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// A fresh directory holding `files`, removed by the caller.
  private func directory(with files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mustache-library-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url
  }

  @Test func documentationExamples() throws {
    let library = try TemplateLibrary(sources: [
      "scenario": "  Scenario: {{title}}\n{{#steps}}\n    {{>step}}\n{{/steps}}",
      "step": "{{keyword}} {{text}}\n",
    ])
    let page = try Template("Feature: {{name}}\n{{#scenarios}}\n{{>scenario}}\n{{/scenarios}}")
    let data: Value = [
      "name": "Captcha",
      "scenarios": [["title": "Focus", "steps": [["keyword": "When", "text": "I press Tab"]]]],
    ]
    let text = try page.render(data, partials: library, options: RenderOptions(escaping: .none))
    #expect(text == "Feature: Captcha\n  Scenario: Focus\n    When I press Tab\n")

    let greeting = try Template("Hello {{name}}!\n{{#items}}- {{.}}\n{{/items}}", name: "greeting")
    #expect(
      try greeting.render(["name": "Ada", "items": ["one", "two"]]) == "Hello Ada!\n- one\n- two\n")
  }

  @Test func parsesSourcesByName() throws {
    let library = try TemplateLibrary(sources: ["b": "{{x}}", "a": "A"])
    #expect(library.names == ["a", "b"])
    #expect(try library.template(named: "b")?.render(["x": 1]) == "1")
    #expect(library["missing"] == nil)
  }

  @Test func reportsTheErrorsOfEveryTemplate() {
    #expect(throws: DiagnosticsError.self) {
      try TemplateLibrary(sources: ["ok": "fine", "one": "{{#a}}", "two": "{{/b}}"])
    }
    do {
      _ = try TemplateLibrary(sources: ["ok": "fine", "one": "{{#a}}", "two": "{{/b}}"])
    } catch {
      #expect(
        error.description == """
          one:1:1: error: unclosed section 'a'
              1 | {{#a}}
                | ^
          two:1:1: error: unexpected closing tag '{{/b}}'
              1 | {{/b}}
                | ^
          """)
    }
  }

  @Test func loadsMustacheFilesFromADirectory() throws {
    let url = try directory(with: [
      "page.mustache": "Feature: {{name}}\n  {{>scenario}}\n",
      "scenario.mustache": "Scenario: {{title}}\n",
      "notes.txt": "not a template {{",
    ])
    defer { try? FileManager.default.removeItem(at: url) }
    let library = try TemplateLibrary(directory: url, read: Self.read)
    #expect(library.names == ["page", "scenario"])
    let page = try #require(library["page"])
    #expect(
      try page.render(["name": "Captcha", "title": "Focus"], partials: library)
        == "Feature: Captcha\n  Scenario: Focus\n")
  }

  @Test func directoryErrorsNameTheFile() throws {
    let url = try directory(with: ["bad.mustache": "ok\n{{#open}}\n"])
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try TemplateLibrary(directory: url, read: Self.read)
      Issue.record("expected an error")
    } catch {
      let path = url.appendingPathComponent("bad.mustache").relativePath
      #expect(
        error.description == """
          \(path):2:1: error: unclosed section 'open'
              2 | {{#open}}
                | ^
          """)
    }
  }

  @Test func missingDirectoryIsAnError() {
    let url = URL(fileURLWithPath: "/nonexistent/templates")
    do {
      _ = try TemplateLibrary(directory: url, read: Self.read)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "/nonexistent/templates: error: cannot read template directory")
    }
  }

  @Test func mergingLetsTheSecondLibraryOverride() throws {
    let builtIn = try TemplateLibrary(sources: ["step": "built-in", "page": "{{>step}}"])
    let user = try TemplateLibrary(sources: ["step": "custom"])
    let merged = builtIn.merging(user)
    #expect(merged.names == ["page", "step"])
    #expect(try merged["page"]?.render([:], partials: merged) == "custom")
  }

  @Test func addReplacesByName() throws {
    var library = TemplateLibrary([try Template("one", name: "x")])
    library.add(try Template("two", name: "x"))
    #expect(try library["x"]?.render([:]) == "two")
  }
}
