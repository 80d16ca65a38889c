import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import FeatureGenerator

/// Every kind of drift, what is not drift, and why a file drifted.
@Suite struct DriftDetectorTests {
  private let directory: TemporaryDirectory
  private let generator: FeatureGenerator
  private let feature = "switch/ios/toggle.feature"
  private let checklist = "switch/ios/toggle.md"

  init() throws {
    directory = try TemporaryDirectory()
    generator = try FeatureGenerator(
      catalog: catalog(switchCriteria), templates: .defaults(),
      options: GenerationOptions(regenerateCommand: "a11y-gherkin generate --out features"))
    try GenerationPlan(
      files: generator.generate(), directory: directory.path, options: generator.options
    )
    .apply(to: directory.path)
  }

  private func check(strict: Bool = false, with other: FeatureGenerator? = nil) throws
    -> CheckResult
  {
    try DriftDetector(generator: other ?? generator, strict: strict).check(
      directory: directory.path)
  }

  private func edit(_ path: String, _ change: (String) -> String) throws {
    let url = directory.url.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "the edit changed nothing")
    try changed.write(to: url, atomically: true, encoding: .utf8)
  }

  private func kinds(_ result: CheckResult) -> [String] {
    result.items.map {
      "\($0.kind.rawValue) \($0.file):\($0.line.map(String.init) ?? "-") \($0.criterion ?? "-")"
    }
  }

  @Test func freshOutputIsInSync() throws {
    defer { directory.remove() }
    let result = try check(strict: true)
    #expect(result.inSync)
    #expect(result.filesChecked == [feature, checklist])
  }

  @Test func reportsAMissingFile() throws {
    defer { directory.remove() }
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent(feature))
    #expect(kinds(try check()) == ["missing-file \(feature):- -"])
  }

  @Test func reportsAnOrphanedGeneratedFileButNotAHandWrittenOne() throws {
    defer { directory.remove() }
    let text = try String(
      contentsOf: directory.url.appendingPathComponent(feature), encoding: .utf8)
    try directory.write(text, to: "switch/ios/old.feature")
    try directory.write("Feature: Ours\n", to: "switch/ios/ours.feature")
    #expect(kinds(try check()) == ["orphaned-file switch/ios/old.feature:1 -"])
  }

  @Test func reportsAMissingScenario() throws {
    defer { directory.remove() }
    try edit(feature) { text in
      let start = text.range(of: "  @criterion:screen-reader.state")!.lowerBound
      return String(text[..<start])
    }
    #expect(kinds(try check()) == ["missing-scenario \(feature):9 screen-reader.state"])
  }

  @Test func reportsAnUnexpectedGeneratedScenario() throws {
    defer { directory.remove() }
    try edit(feature) {
      $0
        + "\n  @criterion:keyboard.escape @wcag:2.1.2\n  Scenario: Escape closes\n    When I press Escape\n    Then it closes\n"
    }
    let result = try check()
    #expect(kinds(result) == ["unexpected-scenario \(feature):24 keyboard.escape"])
  }

  /// Each difference at its own line: the differing step's, or the scenario's.
  @Test(arguments: [
    ("When I press Space", "When I press the space bar", "step 2 differs", 15),
    (
      "Scenario: Space toggles the switch", "Scenario: Space flips the switch", "its name differs",
      13
    ),
    (
      "@criterion:keyboard.space @wcag:2.1.1", "@criterion:keyboard.space @wcag:2.1.2",
      "its generated tags differ", 13
    ),
    ("    Then it toggles\n", "    Then it toggles\n    And it stays on\n", "step 4 differs", 17),
  ])
  func reportsAChangedScenario(old: String, new: String, message: String, line: Int) throws {
    defer { directory.remove() }
    try edit(feature) { $0.replacingOccurrences(of: old, with: new) }
    let result = try check()
    #expect(kinds(result) == ["changed-scenario \(feature):\(line) keyboard.space"])
    #expect(result.items.first?.message == message)
    #expect(result.items.first?.cause == .editedByHand)
  }

  @Test func reportsAChangedFeatureHeader() throws {
    defer { directory.remove() }
    try edit(feature) {
      $0.replacingOccurrences(of: "Feature: Switch: Toggle on iOS", with: "Feature: Switch")
    }
    let result = try check()
    #expect(kinds(result) == ["changed-header \(feature):9 -"])
    #expect(result.items.first?.expected == "Switch: Toggle on iOS")
    #expect(result.items.first?.found == "Switch")
  }

  @Test func reportsAChangedChecklistButNotATick() throws {
    defer { directory.remove() }
    try edit(checklist) {
      $0.replacingOccurrences(of: "- [ ] `keyboard.space`", with: "- [x] `keyboard.space`")
    }
    #expect(try check().inSync)
    #expect(try check(strict: true).inSync)
    try edit(checklist) {
      $0.replacingOccurrences(of: "Space toggles it", with: "Space flips it")
    }
    let result = try check()
    // The item is drift of its own criterion.
    #expect(kinds(result) == ["changed-checklist \(checklist):15 keyboard.space"])
    #expect(result.items.first?.found == "- [x] `keyboard.space` Space flips it (WCAG 2.1.1)")
  }

  @Test func ignoresHandWrittenScenariosTeamTagsCommentsAndLayout() throws {
    defer { directory.remove() }
    try edit(feature) { text in
      text.replacingOccurrences(
        of: "@wcag:2.1.1 @automatable", with: "@wcag:2.1.1 @automatable @JIRA-123"
      )
      .replacingOccurrences(
        of: "    When I press Space", with: "# why we test this\n        When   I press Space")
        + "\n  Scenario: Ours\n    Given a thing\n    When it happens\n    Then all is well\n"
    }
    #expect(try check().inSync)
    let strict = try check(strict: true)
    // The comment is the team's, kept where it is; the step's layout is the first difference.
    #expect(kinds(strict) == ["not-canonical \(feature):16 -"])
  }

  @Test func tellsInputChangesFromHandEdits() throws {
    defer { directory.remove() }
    let changed = try FeatureGenerator(
      catalog: catalog(
        switchCriteria.replacingOccurrences(
          of: "\"I press Space\"", with: "\"I press the Space key\"")),
      templates: .defaults(), options: generator.options)
    let result = try check(with: changed)
    #expect(kinds(result) == ["changed-scenario \(feature):15 keyboard.space"])
    #expect(result.items.first?.cause == .inputsChanged)
  }

  @Test func anUnparseableFeatureIsAnErrorNotDrift() throws {
    defer { directory.remove() }
    try edit(feature) { $0 + "  | a |\n  | b | c |\n" }
    #expect(throws: DiagnosticsError.self) { try check() }
  }
}
