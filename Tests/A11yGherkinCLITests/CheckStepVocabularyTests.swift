import Foundation
import TestSupport
import Testing

/// `check` and the step vocabulary: a step of a generated scenario or background that matches
/// no phrase (or several) is a warning at its line and column in every report format, an error
/// with `"vocabulary": "error"`; the team's own scenarios are exempt.
@Suite struct CheckStepVocabularyTests {
  static let formats = ["text", "json", "junit", "sarif", "github"]

  /// A component whose own criterion says two things the vocabulary has no phrase for.
  static let offVocabulary = """
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

  /// The same component with only a standard criterion: every step is a phrase.
  static let inVocabulary = """
    {
      "version": 2, "id": "shaker", "title": "Shaker",
      "experiences": [{"id": "default", "title": "Default", "interactiveElement": "the shaker",
        "role": "button", "name": "Shake"}],
      "platforms": ["ios", "android"],
      "criteria": [{"standard": "screen-reader.name"}]
    }
    """

  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try directory.write(Self.offVocabulary, to: "criteria/shaker.json")
  }

  private func configure(strict: Bool) throws {
    try directory.write(
      #"{"version": 1, "builtIn": false, "criteria": ["criteria"], "out": "features", "vocabulary": "\#(strict ? "error" : "warn")"}"#,
      to: "a11y-gherkin.json")
  }

  private func generate() {
    let result = CLI.run(["generate"], in: directory.path)
    precondition(result.status == 0, result.error)
  }

  private func edit(_ old: String, _ new: String) throws {
    let url = directory.url.appendingPathComponent("features/shaker/ios/default.feature")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(old), "the feature file does not hold \(old)")
    try text.replacingOccurrences(of: old, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  /// Runs `check` in every format against golden files, with the same exit status from all.
  private func expectReports(
    _ name: String, status: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for format in Self.formats {
      let result = CLI.run(["check", "--format", format], in: directory.path)
      #expect(result.status == status, "\(format): \(result.error)", sourceLocation: sourceLocation)
      let report = format == "text" && status == 2 ? result.error : result.output
      assertSnapshot(
        report.replacingOccurrences(of: directory.path, with: "/ROOT"),
        named: "\(name).\(format)", sourceLocation: sourceLocation)
    }
  }

  @Test func stepsOutsideTheVocabularyInAFileInSyncAreWarningsAtTheStep() throws {
    defer { directory.remove() }
    try configure(strict: false)
    generate()
    // The file is exactly as generated: check reads it without parsing it.
    expectReports("in-sync-with-warnings", status: 0)
    let text = CLI.run(["check"], in: directory.path)
    #expect(text.error == "")
    #expect(
      text.output.hasPrefix(
        "features/shaker/ios/default.feature:20:5: warning: the step 'When I wiggle the phone' in the scenario of design.shake matches no phrase of the step vocabulary, so no exported step definition runs it (in 2 generated feature files)\n"
      ))
    #expect(
      text.output.hasSuffix(
        "in sync: 5 generated files match the criteria\n2 distinct steps outside the step vocabulary in 2 generated feature files (the phrases: a11y-gherkin steps; free-form steps on purpose: \"vocabulary\": \"off\" in the configuration)\n"
      ))
  }

  /// Criteria with steps outside the vocabulary (a background step and a criterion's own
  /// steps) and criteria without: right after generate, `check` and `check --strict` find the
  /// files in sync in every format. The `inputs:` value of a target with such steps counts
  /// them, and check's re-render once left the count out, so --strict reported every header.
  @Test(arguments: [true, false])
  func checkAndStrictCheckAreInSyncRightAfterGenerate(offVocabulary: Bool) throws {
    defer { directory.remove() }
    try configure(strict: false)
    let criteria =
      offVocabulary
      ? Self.offVocabulary.replacingOccurrences(
        of: #""platforms": ["ios", "android"],"#,
        with: #""platforms": ["ios", "android"], "background": ["the shaker lies on a table"],"#)
      : Self.inVocabulary
    try directory.write(criteria, to: "criteria/shaker.json")
    generate()
    let warned = CLI.run(["check"], in: directory.path).output.contains(
      "outside the step vocabulary")
    #expect(warned == offVocabulary)
    for strict in [false, true] {
      for format in Self.formats {
        let result = CLI.run(
          ["check", "--format", format] + (strict ? ["--strict"] : []), in: directory.path)
        #expect(
          result.status == 0, "\(format)\(strict ? " --strict" : ""): \(result.output)")
        if format == "text" {
          #expect(result.output.contains("in sync: 5 generated files match the criteria"))
        }
      }
    }
  }

  @Test func handWrittenAndTakenOverScenariosAreExemptAndAnEditedStepIsReported() throws {
    defer { directory.remove() }
    try configure(strict: false)
    generate()
    // The team's own scenario and a scenario taken over may say anything; a generated step
    // edited by hand is drift and, having no phrase, a warning too.
    try edit(
      "  @criterion:design.shake",
      """
        Scenario: The team's own check
          Given the phone is on the table
          When I knock twice
          Then the shaker wakes up

        @criterion-override:screen-reader.name
        Scenario: VoiceOver says Shake
          Given VoiceOver is on
          When I tap the shaker
          Then I hear "Shake"

        @criterion:design.shake
      """)
    try edit(
      "When I move VoiceOver focus to the shaker", "When I move VoiceOver focus onto the shaker")
    expectReports("edited-and-hand-written", status: 1)
  }

  @Test func ambiguousStepsAreReportedWithTheirPhrases() throws {
    defer { directory.remove() }
    try configure(strict: false)
    generate()
    // Both `the app shows {element}` and `{element} {outcome}` read this.
    try edit("Then nothing breaks", "Then the app shows the shaker opens")
    let result = CLI.run(["check"], in: directory.path)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "features/shaker/ios/default.feature:21:5: warning: the step 'Then the app shows the shaker opens' in the scenario of design.shake matches 2 phrases of the step vocabulary: 'the app shows {element}', '{element} {outcome}' (in 1 generated feature file)\n"
      ), "\(result.output)")
    #expect(
      result.output.contains(
        "\n1 drift item in 1 of 5 generated files\n2 distinct steps outside the step vocabulary, 1 distinct step that matches several phrases in 2 generated feature files (the phrases: a11y-gherkin steps; free-form steps on purpose: \"vocabulary\": \"off\" in the configuration)\nto regenerate: a11y-gherkin generate\n"
      ))
  }

  @Test func vocabularyErrorMakesThemErrors() throws {
    defer { directory.remove() }
    // Generated before the vocabulary became strict: generate would now refuse.
    try configure(strict: false)
    generate()
    try configure(strict: true)
    expectReports("strict", status: 2)
    let text = CLI.run(["check"], in: directory.path)
    #expect(text.output == "")
    #expect(
      text.error.hasPrefix(
        """
        features/shaker/ios/default.feature:20:5: error: the step 'When I wiggle the phone' in the scenario of design.shake matches no phrase of the step vocabulary, so no exported step definition runs it (in 2 generated feature files)
           20 |     When I wiggle the phone
              |     ^

        """))
  }
}
