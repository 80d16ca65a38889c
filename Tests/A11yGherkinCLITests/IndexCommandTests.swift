import A11yGherkinCLI
import Foundation
import TestSupport
import Testing

/// The index as users meet it: written by `generate`, turned off by the configuration or
/// `--no-index`, and never in place of a README.md someone wrote.
@Suite struct IndexCommandTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func run(_ arguments: String...) -> CLI.Result {
    CLI.run(arguments, in: directory.path)
  }

  private func text(_ path: String) throws -> String {
    try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.path + "/" + path)
  }

  private let warning =
    "features/README.md: warning: this README.md was not written by a11y-gherkin, so it stays"
    + " as it is and the index of the generated files is not written there; to get the index,"
    + " move the file away and generate again, or to say you do not want it, set \"index\":"
    + " false in the project configuration (or pass --no-index)\n"

  /// Every way to run generate and check over a README.md the team wrote leaves it byte for
  /// byte as it was, and says why there is no index.
  @Test func neverWritesOverOrRemovesAHandWrittenReadme() throws {
    defer { directory.remove() }
    let readme = "# Accessibility tests\n\nOwned by the QA team: see the wiki.\n"
    try directory.write(readme, to: "features/README.md")
    let runs: [[String]] = [
      ["generate", "--component", "captcha"],
      ["generate", "--component", "captcha", "--dry-run"],
      ["generate", "--component", "button"],
      ["generate"],
      ["generate", "--prune-edited"],
      ["generate", "--no-index"],
      ["generate", "--no-index", "--prune-edited"],
    ]
    for arguments in runs {
      let result = CLI.run(arguments, in: directory.path)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(result.error == (arguments.contains("--no-index") ? "" : warning), "\(arguments)")
      #expect(try text("features/README.md") == readme, "\(arguments)")
    }
    let check = run("check")
    #expect(check.status == 0)
    #expect(check.error == warning)
    #expect(check.output.hasPrefix("in sync: "))
    let json = run("check", "--format", "json")
    #expect(json.status == 0)
    #expect(
      json.output.contains("\"severity\": \"warning\",\n      \"file\": \"features/README.md\""))
    #expect(try text("features/README.md") == readme)
  }

  /// A README.md that is a link to a file elsewhere is never followed for writing.
  @Test func neverWritesThroughALinkedReadme() throws {
    defer { directory.remove() }
    let outside = "# Somewhere else\n"
    let target = try directory.write(outside, to: "docs/README.md")
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("features"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/features/README.md", withDestinationPath: target.path)
    let result = run("generate", "--component", "captcha")
    #expect(result.status == 0)
    #expect(result.error == warning)
    #expect(try String(contentsOf: target, encoding: .utf8) == outside)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: directory.path + "/features/README.md") == target.path)
  }

  @Test func theConfigurationCanTurnTheIndexOff() throws {
    defer { directory.remove() }
    try directory.write(
      """
      {"version": 1, "builtIn": ["captcha"], "index": false}
      """, to: "a11y-gherkin.json")
    #expect(run("generate").status == 0)
    #expect(!exists("features/README.md"))
    #expect(
      try text("features/captcha/ios/table-row.md").contains("regenerate: a11y-gherkin generate\n"))
    #expect(run("check").output == "in sync: 12 generated files match the criteria\n")
    // Turned on again, the next generate writes it and check compares it.
    try directory.write(
      """
      {"version": 1, "builtIn": ["captcha"]}
      """, to: "a11y-gherkin.json")
    #expect(
      run("check").output.contains("features/README.md: missing file: the index is missing\n"))
    #expect(
      run("generate").output == "wrote features/README.md\n1 written, 12 unchanged, 0 removed\n")
    #expect(run("check").output == "in sync: 13 generated files match the criteria\n")
    // And off again: the index it wrote goes away, and nothing else.
    try directory.write(
      """
      {"version": 1, "builtIn": ["captcha"], "index": false}
      """, to: "a11y-gherkin.json")
    #expect(run("check").output.contains("features/README.md:1: orphaned file: "))
    #expect(
      run("generate").output == "removed features/README.md\n0 written, 12 unchanged, 1 removed\n")
  }

  @Test func noIndexIsRecordedInTheRegenerateCommand() throws {
    defer { directory.remove() }
    let result = run("generate", "--out", "out", "--component", "captcha", "--no-index")
    #expect(result.status == 0)
    #expect(!exists("out/README.md"))
    #expect(
      try text("out/captcha/ios/table-row.feature").contains(
        "# regenerate: a11y-gherkin generate --out out --no-index\n"))
    #expect(
      run("check", "--out", "out", "--component", "captcha", "--no-index").output
        == "in sync: 12 generated files match the criteria\n")
  }

  @Test func aFilteredRunIndexesItsSelectionAndKeepsWhatIsThere() throws {
    defer { directory.remove() }
    #expect(run("generate", "--component", "button", "--platform", "ios").status == 0)
    let alone = try text("features/README.md")
    #expect(alone.contains("\n1 component, 2 feature files and 2 checklists, 19 scenarios.\n"))
    #expect(!alone.contains("Android"))
    #expect(run("generate", "--component", "captcha").status == 0)
    let both = try text("features/README.md")
    #expect(both.contains("\n2 components, 8 feature files and 8 checklists, "))
    #expect(both.contains("[10 scenarios](button/ios/text-button.feature)"))
    #expect(both.contains("[12 scenarios](captcha/android/table-row.feature)"))
    // The button's files are still listed after a run that did not select it.
    #expect(run("check", "--component", "button", "--platform", "ios").status == 0)
    #expect(run("check", "--component", "captcha").status == 0)
  }

  /// Without an index, a run filtered to one component loads only that component: the files
  /// of another, with a note added by hand, are neither rewritten nor removed.
  @Test func aFilteredRunWithoutAnIndexLeavesOtherComponentsEditsAlone() throws {
    defer { directory.remove() }
    #expect(run("generate", "--component", "button", "--no-index").status == 0)
    let path = directory.path + "/features/button/ios/text-button.feature"
    let edited = try text("features/button/ios/text-button.feature") + "# the team's note\n"
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(
      run("generate", "--component", "captcha", "--no-index").output.hasSuffix(
        "12 written, 0 unchanged, 0 removed\n"))
    #expect(try text("features/button/ios/text-button.feature") == edited)
    #expect(run("check", "--component", "captcha", "--no-index").status == 0)
    #expect(run("check", "--component", "button", "--no-index").status == 0)
  }
}
