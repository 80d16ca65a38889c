import A11yCriteria
import FeatureGenerator
import Foundation
import TestSupport
import Testing

/// `check` names the right cause for every item, decided per scenario, and its advice never
/// leads to losing a hand edit without saying so.
@Suite struct DiagnosisTests {
  private let directory: TemporaryDirectory
  private let feature = "features/captcha/ios/table-row.feature"
  private let checklist = "features/captcha/ios/table-row.md"

  /// A project with its own copy of the built-in criteria, so that tests can change them.
  init() throws {
    directory = try TemporaryDirectory()
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    try directory.write(
      "{\"version\": 1, \"criteria\": [\"criteria\"], \"out\": \"features\"}\n",
      to: "a11y-gherkin.json")
    precondition(run("generate").status == 0)
  }

  private func run(_ arguments: String...) -> CLI.Result {
    CLI.run(arguments, in: directory.path)
  }

  private func replace(_ old: String, with new: String, in path: String) throws {
    let text = try directory.read(path)
    #expect(text.contains(old), "\(path) has no '\(old)'")
    try directory.write(text.replacingOccurrences(of: old, with: new), to: path)
  }

  /// A criteria change of the component's own criterion design.alternative, which every
  /// feature file has.
  private func changeACriterion() throws {
    try replace(
      "a way through without a cognitive test where possible",
      with: "a way through without a cognitive test", in: "criteria/captcha.json")
  }

  // MARK: - The cause, per scenario

  @Test func aHandEditStaysAHandEditWhenTheCriteriaChangeInTheSameFile() throws {
    defer { directory.remove() }
    try replace("When I press Space", with: "When I press the space bar", in: feature)
    try changeACriterion()
    let result = run("check", "--platform", "ios", "--experience", "table-row")
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "hand-edit-and-criteria-change.txt")
  }

  @Test func aScenarioEditedByHandWhoseCriterionAlsoChangedIsBoth() throws {
    defer { directory.remove() }
    try replace(
      "When I look at the captcha row", with: "When I look closely at the captcha row", in: feature)
    try changeACriterion()
    let result = run("check", "--platform", "ios", "--experience", "table-row", "--format", "json")
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "both.json")
    assertSnapshot(
      run("check", "--platform", "ios", "--experience", "table-row").output, named: "both.txt")
  }

  @Test func aScenarioDeletedByHandAndANewCriterionAreToldApart() throws {
    defer { directory.remove() }
    let text = try directory.read(feature)
    let start = try #require(text.range(of: "  @criterion:focus.order"))
    let end = try #require(text.range(of: "  @criterion:settings.text-resize"))
    try directory.write(
      String(text[..<start.lowerBound]) + String(text[end.lowerBound...]), to: feature)
    let result = run("check", "--platform", "ios", "--experience", "table-row")
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "deleted-by-hand.txt")
  }

  @Test func aRemovedCriterionIsNotCalledOneThatDoesNotApply() throws {
    defer { directory.remove() }
    let criteria = try directory.read("criteria/captcha.json")
    let start = try #require(criteria.range(of: "    {\n      \"id\": \"design.alternative\""))
    // Cut the last criterion out of the array, with the comma before it.
    let before = criteria[..<start.lowerBound].dropLast(2)
    // The array ends at the first `]` indented as a member of the file (a trace may follow).
    let afterStart = try #require(
      criteria.range(of: "\n  ]", range: start.upperBound..<criteria.endIndex))
    try directory.write(
      String(before) + String(criteria[afterStart.lowerBound...]), to: "criteria/captcha.json")
    let result = run("check", "--platform", "ios", "--experience", "table-row")
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "removed-criterion.txt")
  }

  @Test func everyDifferingStepIsReportedAtItsLine() throws {
    defer { directory.remove() }
    try replace("When I press Space", with: "When I press the space bar", in: feature)
    try replace("Then the captcha row activates", with: "Then the row activates", in: feature)
    let result = run("check", "--platform", "ios", "--experience", "table-row")
    assertSnapshot(result.output, named: "two-steps.txt")
  }

  // MARK: - Taking a scenario over

  @Test func anOverriddenScenarioIsAcceptedAndGenerateLeavesItAlone() throws {
    defer { directory.remove() }
    try replace("When I press Space", with: "When I press the space bar", in: feature)
    try replace(
      "@criterion:keyboard.space @wcag:2.1.1 @automatable",
      with: "@criterion-override:keyboard.space @wcag:2.1.1 @automatable",
      in: feature)
    let edited = try directory.read(feature)
    #expect(run("check").output == "in sync: 13 generated files match the criteria\n")
    // A criteria change elsewhere: generate keeps the team's version and adds no duplicate.
    try changeACriterion()
    #expect(run("generate").status == 0)
    let regenerated = try directory.read(feature)
    #expect(regenerated.contains("@criterion-override:keyboard.space @wcag:2.1.1 @automatable\n"))
    #expect(regenerated.contains("    When I press the space bar\n"))
    #expect(!regenerated.contains("@criterion:keyboard.space"))
    #expect(!regenerated.contains("When I press Space\n"))
    #expect(regenerated != edited)
    #expect(run("check").output == "in sync: 13 generated files match the criteria\n")
    #expect(run("generate").output == "0 written, 13 unchanged, 0 removed\n")
  }

  @Test func aGeneratedScenarioBesideItsOverrideIsReported() throws {
    defer { directory.remove() }
    try replace(
      "  @criterion:keyboard.space @wcag:2.1.1 @automatable\n",
      with:
        "  @criterion-override:keyboard.space\n  Scenario: Our Space test\n    When I press Space\n    Then something happens\n\n  @criterion:keyboard.space @wcag:2.1.1 @automatable\n",
      in: feature)
    let result = run("check", "--platform", "ios", "--experience", "table-row")
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "override-and-generated.txt")
    #expect(run("generate").status == 0)
    #expect(run("check").status == 0)
    let text = try directory.read(feature)
    #expect(text.contains("  Scenario: Our Space test\n"))
    #expect(!text.contains("@criterion:keyboard.space"))
  }

  // MARK: - Ticks

  @Test func aTickedItemIsNotDriftAndGenerateKeepsIt() throws {
    defer { directory.remove() }
    try replace("- [ ] `keyboard.space`", with: "- [x] `keyboard.space`", in: checklist)
    try replace("- [ ] `focus.order`", with: "- [X] `focus.order`", in: checklist)
    #expect(run("check").output == "in sync: 13 generated files match the criteria\n")
    #expect(run("check", "--strict").status == 0)
    try changeACriterion()
    try replace(
      "An equivalent non-visual challenge is offered",
      with: "An equivalent challenge that needs no sight is offered", in: "criteria/captcha.json")
    #expect(run("generate").status == 0)
    let text = try directory.read(checklist)
    #expect(text.contains("- [x] `keyboard.space` "))
    #expect(text.contains("- [x] `focus.order` "))
    #expect(text.contains("- [ ] `keyboard.focus` "))
    #expect(text.contains("- [ ] `design.alternative` An equivalent challenge that needs no sight"))
    #expect(run("check", "--strict").output == "in sync: 13 generated files match the criteria\n")
    #expect(run("generate").output == "0 written, 13 unchanged, 0 removed\n")
  }

  // MARK: - --strict

  @Test func strictRendersAfreshEvenWhenTheContentHashWasRecomputed() throws {
    defer { directory.remove() }
    try replace("When I press Space", with: "When I press the space bar", in: feature)
    // Recompute the content hash as if the tool had written the edit.
    let (header, body) = try #require(
      GeneratedHeader.read(from: Substring(try directory.read(feature))))
    try directory.write(
      GeneratedHeader.file(
        .gherkin, component: header.component, fingerprint: header.fingerprint,
        command: header.command, body: String(body),
        scenarios: header.scenarios.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }),
      to: feature)
    #expect(run("check").status == 0, "the fast path trusts a matching content hash")
    let strict = run("check", "--strict")
    #expect(strict.status == 1)
    // The edited step is drift, and a step no exported step definition runs.
    #expect(
      strict.output.hasPrefix(
        "\(feature):31:5: warning: the step 'When I press the space bar' in the scenario of keyboard.space matches no phrase of the step vocabulary, so no exported step definition runs it (in 1 generated feature file)\n"
      ))
    #expect(
      strict.output.contains(
        "\n\(feature):31: changed scenario [captcha ios table-row keyboard.space]: step 4 differs\n"
      ))
  }

  @Test func strictNotCanonicalAdvisesFmt() throws {
    defer { directory.remove() }
    try replace("    When I press Space\n", with: "    When   I press Space\n", in: feature)
    #expect(run("check").status == 0)
    let strict = run("check", "--strict")
    #expect(strict.status == 1)
    assertSnapshot(strict.output, named: "strict-not-canonical.txt")
    #expect(run("fmt", feature).status == 0)
    #expect(run("check", "--strict").status == 0)
  }

  // MARK: - Settings and files

  @Test func filesGeneratedWithOtherSettingsAreSaidToBeSoAndTheFixKeepsThem() throws {
    defer { directory.remove() }
    let export = run("templates", "export", "exported")
    #expect(export.status == 0)
    try directory.write(
      try directory.read("exported/feature.mustache").replacingOccurrences(
        of: "  Test with", with: "  Please test with"), to: "templates/feature.mustache")
    #expect(run("generate", "--templates", "templates").status == 0)
    let result = run("check", "--platform", "ios", "--experience", "table-row")
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "other-settings.txt")
    #expect(result.output.hasSuffix("to regenerate: a11y-gherkin generate --templates templates\n"))
    #expect(run("check", "--templates", "templates").status == 0)
  }

  @Test func aFileThatWasNotGeneratedIsSaidToBeSo() throws {
    defer { directory.remove() }
    try directory.write("Feature: Ours\n\n  Scenario: Mine\n    Given a thing\n", to: feature)
    let result = run("check")
    #expect(result.status == 2)
    #expect(
      result.error
        == "\(feature): error: the file exists but was not generated by a11y-gherkin; move it away or delete it, generate will not overwrite it\n"
    )
    let generate = run("generate")
    #expect(generate.status == 2)
    #expect(
      generate.error.contains(": error: the file exists but was not generated by a11y-gherkin"))
  }

  @Test(arguments: [
    ("features/captcha", "features/captcha", "android/audio-challenge.feature", "features"),
    (".", ".", "features/captcha/android/audio-challenge.feature", "features"),
  ])
  func anOutputDirectoryAtTheWrongDepthIsInvalidInput(
    out: String, shown: String, example: String, suggestion: String
  ) throws {
    defer { directory.remove() }
    let result = run("check", "--out", out)
    #expect(result.status == 2)
    #expect(
      result.error
        == "\(shown): error: the output directory holds generated files at another depth than generate writes them (such as \(example)): name the directory they were generated in, such as --out \(suggestion)\n"
    )
  }

  @Test func theConfigurationsOutputDirectoryMayNotExistYet() throws {
    defer { directory.remove() }
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("features"))
    let result = run("check")
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "not-generated-yet.txt")
    let named = run("check", "--out", "features")
    #expect(named.status == 2)
  }
}
