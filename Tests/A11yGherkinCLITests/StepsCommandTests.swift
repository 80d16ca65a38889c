import Foundation
import JSON
import TestSupport
import Testing

@Suite struct StepsCommandTests {
  @Test(arguments: ["text", "json"])
  func listsThePhrasesWithTheirUses(format: String) {
    let result = CLI.run(
      "steps", "--component", "captcha", "--component", "toggle-switch", "--format", format)
    #expect(result.status == 0)
    #expect(result.error == "")
    assertSnapshot(result.output, named: "captcha-and-toggle-switch.\(format)")
  }

  /// Every generated step of the built-in catalog is exactly one phrase, and every phrase is
  /// used by some step.
  @Test func theBuiltInCatalogUsesEveryPhrase() throws {
    let result = CLI.run("steps", "--format", "json")
    #expect(result.status == 0)
    #expect(result.error == "", "steps outside the vocabulary")
    let document = try JSONDocument(parsing: result.output, path: "steps.json")
    guard case .array(let phrases)? = document.root.node(at: .root.appending("phrases"))?.value
    else {
      Issue.record("no phrases")
      return
    }
    for phrase in phrases {
      let uses = phrase.node(at: .root.appending("uses"))?.value
      let expression = phrase.node(at: .root.appending("expression"))?.value
      #expect(uses != .number(0), "unused phrase: \(String(describing: expression))")
    }
  }

  /// The documentation reports the built-in catalog's phrase count and steps per phrase:
  /// computed here from the vocabulary's uses, they must be what `steps` prints and what every
  /// page that quotes them says.
  @Test func theDocumentationQuotesTheCatalogsPhraseFigures() throws {
    let json = CLI.run("steps", "--format", "json")
    let document = try JSONDocument(parsing: json.output, path: "steps.json")
    guard case .array(let phrases)? = document.root.node(at: .root.appending("phrases"))?.value
    else {
      Issue.record("no phrases")
      return
    }
    var steps = 0
    for phrase in phrases {
      if case .number(let uses)? = phrase.node(at: .root.appending("uses"))?.value {
        steps += Int(uses)
      }
    }
    let ratio = String(format: "%.1f", Double(steps) / Double(phrases.count))
    let figures = "\(phrases.count) phrases, \(steps) generated steps (\(ratio) steps per phrase)"
    #expect(CLI.run("steps").output.hasPrefix(figures + "\n"))
    var quotes = 0
    for page in try DocumentationPages().pages {
      // Line breaks in a page are spaces.
      let text = page.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let quoted = text.matches(
        of: /`\d+ phrases, \d+ generated steps \([0-9.]+ steps per phrase\)`/
      ).map { String(text[$0.range]) }
      quotes += quoted.count
      for quote in quoted {
        #expect(quote == "`\(figures)`", "\(page.path) says \(quote); the catalog gives \(figures)")
      }
    }
    #expect(quotes > 0, "the documentation quotes no figures")
  }

  @Test func everyStepOfTheBuiltInCatalogIsOnePhrase() {
    let result = CLI.run("steps", "--format", "json")
    #expect(result.status == 0)
    #expect(result.error == "", "steps outside the vocabulary, or matching several phrases")
  }

  private static let offVocabulary = """
    {
      "version": 2, "id": "shaker", "title": "Shaker",
      "experiences": [{"id": "default", "title": "Default", "interactiveElement": "the shaker",
        "role": "button", "name": "Shake"}],
      "platforms": ["ios", "android"],
      "criteria": [
        {"standard": "screen-reader.name"},
        {"id": "design.shake", "group": "design", "wcag": ["2.5.4"],
         "title": "Shaking can be turned off", "checklist": "Shaking is never the only way",
         "when": "I wiggle the phone", "then": ["nothing breaks"]}
      ]
    }
    """

  @Test func aStepOutsideTheVocabularyIsAWarningAtItsCriterion() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.offVocabulary, to: "criteria/shaker.json")
    let result = CLI.run(
      ["generate", "--criteria", "criteria", "--out", "out"], in: directory.path)
    #expect(result.status == 0)
    assertSnapshot(result.error, named: "off-vocabulary-warning.txt")
  }

  /// Background steps of the component and of each experience: each distinct step is one
  /// warning at its own entry, with the number of feature files that use it, and one summary
  /// line ends the report (once one warning per step, experience and platform, at the
  /// component's background).
  @Test func eachDistinctStepIsOneWarningAtItsOwnEntry() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      """
      {
        "version": 2, "id": "shaker", "title": "Shaker",
        "background": ["the shaker stands on a shelf"],
        "experiences": [
          {"id": "default", "title": "Default", "interactiveElement": "the shaker",
           "role": "button", "name": "Shake"},
          {"id": "tilted", "title": "Tilted", "interactiveElement": "the shaker",
           "role": "button", "name": "Shake", "background": ["the shelf is tilted"]}
        ],
        "platforms": ["ios", "android"],
        "criteria": [{"standard": "screen-reader.name"}]
      }
      """, to: "criteria/shaker.json")
    let result = CLI.run(
      ["generate", "--criteria", "criteria", "--out", "out"], in: directory.path)
    #expect(result.status == 0, "\(result.error)")
    let warnings = result.error.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(
      warnings == [
        "criteria/shaker.json:3:18: warning: background[0]: the step 'the shaker stands on a shelf' matches no phrase of the step vocabulary (in 4 generated feature files)",
        "criteria/shaker.json:8:56: warning: experiences[1].background[0]: the step 'the shelf is tilted' matches no phrase of the step vocabulary (in 2 generated feature files)",
      ], "\(result.error)")
    #expect(
      result.error.hasSuffix(
        "\n2 distinct steps outside the step vocabulary in 4 generated feature files (the phrases: a11y-gherkin steps; free-form steps on purpose: \"vocabulary\": \"off\" in the configuration)\n"
      ))
  }

  @Test func vocabularyErrorMakesItAnErrorAndWritesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.offVocabulary, to: "criteria/shaker.json")
    try directory.write(
      #"{"version": 1, "criteria": ["criteria"], "out": "out", "vocabulary": "error"}"#,
      to: "a11y-gherkin.json")
    let result = CLI.run(["generate"], in: directory.path)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(directory.files() == ["a11y-gherkin.json", "criteria/shaker.json"])
    assertSnapshot(result.error, named: "off-vocabulary-error.txt")
  }

  /// The older boolean still works, with a note that says what to write instead; `off`
  /// silences the vocabulary and nothing else.
  @Test func theOlderBooleanStillWorksAndOffSilencesOnlyTheVocabulary() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.offVocabulary, to: "criteria/shaker.json")
    try directory.write(
      #"{"version": 1, "criteria": ["criteria"], "out": "out", "strictVocabulary": true}"#,
      to: "a11y-gherkin.json")
    let strict = CLI.run(["generate"], in: directory.path)
    #expect(strict.status == 2)
    #expect(
      strict.error.hasPrefix(
        #"a11y-gherkin.json:1:76: warning: strictVocabulary: deprecated; write "vocabulary": "error" instead ("error", "warn" or "off")"#
      ), "\(strict.error)")
    #expect(strict.error.contains(": error: "))
    #expect(directory.files() == ["a11y-gherkin.json", "criteria/shaker.json"])

    try directory.write(
      #"{"version": 1, "criteria": ["criteria"], "out": "out", "strictVocabulary": false}"#,
      to: "a11y-gherkin.json")
    let warned = CLI.run(["generate"], in: directory.path)
    #expect(warned.status == 0)
    #expect(warned.error.contains("deprecated; write \"vocabulary\": \"warn\""))
    #expect(warned.error.contains("outside the step vocabulary"))

    // "off": no word about the vocabulary from generate or check.
    try directory.write(
      #"{"version": 1, "criteria": ["criteria"], "out": "out", "vocabulary": "off"}"#,
      to: "a11y-gherkin.json")
    let off = CLI.run(["generate"], in: directory.path)
    #expect(off.status == 0)
    #expect(off.error == "", "\(off.error)")
    let check = CLI.run(["check"], in: directory.path)
    #expect(check.status == 0)
    #expect(check.error == "")
    #expect(!check.output.contains("vocabulary"), "\(check.output)")
  }
}
