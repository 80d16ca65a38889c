import Foundation
import TestSupport
import Testing

/// Every example of the documentation (the README and every `docs/*.md` page) and of `--help`
/// runs, as a user would type it, in a project that holds the files the examples name;
/// transcripts (`$ a11y-gherkin …` followed by output) print exactly what the page shows.
@Suite struct DocumentationExamplesTests {
  // MARK: - The project the examples assume

  /// A repository with the built-in criteria and templates exported, features generated, and
  /// the small files the examples name.
  private static func project(_ files: [String: String] = [:], generated: Bool = true) throws
    -> TemporaryDirectory
  {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    if generated {
      let setup = [
        ["criteria", "export", "criteria"], ["templates", "export", "templates"],
        ["generate", "--out", "features"],
      ]
      for result in CLI.prepared(by: setup, directories: [".git"], into: directory.path) {
        precondition(result.status == 0, result.error)
      }
    }
    let seed = Self.seed
    var all = Self.files
    if let seed {
      all["captcha.md"] = seed
      all["docs/captcha.md"] = seed
    }
    for (path, text) in all.merging(files, uniquingKeysWith: { $1 }) {
      try directory.write(text, to: path)
    }
    return directory
  }

  private static let files: [String: String] = [
    "login.feature": "Feature: Login\n\n  Scenario: sign in\n    Given I am on the login screen\n",
    "bad.feature":
      "Feature: Login\n  Scenario: sign in\n    Given I am on the login screen\n    Whn I sign in\n",
    "card.mustache": "{{title}}: {{#items}}{{.}} {{/items}}\n",
    "card.json": "{\"title\": \"Card\", \"items\": [\"a\", \"b\"]}\n",
    "greeting.mustache": "Hello, {{name}} & welcome\n",
    "data.json": "{\"name\": \"Ada\"}\n",
    "feature.mustache": "Feature: {{name}}\n{{#steps}}\n    {{>step}}\n{{/steps}}\n",
    "context.json":
      "{\"name\": \"Captcha\", \"steps\": [{\"keyword\": \"Given\", \"text\": \"VoiceOver is on\"}]}\n",
  ]

  /// The newer-format Captcha document of the shared seeds, for the import examples.
  private static let seed: String? = try? String(
    contentsOf: TestData.root.deletingLastPathComponent().appendingPathComponent(
      "seeds/002_8b557b6482eb0a84.txt"), encoding: .utf8)

  // MARK: - Running a command line

  /// Runs a line as a shell would for these examples: words split on spaces, `DIR/*.EXT`
  /// expanded, `> FILE` writing standard output to FILE.
  private static func run(_ line: String, in directory: TemporaryDirectory) throws -> CLI.Result {
    var words = line.split(separator: " ").map(String.init)
    precondition(words.first == "a11y-gherkin", line)
    words.removeFirst()
    var redirect: String?
    if let arrow = words.firstIndex(of: ">") {
      redirect = words[arrow + 1]
      words.removeSubrange(arrow...)
    }
    words = words.flatMap { word -> [String] in
      guard word.contains("*") else { return [word] }
      let folder = (word as NSString).deletingLastPathComponent
      let suffix = String(word.split(separator: "*").last ?? "")
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/" + folder)) ?? []
      return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }
    var result = CLI.run(words, in: directory.path)
    if let redirect {
      try directory.write(result.output, to: redirect)
      result.output = ""
    }
    return result
  }

  // MARK: - --help

  /// The commands of the overview, and the example lines of each one's help.
  private static func helpExamples() -> [(command: String, lines: [String])] {
    let overview = CLI.run(["--help"]).output
    let commands = overview.components(separatedBy: "COMMANDS:\n")[1]
      .components(separatedBy: "\n\n")[0].split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0] }
    return commands.map { command in
      let help = CLI.run(command.split(separator: " ").map(String.init) + ["--help"]).output
      let examples = help.components(separatedBy: "EXAMPLES:\n").last ?? ""
      let lines = examples.split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("a11y-gherkin ") }
      return (command, lines)
    }
  }

  @Test func everyCommandHasExamples() {
    let examples = Self.helpExamples()
    #expect(examples.count == 12)
    #expect(examples.map(\.lines.count).reduce(0, +) >= 25)
    for (command, lines) in examples {
      #expect(!lines.isEmpty, "\(command) has no examples")
    }
  }

  /// Each example of a command's help, in a fresh project where the examples before it ran
  /// too (they build on one another: export, then generate with what was exported).
  @Test(.enabled(if: seed != nil, "the import examples read ../shared/seeds"))
  func everyHelpExampleRuns() throws {
    for (command, lines) in Self.helpExamples() {
      for (index, line) in lines.enumerated() {
        let directory = try Self.project()
        defer { directory.remove() }
        for earlier in lines[..<index] where Self.buildsOn(earlier, line) {
          _ = try Self.run(earlier, in: directory)
        }
        let result = try Self.run(line, in: directory)
        #expect(result.status == 0, "\(command): \(line)\n\(result.error)")
        #expect(!result.error.contains("error:"), "\(command): \(line)\n\(result.error)")
      }
    }
  }

  /// Whether `line` needs what `earlier` wrote: a directory it exported or imported into.
  private static func buildsOn(_ earlier: String, _ line: String) -> Bool {
    earlier.contains(" export ") || earlier.contains(" import ")
  }

  // MARK: - README and docs/

  /// One fenced block's command lines, each with the output the page prints after it (empty
  /// when it shows none; nil outside a transcript), and the page it is on.
  private struct ExampleBlock {
    var page: String
    var lines: [(line: String, output: String?)]
  }

  /// The example blocks of every documentation page.
  private static func documentationBlocks() throws -> [ExampleBlock] {
    try DocumentationPages().pages.flatMap { page in
      exampleBlocks(in: page.text).map { ExampleBlock(page: page.path, lines: $0) }
    }
  }

  /// The example blocks of one page: each block's command lines with the output printed after
  /// each one (empty when the page shows none).
  private static func exampleBlocks(in page: String) -> [[(line: String, output: String?)]] {
    var blocks: [[(line: String, output: String?)]] = []
    var current: [(line: String, output: String?)] = []
    var inBlock = false
    var transcript = false
    for raw in page.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(raw)
      if text.hasPrefix("```") {
        if inBlock, !current.isEmpty { blocks.append(current) }
        current = []
        inBlock.toggle()
        transcript = false
        continue
      }
      guard inBlock else { continue }
      var command = text.trimmingCharacters(in: .whitespaces)
      for prefix in ["$ ", "# - run: ", "- run: "] where command.hasPrefix(prefix) {
        if prefix == "$ " { transcript = true }
        command = String(command.dropFirst(prefix.count))
      }
      if let comment = command.range(of: "  #") { command = String(command[..<comment.lowerBound]) }
      command = command.trimmingCharacters(in: .whitespaces)
      if command.hasPrefix("a11y-gherkin "), !Self.isSynopsis(command) {
        current.append((command, transcript ? "" : nil))
      } else if transcript, !current.isEmpty {
        current[current.count - 1].output? += text + "\n"
      }
    }
    return blocks
  }

  /// A usage line (`a11y-gherkin fmt [--check] PATH...`), not an example.
  private static func isSynopsis(_ line: String) -> Bool {
    line.contains("[")
      || line.split(separator: " ").contains { word in
        word.count > 2 && word.allSatisfy { $0.isUppercase || $0 == "." }
      }
  }

  /// The files one block's transcript shows being read.
  private static func exampleFiles(for line: String) -> (files: [String: String], generated: Bool) {
    if line.hasPrefix("a11y-gherkin fmt") {
      return (
        [
          "features/captcha/ios/image-button.feature":
            "Feature: Captcha\n  Scenario: Space activates the button\n  Given an external keyboard is connected\n  When I press Space\n    Then the captcha activates\n",
          "features/captcha/ios/table-row.feature":
            "Feature: Captcha\n\n  Scenario: Space activates the row\n    When I press Space\n",
        ], false
      )
    }
    if line.hasPrefix("a11y-gherkin init") || line.hasPrefix("a11y-gherkin import") {
      return ([:], false)
    }
    return ([:], true)
  }

  /// The examples found, so that a page moved or a block's syntax changed cannot quietly run
  /// fewer of them: the README's first run, init, the CI commands and the GitHub Actions steps,
  /// fmt, parse, render, templates and criteria export, list, steps and the runners' exports,
  /// and import.
  @Test func theDocumentationHoldsEveryExample() throws {
    let blocks = try Self.documentationBlocks()
    let lines = blocks.flatMap(\.lines)
    #expect(blocks.count >= 19)
    #expect(lines.count >= 34)
    #expect(lines.filter { $0.output?.isEmpty == false }.count >= 9)
    #expect(blocks.contains { $0.page == "README.md" })
    // The README's first runs, native and web, each end with a check that passes.
    let readmeRuns = blocks.filter { block in
      block.page == "README.md" && block.lines.first?.line.hasPrefix("a11y-gherkin init") == true
        && block.lines.last?.line == "a11y-gherkin check"
    }
    #expect(readmeRuns.count == 2)
    #expect(readmeRuns.contains { $0.lines[0].line.contains("--platform web") })
    #expect(Set(blocks.map(\.page)).count >= 8, "examples on fewer pages than expected")
  }

  @Test(.enabled(if: seed != nil, "the import example reads ../shared/seeds"))
  func everyDocumentationExampleRunsAndPrintsWhatThePageShows() throws {
    for block in try Self.documentationBlocks() {
      let setup = Self.exampleFiles(for: block.lines[0].line)
      let directory = try Self.project(setup.files, generated: setup.generated)
      defer { directory.remove() }
      for (line, output) in block.lines {
        let result = try Self.run(line, in: directory)
        // The status the transcript shows: an error is 2, a file that would change is 1.
        let shown = output ?? ""
        let status: Int32 =
          shown.contains(": error: ") ? 2 : shown.contains("would reformat") ? 1 : 0
        #expect(result.status == status, "\(block.page): \(line)\n\(result.error)")
        if let output, !output.isEmpty {
          #expect(result.output + result.error == output, "\(block.page): \(line)")
        }
      }
    }
  }
}
