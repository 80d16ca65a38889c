import Foundation
import TestSupport
import Testing

/// Bad input of every kind: exit 2, a located message (or a clear one about the whole file),
/// and nothing written.
@Suite struct BadInputTests {
  /// A valid criteria document to break in one place.
  static let criteria = """
    {
      "version": 1,
      "id": "switch",
      "title": "Switch",
      "experiences": [{"id": "toggle", "title": "Toggle", "interactiveElement": "the switch"}],
      "platforms": [{"id": "ios", "name": "iOS", "screenReader": "VoiceOver"}],
      "criteria": [
        {"id": "keyboard.space", "group": "keyboard", "wcag": ["2.1.1"], "title": "Space toggles",
         "checklist": "Space toggles", "when": "I press Space", "then": ["it toggles"]}
      ]
    }

    """

  static let badCriteria: [(String, String, String, String)] = [
    (
      "malformed JSON", "\"title\": \"Switch\",", "\"title\": \"Switch\"",
      "c.json:5:3: error: expected ',' or '}'"
    ),
    (
      "a wrong type", "\"title\": \"Switch\"", "\"title\": 3",
      "c.json:4:12: error: title: expected a string, found a number"
    ),
    (
      "a missing field", "\"title\": \"Switch\",\n", "",
      "c.json:1:1: error: $: missing required key 'title'"
    ),
    (
      "a duplicate id", "\"experiences\": [{",
      "\"experiences\": [{\"id\": \"toggle\", \"title\": \"T\", \"interactiveElement\": \"x\"}, {",
      "error: experiences[1].id: duplicate id 'toggle'"
    ),
    (
      "an unknown reference", "\"group\": \"keyboard\",",
      "\"group\": \"keyboard\", \"appliesTo\": {\"platforms\": [\"androd\"]},",
      "unknown platform 'androd'"
    ),
    (
      "an id climbing out", "\"id\": \"switch\"", "\"id\": \"../x\"",
      "c.json:3:9: error: id: '../x' is not a valid id"
    ),
    (
      "an id with a slash", "\"id\": \"switch\"", "\"id\": \"a/b\"",
      "c.json:3:9: error: id: 'a/b' is not a valid id"
    ),
    (
      "an absolute id", "\"id\": \"switch\"", "\"id\": \"/etc\"",
      "c.json:3:9: error: id: '/etc' is not a valid id"
    ),
    (
      "an empty id", "\"id\": \"switch\"", "\"id\": \"\"",
      "c.json:3:9: error: id: '' is not a valid id"
    ),
    (
      "an uppercase id", "\"id\": \"toggle\"", "\"id\": \"Toggle\"",
      "error: experiences[0].id: 'Toggle' is not a valid id"
    ),
    (
      "a dot where none is allowed", "\"id\": \"ios\"", "\"id\": \"i.os\"",
      "error: platforms[0].id: 'i.os' is not a valid id"
    ),
    (
      "a malformed WCAG reference", "[\"2.1.1\"]", "[\"2.1\"]",
      "'2.1' is not a WCAG success criterion number"
    ),
    (
      "an unsupported version", "\"version\": 1", "\"version\": 3",
      "c.json:2:14: error: version: unsupported version 3"
    ),
    (
      "an id too long for a file name", "\"id\": \"toggle\"",
      "\"id\": \"\(String(repeating: "a", count: 248))\"",
      "c.json:5:26: error: experiences[0].id: the id is 248 characters long, but ids become file names (ID.feature), so at most 247"
    ),
    (
      "a NUL character in a text", "\"it toggles\"", "\"it tog\\u0000gles\"",
      "c.json:9:70: error: criteria[0].then[0]: a NUL character (\\u0000) cannot be written into a feature file or checklist"
    ),
    (
      "a line break in a component title", "\"title\": \"Switch\"", "\"title\": \"Swi\\ntch\"",
      "c.json:4:12: error: title: must be one line: a line break would break the generated Feature line"
    ),
    (
      "a carriage return in an experience title", "\"title\": \"Toggle\"",
      "\"title\": \"Tog\\rgle\"",
      "c.json:5:45: error: experiences[0].title: must be one line"
    ),
    (
      "a line break in a platform name", "\"name\": \"iOS\"", "\"name\": \"i\\nOS\"",
      "c.json:6:39: error: platforms[0].name: must be one line"
    ),
  ]

  static let badTemplates: [(String, String, String, String)] = [
    ("an unclosed tag", "step", "{{keyword} {{text}}\n", "step.mustache:1:1: error: unclosed tag"),
    (
      "an unclosed section", "step", "{{#keyword}}{{text}}\n",
      "step.mustache:1:1: error: unclosed section 'keyword'"
    ),
    (
      "a mismatched closing", "step", "{{#keyword}}{{/text}}\n",
      "step.mustache:1:13: error: mismatched closing tag"
    ),
    (
      "an unknown partial", "step", "{{>nothing}}\n",
      "step.mustache:1:1: error: unknown partial 'nothing'"
    ),
    (
      "a partial that includes itself", "step", "{{keyword}} {{text}}\n{{>step}}\n",
      "error: partial 'step' is nested more than"
    ),
    (
      "bad delimiters", "step", "{{=<% =}}\n", "step.mustache:1:1: error: invalid set-delimiter tag"
    ),
    (
      "output that is not Gherkin", "step", "{{keyword}} {{text}}\n  | a |\n  | b | c |\n",
      "error: the templates produced invalid Gherkin"
    ),
  ]

  static let notGherkinText: [(String, [UInt8])] = [
    ("binary garbage", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00] as [UInt8]),
    ("a NUL byte", Array("Feature: A\n  Scenario: B\u{0}\n".utf8)),
    ("invalid UTF-8", Array("Feature: A\n  Scenario: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)),
  ]

  /// Runs `generate` on criteria bytes and checks that it failed cleanly and wrote nothing.
  private func generate(criteria bytes: [UInt8], templates: [String: String] = [:]) throws -> String
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data(bytes).write(to: directory.url.appendingPathComponent("c.json"))
    var arguments = ["generate", "--criteria", "c.json", "--out", "out"]
    if !templates.isEmpty {
      for (name, text) in templates { try directory.write(text, to: "templates/\(name).mustache") }
      arguments += ["--templates", "templates"]
    }
    let result = CLI.run(arguments, in: directory.path)
    #expect(result.status == 2, "exit \(result.status): \(result.error)")
    #expect(result.output == "")
    #expect(
      !FileManager.default.fileExists(atPath: directory.path + "/out"), "something was written")
    return result.error
  }

  private func generate(_ text: String, templates: [String: String] = [:]) throws -> String {
    try generate(criteria: Array(text.utf8), templates: templates)
  }

  private func replacing(_ old: String, _ new: String) -> String {
    precondition(Self.criteria.contains(old))
    return Self.criteria.replacingOccurrences(of: old, with: new)
  }

  // MARK: - Criteria

  @Test(arguments: badCriteria)
  func rejectsBadCriteria(kind: String, old: String, new: String, message: String) throws {
    let error = try generate(replacing(old, new))
    #expect(error.contains(message), "\(kind): \(error)")
  }

  @Test func rejectsInvalidUTF8() throws {
    var bytes = Array(Self.criteria.utf8)
    bytes.insert(0xFF, at: bytes.firstIndex(of: UInt8(ascii: "S"))!)
    #expect(
      try generate(criteria: bytes).hasPrefix(
        "c.json:4:13: error: invalid UTF-8: byte 0xFF cannot start or continue a character here"))
  }

  /// A byte order mark is read the same way in every user file: skipped, as in feature files.
  @Test func readsCriteriaWithAByteOrderMark() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data([0xEF, 0xBB, 0xBF] + Array(Self.criteria.utf8)).write(
      to: directory.url.appendingPathComponent("c.json"))
    let result = CLI.run(["list", "--criteria", "c.json"], in: directory.path)
    #expect(result.status == 0, "\(result.error)")
  }

  @Test func readsCRLFFilesAndLocatesTheirErrors() throws {
    let crlf = Self.criteria.replacingOccurrences(of: "\n", with: "\r\n")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(crlf, to: "c.json")
    #expect(
      CLI.run(["generate", "--criteria", "c.json", "--out", "out"], in: directory.path).status == 0)
    let broken = crlf.replacingOccurrences(of: "\"title\": \"Switch\"", with: "\"title\": 3")
    #expect(
      try generate(broken).hasPrefix("c.json:4:12: error: title: expected a string, found a number")
    )
  }

  @Test func handlesAFiftyMegabyteFile() throws {
    let note = "\"" + String(repeating: "n", count: 1_000) + "\""
    let notes = Array(repeating: note, count: 50_000).joined(separator: ",\n")
    let huge = Self.criteria.replacingOccurrences(
      of: "\"title\": \"Switch\",", with: "\"title\": \"Switch\",\n\"designNotes\": [\n\(notes)\n],"
    )
    .replacingOccurrences(of: "\"wcag\": [\"2.1.1\"]", with: "\"wcag\": [\"9.9.9\"]")
    #expect(huge.utf8.count > 50_000_000)
    let error = try generate(huge)
    #expect(
      error.hasPrefix("c.json:50010:60: error: criteria[0].wcag[0]: '9.9.9' is not a WCAG 2.2"),
      "\(error.prefix(300))")
  }

  @Test func limitsNesting() throws {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(
      try generate(deep).hasPrefix("c.json:1:513: error: values nested deeper than 512 levels"))
  }

  // MARK: - Templates

  @Test(arguments: badTemplates)
  func rejectsBadTemplates(kind: String, name: String, text: String, message: String) throws {
    let error = try generate(Self.criteria, templates: [name: text])
    #expect(error.contains(message), "\(kind): \(error)")
  }

  // MARK: - Feature files

  /// A committed feature file replaced by `bytes`: check reports invalid input (never drift,
  /// never clean), and fmt and parse too.
  private func committed(_ bytes: [UInt8]) throws -> (
    check: CLI.Result, fmt: CLI.Result, parse: CLI.Result, after: [UInt8]
  ) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.criteria, to: "c.json")
    _ = CLI.run(["generate", "--criteria", "c.json", "--out", "out"], in: directory.path)
    let file = directory.url.appendingPathComponent("out/switch/ios/toggle.feature")
    try Data(bytes).write(to: file)
    let check = CLI.run(["check", "--criteria", "c.json", "--out", "out"], in: directory.path)
    let fmt = CLI.run(["fmt", "out/switch/ios/toggle.feature"], in: directory.path)
    let parse = CLI.run(["parse", "out/switch/ios/toggle.feature"], in: directory.path)
    return (check, fmt, parse, Array(try Data(contentsOf: file)))
  }

  @Test(GherkinCases.available)
  func rejectsEveryOfficialBadCase() throws {
    for name in GherkinCases.names("bad") {
      let bytes = Array(
        try Data(contentsOf: GherkinCases.directory("bad").appendingPathComponent(name)))
      let result = try committed(bytes)
      for (command, outcome) in [
        ("check", result.check), ("fmt", result.fmt), ("parse", result.parse),
      ] {
        #expect(outcome.status == 2, "\(command) on \(name): \(outcome.status)")
        #expect(
          outcome.error.contains("out/switch/ios/toggle.feature:"),
          "\(command) on \(name): \(outcome.error)")
      }
      #expect(result.after == bytes, "\(name) was rewritten")
    }
  }

  @Test(arguments: notGherkinText)
  func rejectsFeatureFilesThatAreNotGherkinText(kind: String, bytes: [UInt8]) throws {
    let result = try committed(bytes)
    for (command, outcome) in [
      ("check", result.check), ("fmt", result.fmt), ("parse", result.parse),
    ] {
      #expect(outcome.status == 2, "\(kind), \(command): exit \(outcome.status)")
      #expect(
        outcome.error.contains("out/switch/ios/toggle.feature"),
        "\(kind), \(command): \(outcome.error.prefix(300))")
    }
    #expect(result.after == bytes)
  }

  @Test func rejectsAnInvalidFileWithATenMegabyteLine() throws {
    let name = String(repeating: "x", count: 10_000_000)
    let bytes = Array(
      "Feature: A\n  Scenario: \(name)\n    Given a table\n      | a |\n      | b | c |\n".utf8)
    let result = try committed(bytes)
    for (command, outcome) in [
      ("check", result.check), ("fmt", result.fmt), ("parse", result.parse),
    ] {
      #expect(outcome.status == 2, "\(command): exit \(outcome.status)")
      #expect(
        outcome.error.hasPrefix(
          "out/switch/ios/toggle.feature:5:7: error: inconsistent cell count"),
        "\(command): \(outcome.error.prefix(200))")
    }
    #expect(result.after == bytes)
  }

  @Test func anEmptyFeatureFileIsValidGherkinButNotAGeneratedOne() throws {
    // The official suite counts an empty file as a valid (empty) document; at a generated path
    // it is a file generate did not write, as generate says too.
    let result = try committed([])
    #expect(result.parse.status == 0)
    #expect(result.fmt.status == 0)
    #expect(result.check.status == 2)
    #expect(
      result.check.error
        == "out/switch/ios/toggle.feature: error: the file exists but was not generated by a11y-gherkin; move it away or delete it, generate will not overwrite it\n"
    )
  }
}

/// Paths that reach the generated headers: a line break would end a header line, `-->` the
/// checklist's header comment.
@Suite struct HeaderPathTests {
  @Test(arguments: [
    (
      ["--out", "a\nb"],
      "error: --out 'a\\nb': a path with a line break cannot be written into the regenerate: line of the generated headers; rename it\n"
    ),
    (
      ["--out", "a\rb"],
      "error: --out 'a\\rb': a path with a line break cannot be written into the regenerate: line of the generated headers; rename it\n"
    ),
    (
      ["--out", "x-->y"],
      "error: --out 'x-->y': a path with '-->' would end the header comment of the generated checklists; rename it\n"
    ),
    (
      ["--templates", "t\nu", "--out", "out"],
      "error: --templates 't\\nu': a path with a line break cannot be written into the regenerate: line of the generated headers; rename it\n"
    ),
    (
      ["--criteria", "c-->d", "--out", "out"],
      "error: --criteria 'c-->d': a path with '-->' would end the header comment of the generated checklists; rename it\n"
    ),
  ])
  func rejectsPathsThatWouldBreakTheHeader(arguments: [String], message: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = CLI.run(["generate"] + arguments, in: directory.path)
    #expect(result.status == 2)
    #expect(result.error == message)
    #expect(directory.files().isEmpty, "nothing may be written")
  }
}
