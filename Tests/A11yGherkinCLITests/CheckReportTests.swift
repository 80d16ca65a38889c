import A11yCriteria
import Foundation
import TestSupport
import Testing

/// Every outcome of `check` in every report format, against golden files: drift, invalid input
/// (exit 2), paths that need encoding, diffs, counts. The golden SARIF and JUnit files are the
/// ones validated against the official schemas (see the README's "Report formats").
@Suite struct CheckReportTests {
  static let formats = ["text", "json", "junit", "sarif", "github"]

  private let directory: TemporaryDirectory
  private let out: String

  init() throws {
    directory = try TemporaryDirectory()
    // A repository whose root is the temporary directory: SARIF and GitHub paths start there.
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    out = "features"
  }

  /// Captcha alone, so that the reports stay the same as the catalog grows.
  private func generate(out: String = "features", in subdirectory: String = "") {
    let result = CLI.run(
      ["generate", "--out", out, "--component", "captcha"], in: path(subdirectory))
    precondition(result.status == 0, result.error)
  }

  private func path(_ subdirectory: String) -> String {
    subdirectory.isEmpty ? directory.path : directory.path + "/" + subdirectory
  }

  private func replace(_ old: String, with new: String, in file: String) throws {
    let url = directory.url.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(old), "\(file) does not hold \(old)")
    try text.replacingOccurrences(of: old, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  private func remove(_ file: String) throws {
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent(file))
  }

  /// Runs `check` in every format, compares each report with its golden file (the temporary
  /// directory written as `/ROOT`), and expects the same exit status from all.
  private func expectReports(
    _ name: String, _ arguments: [String] = [], in subdirectory: String = "", status: Int32,
    scope: [String] = ["--component", "captcha"], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for format in Self.formats {
      let result = CLI.run(
        ["check"] + arguments + scope + ["--format", format], in: path(subdirectory))
      #expect(result.status == status, "\(format): \(result.error)", sourceLocation: sourceLocation)
      // Text leaves invalid input to the error stream: that is its report.
      let report = format == "text" && status == 2 ? result.error : result.output
      let output = report.replacingOccurrences(of: directory.path, with: "/ROOT")
      assertSnapshot(output, named: "\(name).\(format)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Invalid input: every format reports it, and the exit status stays 2

  /// An edited step, an edited checklist item of the same criterion and an edited checklist
  /// heading: three drift items in every format, each JUnit failure once.
  @Test func everyFormatCountsTheSameDriftItems() throws {
    defer { directory.remove() }
    generate()
    let feature = "features/captcha/ios/image-button.feature"
    let checklist = "features/captcha/ios/image-button.md"
    try replace("When I press Space\n", with: "When I press Space twice\n", in: feature)
    try replace("- [ ] `keyboard.space` ", with: "- [x] `keyboard.space` edited ", in: checklist)
    try replace("## 1. External keyboard", with: "## 1. Keyboard", in: checklist)
    func report(_ format: String) -> String {
      CLI.run(["check", "--component", "captcha", "--format", format], in: directory.path).output
    }
    func count(_ text: String, _ needle: String) -> Int {
      text.components(separatedBy: needle).count - 1
    }
    #expect(report("text").contains("\n3 drift items in 2 of 13 generated files\n"))
    #expect(count(report("json"), "\"kind\":") == 3)
    let sarif = report("sarif")
    #expect(
      count(sarif, "\"ruleId\":") - count(sarif, "\"ruleId\": \"step-outside-vocabulary\"") == 3)
    #expect(count(report("github"), "::error ") == 3)
    let junit = report("junit")
    #expect(count(junit, "<failure ") == 3)
    // Failing test cases: keyboard.space (the step and its item) and the checklist (its heading).
    let suites = junit.split(separator: "\n").first { $0.hasPrefix("<testsuites ") }
    #expect(suites?.contains("failures=\"2\"") == true)
  }

  @Test func aFeatureFileThatDoesNotParse() throws {
    defer { directory.remove() }
    generate()
    try replace(
      "    When I press Space\n", with: "    When I press Space\n      | a |\n      | b | c |\n",
      in: "features/captcha/ios/table-row.feature")
    expectReports("invalid-feature", ["--out", "features"], status: 2)
    let text = CLI.run(["check", "--out", "features"], in: directory.path)
    #expect(text.output == "")
    #expect(
      text.error.hasPrefix(
        "features/captcha/ios/table-row.feature:34:7: error: inconsistent cell count within the table\n"
      ))
  }

  @Test func badCriteria() throws {
    defer { directory.remove() }
    try directory.write(
      """
      {
        "version": 1,
        "id": "Bad_Id",
        "title": "Switch"
      }
      """, to: "criteria/switch.json")
    expectReports("invalid-criteria", ["--criteria", "criteria"], status: 2)
  }

  @Test func aBadTemplate() throws {
    defer { directory.remove() }
    try directory.write("{{#keyword}} {{text}}\n", to: "templates/step.mustache")
    expectReports("invalid-template", ["--templates", "templates"], status: 2)
  }

  // MARK: - Criteria mistakes that would generate broken steps: located errors

  /// A valid criteria document with an examples table, to break in one place.
  static let criteria = """
    {
      "version": 1,
      "id": "switch",
      "title": "Switch",
      "experiences": [{"id": "toggle", "title": "Toggle", "interactiveElement": "the switch"}],
      "platforms": [{"id": "ios", "name": "iOS", "screenReader": "VoiceOver"}],
      "criteria": [
        {"id": "keyboard.space", "group": "keyboard", "wcag": ["2.1.1"], "title": "Space toggles",
         "checklist": "Space toggles", "given": ["an external keyboard is connected"],
         "when": "I press <key>", "then": ["the switch is <state>"],
         "examples": {"header": ["key", "state"], "rows": [["Space", "on"]]}},
        {"id": "gesture.double-tap", "group": "gestures", "wcag": ["4.1.2"],
         "title": "Double tap toggles", "checklist": "Double tap toggles",
         "when": "I double tap", "then": ["the switch is on"]}
      ]
    }

    """

  static let criteriaMistakes: [(name: String, old: String, new: String)] = [
    ("undefined-placeholder", "the switch is <state>", "the switch is <status>"),
    ("unused-column", "the switch is <state>", "the switch is on"),
    (
      "placeholder-without-examples", "\"then\": [\"the switch is on\"]",
      "\"then\": [\"the switch is <state>\"]"
    ),
    (
      "keyword-in-step", "\"then\": [\"the switch is on\"]", "\"then\": [\"Then the switch is on\"]"
    ),
    (
      "keyword-in-given", "an external keyboard is connected",
      "and an external keyboard is connected"
    ),
    ("duplicate-title", "\"title\": \"Double tap toggles\"", "\"title\": \"Space toggles\""),
  ]

  @Test(arguments: criteriaMistakes.map(\.name))
  func criteriaMistake(name: String) throws {
    defer { directory.remove() }
    let mistake = try #require(Self.criteriaMistakes.first { $0.name == name })
    #expect(Self.criteria.contains(mistake.old))
    try directory.write(
      Self.criteria.replacingOccurrences(of: mistake.old, with: mistake.new), to: "c.json")
    expectReports("criteria-\(name)", ["--criteria", "c.json"], status: 2, scope: [])
  }

  @Test func anObsoleteWCAGReferenceIsAWarning() throws {
    defer { directory.remove() }
    try directory.write(
      Self.criteria.replacingOccurrences(
        of: "\"wcag\": [\"4.1.2\"]", with: "\"wcag\": [\"4.1.2\", \"4.1.1\"]"), to: "c.json")
    let warning = """
      c.json:12:73: warning: criteria[1].wcag[1]: '4.1.1' is obsolete in WCAG 2.2 (removed as always satisfied); cite the success criteria the check is about instead, such as 4.1.2
         12 |     {"id": "gesture.double-tap", "group": "gestures", "wcag": ["4.1.2", "4.1.1"],
            |                                                                         ^

      """
    let generated = CLI.run(["generate", "--criteria", "c.json"], in: directory.path)
    #expect(generated.status == 0)
    #expect(generated.error == warning)
    expectReports("criteria-obsolete-wcag", ["--criteria", "c.json"], status: 0, scope: [])
    let listed = CLI.run(["list", "--criteria", "c.json"], in: directory.path)
    #expect(listed.status == 0)
    #expect(listed.error == warning)
  }

  @Test func theCriteriaWithoutMistakesAreValid() throws {
    defer { directory.remove() }
    try directory.write(Self.criteria, to: "c.json")
    let result = CLI.run(["generate", "--criteria", "c.json"], in: directory.path)
    #expect(result.status == 0, "\(result.error)")
  }

  // MARK: - JUnit: a criterion passes only when its scenario and checklist item are in sync

  @Test func aMissingFeatureFileFailsEveryCriterionItHolds() throws {
    defer { directory.remove() }
    generate()
    try remove("features/captcha/ios/image-button.feature")
    expectReports("missing-feature", ["--out", "features"], status: 1)
  }

  @Test func anEditedChecklistItemFailsItsCriterion() throws {
    defer { directory.remove() }
    generate()
    try replace(
      "`keyboard.space` Space activates the captcha row",
      with: "`keyboard.space` Space or Enter activates the captcha row",
      in: "features/captcha/ios/table-row.md")
    expectReports("changed-checklist-item", ["--out", "features"], status: 1)
  }

  // MARK: - Paths: encoded in SARIF, relative to the repository root

  @Test func pathsWithSpacesPercentAndHashFromASubdirectory() throws {
    defer { directory.remove() }
    let out = "out dir #1 100%"
    generate(out: out, in: "")
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
    try replace(
      "When I press Space", with: "When I press the space bar",
      in: "\(out)/captcha/ios/table-row.feature")
    expectReports("encoded-paths", ["--out", "../\(out)"], in: "sub dir", status: 1)
  }

  @Test func pathBaseNamesWherePathsStart() throws {
    defer { directory.remove() }
    generate()
    try remove("features/captcha/android/table-row.md")
    let result = CLI.run(
      [
        "check", "--out", "features", "--component", "captcha", "--format", "github",
        "--path-base", "features",
      ],
      in: directory.path)
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "::error file=captcha/android/table-row.md,title=a11y-gherkin%3A missing file::"))
    let missing = CLI.run(["check", "--path-base", "nowhere"], in: directory.path)
    #expect(missing.status == 2)
    #expect(missing.error == "nowhere: error: --path-base names no directory\n")
  }

  // MARK: - Diffs in every format

  @Test func diffsInEveryFormat() throws {
    defer { directory.remove() }
    generate()
    try replace(
      "When I press Space", with: "When I press the space bar",
      in: "features/captcha/ios/table-row.feature")
    expectReports("diff", ["--out", "features", "--diff"], status: 1)
  }

  @Test func anIndexEditedByHandInEveryFormat() throws {
    defer { directory.remove() }
    generate()
    try replace(
      "[11 scenarios](captcha/ios/table-row.feature)",
      with: "[10 scenarios](captcha/ios/table-row.feature)", in: "features/README.md")
    expectReports("changed-index", ["--out", "features"], status: 1)
  }

  @Test func aMissingIndexInEveryFormat() throws {
    defer { directory.remove() }
    generate()
    try remove("features/README.md")
    expectReports("missing-index", ["--out", "features"], status: 1)
  }

  // MARK: - Counts and wording

  @Test func oneDriftItemAndOrphanedFilesCount() throws {
    defer { directory.remove() }
    generate()
    try replace(
      "When I press Space", with: "When I press the space bar",
      in: "features/captcha/ios/table-row.feature")
    expectReports("one-item", ["--out", "features"], status: 1)
    // Checking one level too deep names the mistake (exit 2) instead of reporting every file. A
    // component filter would leave the files out of scope, so Captcha comes as a criteria file.
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    expectReports(
      "too-deep", ["--out", "features/captcha", "--criteria", "criteria"], status: 2, scope: [])
  }
}
