import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import FeatureGenerator

/// The index in the generation plan and in `check`: written, kept up to date, reported when
/// missing, stale or edited, removed only when generated, and never in place of a README
/// the tool did not write.
@Suite struct IndexDriftTests {
  private let directory: TemporaryDirectory
  private let generator: FeatureGenerator
  private let index = "README.md"

  init() throws {
    directory = try TemporaryDirectory()
    generator = try Self.generator(switchCriteria)
    try generate(with: generator)
  }

  private static func generator(_ criteria: String, index: Bool = true) throws -> FeatureGenerator {
    try FeatureGenerator(
      catalog: catalog(criteria), templates: .defaults(),
      options: GenerationOptions(
        regenerateCommand: "a11y-gherkin generate --out features", index: index))
  }

  /// Generates as the command does: the targets' files, then the index decision.
  @discardableResult
  private func generate(with generator: FeatureGenerator) throws -> GenerationPlan {
    var files = try generator.generate()
    if case .generate(let index) = try generator.indexDecision(
      in: directory.path, displayName: "features")
    {
      files.append(index)
    }
    let plan = GenerationPlan(files: files, directory: directory.path, options: generator.options)
    try plan.checkSafe(in: directory.path)
    try plan.apply(to: directory.path)
    return plan
  }

  private func check(strict: Bool = false, with other: FeatureGenerator? = nil) throws
    -> CheckResult
  {
    try DriftDetector(generator: other ?? generator, strict: strict).check(
      directory: directory.path, displayName: "features")
  }

  private func text(_ path: String) throws -> String {
    try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
  }

  private func items(_ result: CheckResult) -> [String] {
    result.items.map {
      "\($0.kind.rawValue) \($0.file):\($0.line.map(String.init) ?? "-") \($0.cause?.rawValue ?? "-")"
    }
  }

  @Test func theIndexIsWrittenWithTheFilesAndIsInSync() throws {
    defer { directory.remove() }
    #expect(try text(index).contains("| Switch (`switch`) | Toggle (`toggle`) | [2 scenarios]"))
    let result = try check(strict: true)
    #expect(result.inSync)
    #expect(result.filesChecked.contains(index))
    // A second run changes nothing.
    let again = try generate(with: generator)
    #expect(again.writes.isEmpty)
    #expect(again.unchanged.map(\.path).contains(index))
  }

  @Test func aMissingIndexIsAMissingFile() throws {
    defer { directory.remove() }
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent(index))
    #expect(items(try check()) == ["missing-file README.md:- -"])
  }

  @Test func anIndexEditedByHandIsDriftEditedByHand() throws {
    defer { directory.remove() }
    let original = try text(index)
    try original.replacingOccurrences(of: "[2 scenarios]", with: "[3 scenarios]").write(
      to: directory.url.appendingPathComponent(index), atomically: true, encoding: .utf8)
    let result = try check()
    #expect(items(result) == ["changed-index README.md:19 edited-by-hand"])
    let item = try #require(result.items.first)
    #expect(item.found?.contains("[3 scenarios]") == true)
    #expect(item.expected?.contains("[2 scenarios]") == true)
    #expect(item.component == "")
    // Regenerating restores it.
    try generate(with: generator)
    #expect(try text(index) == original)
  }

  @Test func anIndexLeftBehindByTheCriteriaIsDriftFromChangedInputs() throws {
    defer { directory.remove() }
    // A criterion more: one scenario more in the feature file, and in the index.
    let more = switchCriteria.replacingOccurrences(
      of: "\"criteria\": [",
      with: """
        "criteria": [
          {
            "id": "gesture.swipe", "group": "gestures", "wcag": ["4.1.2"],
            "title": "Swipe reaches the switch", "checklist": "Swipe reaches it",
            "when": "I swipe to the switch", "then": ["it is focused"]
          },
        """)
    let changed = try Self.generator(more)
    let result = try check(with: changed)
    #expect(items(result).contains("changed-index README.md:13 inputs-changed"))
    try generate(with: changed)
    #expect(try text(index).contains("[3 scenarios]"))
    #expect(try check(with: changed).inSync)
  }

  @Test func withoutTheIndexAGeneratedOneIsOrphanedAndRemoved() throws {
    defer { directory.remove() }
    let off = try Self.generator(switchCriteria, index: false)
    #expect(items(try check(with: off)) == ["orphaned-file README.md:1 -"])
    let plan = try generate(with: off)
    #expect(plan.removals == [index])
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/" + index))
    #expect(try check(with: off).inSync)
  }

  @Test func strictReportsAnIndexHeaderOfOtherSettings() throws {
    defer { directory.remove() }
    let other = try text(index).replacingOccurrences(
      of: "regenerate: a11y-gherkin generate --out features",
      with: "regenerate: a11y-gherkin generate --out ./features")
    try other.write(
      to: directory.url.appendingPathComponent(index), atomically: true, encoding: .utf8)
    #expect(try check().inSync)
    #expect(items(try check(strict: true)) == ["not-canonical README.md:6 -"])
  }

  /// A README.md of the team's where the index goes: every run leaves it as it is, whatever
  /// the options, and says why there is no index.
  @Test func aHandWrittenReadmeIsNeverReplacedOrRemoved() throws {
    defer { directory.remove() }
    let readme = "# Our accessibility tests\n\nRun them before every release.\n"
    try readme.write(
      to: directory.url.appendingPathComponent(index), atomically: true, encoding: .utf8)
    guard
      case .keepHandWritten(let warning) = try generator.indexDecision(
        in: directory.path, displayName: "features")
    else {
      Issue.record("the index would replace the README")
      return
    }
    #expect(warning.severity == .warning)
    #expect(warning.path == "features/README.md")
    #expect(
      warning.message
        == "this README.md was not written by a11y-gherkin, so it stays as it is and the index"
        + " of the generated files is not written there; to get the index, move the file away"
        + " and generate again, or to say you do not want it, set \"index\": false in the"
        + " project configuration (or pass --no-index)")
    // Generating with and without the index, and checking, leave it as it is.
    try generate(with: generator)
    try generate(with: try Self.generator(switchCriteria, index: false))
    let result = try check()
    #expect(result.inSync)
    #expect(!result.filesChecked.contains(index))
    #expect(result.warnings == [warning])
    #expect(try check(with: try Self.generator(switchCriteria, index: false)).inSync)
    #expect(try text(index) == readme)
    // Even a plan that lists the index anyway refuses to write over it.
    let forced = GenerationPlan(
      files: [generator.index { _ in true }.file(command: "a11y-gherkin generate")],
      directory: directory.path, options: generator.options)
    #expect(throws: DiagnosticsError.self) { try forced.checkSafe(in: directory.path) }
    #expect(try text(index) == readme)
  }

  /// A README.md that only looks generated (its first lines copied, the rest not) is the
  /// team's too.
  @Test func aReadmeWithAPartialHeaderIsTheTeams() throws {
    defer { directory.remove() }
    let copied = try text(index).split(separator: "\n").prefix(3).joined(separator: "\n")
    let readme = copied + "\nOur notes.\n"
    try readme.write(
      to: directory.url.appendingPathComponent(index), atomically: true, encoding: .utf8)
    try generate(with: generator)
    try generate(with: try Self.generator(switchCriteria, index: false))
    #expect(try text(index) == readme)
  }
}
