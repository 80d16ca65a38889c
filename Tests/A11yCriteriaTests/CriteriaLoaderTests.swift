import A11yCriteria
import Diagnostics
import TestSupport
import Testing

/// Each kind of bad catalog gives a located error naming the JSON path; all errors of a file
/// come together.
@Suite struct CriteriaLoaderTests {
  /// The smallest valid document; each case below breaks one thing in it.
  static let valid = """
    {
      "version": 1,
      "id": "switch",
      "title": "Switch",
      "experiences": [{"id": "toggle", "title": "Toggle", "interactiveElement": "the switch"}],
      "platforms": [
        {"id": "ios", "name": "iOS", "screenReader": "VoiceOver", "frameworks": [{"id": "uikit", "name": "UIKit"}]}
      ],
      "criteria": [
        {
          "id": "keyboard.space", "group": "keyboard", "wcag": ["2.1.1"],
          "title": "Space toggles", "checklist": "Space toggles", "when": "I press Space", "then": ["it toggles"]
        }
      ]
    }
    """

  private func errors(_ text: String) -> [String] {
    do {
      _ = try CriteriaLoader.load(bytes: Array(text.utf8), path: "switch.json")
      return []
    } catch {
      return error.diagnostics.map { "\($0.location?.description ?? "-") \($0.message)" }
    }
  }

  private func replacing(_ old: String, with new: String) -> String {
    precondition(Self.valid.contains(old), old)
    return Self.valid.replacingOccurrences(of: old, with: new)
  }

  @Test func acceptsTheValidDocument() throws {
    let component = try CriteriaLoader.load(bytes: Array(Self.valid.utf8), path: "switch.json")
    #expect(component.criteria.first?.applicability == .everywhere)
  }

  @Test(arguments: [
    // Malformed JSON
    (
      "\"id\": \"switch\",", "\"id\": \"switch\"",
      ["4:3 expected ',' or '}' after an object member, found '\"'"]
    ),
    // Unsupported version
    (
      "\"version\": 1", "\"version\": 3",
      ["2:14 version: unsupported version 3; this tool reads versions 1 and 2"]
    ),
    (
      "\"version\": 1", "\"version\": \"1\"",
      ["2:14 version: expected a version number (1 and 2), found a string"]
    ),
    // Wrong types
    ("\"title\": \"Switch\"", "\"title\": 3", ["4:12 title: expected a string, found a number"]),
    (
      "\"wcag\": [\"2.1.1\"]", "\"wcag\": \"2.1.1\"",
      ["11:60 criteria[0].wcag: expected an array of strings, found a string"]
    ),
    // Missing fields
    ("\"title\": \"Toggle\", ", "", ["5:19 experiences[0]: missing required key 'title'"]),
    // Unknown keys, with a suggestion
    (
      "\"wcag\": [", "\"wcga\": [",
      [
        "10:5 criteria[0]: missing required key 'wcag'",
        "11:52 criteria[0]: unknown key 'wcga'; did you mean 'wcag'?",
      ]
    ),
    // Ids that are not slugs
    (
      "\"id\": \"toggle\"", "\"id\": \"Toggle\"",
      [
        "5:26 experiences[0].id: 'Toggle' is not a valid id (lowercase letters, digits and single hyphens, such as image-button)"
      ]
    ),
    (
      "\"id\": \"switch\"", "\"id\": \"../x\"",
      [
        "3:9 id: '../x' is not a valid id (lowercase letters, digits and single hyphens, such as image-button)"
      ]
    ),
    (
      "\"id\": \"keyboard.space\"", "\"id\": \"keyboard..space\"",
      [
        "11:13 criteria[0].id: 'keyboard..space' is not a valid criterion id (lowercase slugs joined by dots, such as keyboard.space)"
      ]
    ),
    // Malformed and unknown WCAG references
    (
      "\"wcag\": [\"2.1.1\"]", "\"wcag\": [\"2.1\"]",
      [
        "11:61 criteria[0].wcag[0]: '2.1' is not a WCAG success criterion number (expected N.N.N, such as 2.1.1)"
      ]
    ),
    (
      "\"wcag\": [\"2.1.1\"]", "\"wcag\": [\"2.1.9\"]",
      ["11:61 criteria[0].wcag[0]: '2.1.9' is not a WCAG 2.2 success criterion"]
    ),
    (
      "\"wcag\": [\"2.1.1\"]", "\"wcag\": []",
      ["11:60 criteria[0].wcag: name at least one WCAG success criterion"]
    ),
    // Empty titles
    (
      "\"title\": \"Space toggles\"", "\"title\": \" \"",
      ["12:16 criteria[0].title: must not be empty"]
    ),
    // References to unknown experiences or platforms
    (
      "\"group\": \"keyboard\",",
      "\"group\": \"keyboard\", \"appliesTo\": {\"platforms\": [\"androd\"]},",
      [
        "11:80 criteria[0].appliesTo.platforms[0]: unknown platform 'androd'",
        "11:65 criteria[0].appliesTo: the criterion applies to no experience and platform",
      ]
    ),
    (
      "\"group\": \"keyboard\",",
      "\"group\": \"keyboard\", \"appliesTo\": {\"experiences\": [\"toggel\"]},",
      [
        "11:82 criteria[0].appliesTo.experiences[0]: unknown experience 'toggel'; did you mean 'toggle'?",
        "11:65 criteria[0].appliesTo: the criterion applies to no experience and platform",
      ]
    ),
    // Criteria that apply to nothing
    (
      "\"group\": \"keyboard\",", "\"group\": \"keyboard\", \"appliesTo\": {\"platforms\": []},",
      [
        "11:65 criteria[0].appliesTo: the criterion applies to no experience and platform",
        "11:79 criteria[0].appliesTo.platforms: an empty list applies to no platform; leave the key out to mean all",
      ]
    ),
    // Unknown group and framework
    (
      "\"group\": \"keyboard\"", "\"group\": \"keybord\"",
      [
        "11:40 criteria[0].group: unknown group 'keybord'; did you mean 'keyboard'?; groups are keyboard, gestures, screen-reader, focus, settings, design"
      ]
    ),
  ])
  func reportsEachKindOfBadCatalog(old: String, new: String, expected: [String]) {
    #expect(errors(replacing(old, with: new)).sorted() == expected.sorted())
  }

  @Test func reportsDuplicateIdsAtTheRepeatedOne() {
    let text = replacing(
      "[{\"id\": \"toggle\", \"title\": \"Toggle\", \"interactiveElement\": \"the switch\"}]",
      with:
        "[{\"id\": \"toggle\", \"title\": \"A\", \"interactiveElement\": \"x\"}, {\"id\": \"toggle\", \"title\": \"B\", \"interactiveElement\": \"y\"}]"
    )
    #expect(errors(text) == ["5:85 experiences[1].id: duplicate id 'toggle'"])
  }

  @Test func reportsEveryErrorOfAFileTogether() {
    let text = replacing("\"title\": \"Switch\"", with: "\"title\": \"\"")
      .replacingOccurrences(of: "\"wcag\": [\"2.1.1\"]", with: "\"wcag\": [\"21.1\"]")
      .replacingOccurrences(of: "\"then\": [\"it toggles\"]", with: "\"then\": []")
    #expect(
      errors(text) == [
        "4:12 title: must not be empty",
        "11:61 criteria[0].wcag[0]: '21.1' is not a WCAG success criterion number (expected N.N.N, such as 2.1.1)",
        "12:96 criteria[0].then: needs at least one step",
      ])
  }

  @Test func rendersTheErrorWithPathLineColumnSourceLineAndCaret() {
    do {
      _ = try CriteriaLoader.load(
        bytes: Array(replacing("\"version\": 1", with: "\"version\": 3").utf8), path: "switch.json")
      Issue.record("no error")
    } catch {
      #expect(
        error.description == """
          switch.json:2:14: error: version: unsupported version 3; this tool reads versions 1 and 2
              2 |   "version": 3,
                |              ^
          """)
    }
  }

  @Test func checksVariantsAndExamples() {
    let text = replacing(
      "\"then\": [\"it toggles\"]",
      with: """
        "then": ["it toggles with <k>"], "examples": {"header": ["k"], "rows": [["a", "b"]]},
        "variants": [{"title": "x"}, {"platforms": ["ios"], "when": ""}]
        """)
    #expect(
      errors(text) == [
        "12:160 criteria[0].examples.rows[0]: the row has 2 cells but the header has 1",
        "13:14 criteria[0].variants[0]: a variant must name the experiences or platforms it is for",
        "13:61 criteria[0].variants[1].when: must not be empty",
      ])
  }

  @Test func reportsMissingPathsAndDuplicateComponentsAcrossFiles() throws {
    do {
      _ = try CriteriaLoader.load(paths: ["/nonexistent/criteria.json"])
      Issue.record("no error")
    } catch {
      #expect(error.description == "/nonexistent/criteria.json: error: no such file or directory")
    }
  }

  /// Components are decoded one by one after every file was sorted: a file that cannot be
  /// parsed is still reported in the order of the files, before any component's criteria, and
  /// a repeated id last.
  @Test func reportsFileProblemsInFileOrderThenCriteriaThenRepeatedIds() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(
      replacing("\"title\": \"Switch\"", with: "\"title\": \"\""), to: "a.json")
    // The top-level scan steps over the broken array: only decoding finds it.
    _ = try directory.write("{\"id\": \"b\", \"criteria\": [1,,]}\n", to: "b.json")
    _ = try directory.write("{\"profiles\": 3}\n", to: "c.json")
    _ = try directory.write(Self.valid, to: "d.json")
    _ = try directory.write(Self.valid, to: "e.json")
    do {
      _ = try CriteriaLoader.load(paths: ["."], relativeTo: directory.path)
      Issue.record("no error")
    } catch {
      #expect(
        error.diagnostics.map { "\($0.path):\($0.location?.description ?? "-") \($0.message)" } == [
          "./b.json:1:28 expected a value, found ','",
          "./c.json:1:1 $: missing required key 'version'",
          "./c.json:1:14 profiles: expected an array, found a number",
          "./a.json:4:12 title: must not be empty",
          "./e.json:3:9 id: component 'switch' is already defined in ./d.json",
        ])
    }
  }
}
