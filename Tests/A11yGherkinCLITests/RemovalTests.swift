import A11yCriteria
import Foundation
import TestSupport
import Testing

/// When a component or experience goes away, generate removes its files only if nothing in
/// them is a team's work, and a mistaken `--out` never removes anything.
@Suite struct RemovalTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func run(_ arguments: String...) -> CLI.Result {
    run(arguments)
  }

  private func run(_ arguments: [String]) -> CLI.Result {
    CLI.run(arguments, in: directory.path)
  }

  /// Every file below the directory with its contents.
  private func snapshot() -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: directory.files().map {
        ($0, (try? directory.read($0)) ?? "<unreadable>")
      })
  }

  /// Generates from a copy of the built-in Captcha, then renames one experience in it.
  private func generateThenRenameImageButton() throws {
    let captcha = BuiltInCatalog.embeddedFile("captcha.json") ?? ""
    try directory.write(captcha, to: "criteria/captcha.json")
    #expect(run("generate", "--criteria", "criteria", "--out", "out").status == 0)
    try directory.write(
      captcha.replacingOccurrences(of: "image-button", with: "picture-button"),
      to: "criteria/captcha.json")
  }

  @Test func keepsAFileWithAHandWrittenScenarioWhenItsExperienceIsRenamed() throws {
    defer { directory.remove() }
    try generateThenRenameImageButton()
    // Added, then regenerated: the content hash is right, but the scenario is a team's.
    let feature = "out/captcha/ios/image-button.feature"
    try directory.write(
      try directory.read(feature)
        + "\n  Scenario: Our own check\n    Given something we care about\n",
      to: feature)
    let captcha = BuiltInCatalog.embeddedFile("captcha.json") ?? ""
    try directory.write(captcha, to: "criteria/captcha.json")
    #expect(run("generate", "--criteria", "criteria", "--out", "out").status == 0)
    try directory.write(
      captcha.replacingOccurrences(of: "image-button", with: "picture-button"),
      to: "criteria/captcha.json")
    // Edited and not regenerated: a team tag, and a ticked checklist item.
    let android = "out/captcha/android/image-button.feature"
    try directory.write(
      try directory.read(android).replacingOccurrences(
        of: "@criterion:keyboard.space @wcag:2.1.1",
        with: "@criterion:keyboard.space @wcag:2.1.1 @JIRA-12"),
      to: android)
    let checklist = "out/captcha/ios/image-button.md"
    try directory.write(
      try directory.read(checklist).replacingOccurrences(of: "- [ ]", with: "- [x]"), to: checklist)
    let before = snapshot()

    let refused = run("generate", "--criteria", "criteria", "--out", "out")
    #expect(refused.status == 2)
    assertSnapshot(refused.error, named: "renamed-experience.txt")
    #expect(snapshot() == before, "nothing may be written or removed")

    let dryRun = run("generate", "--criteria", "criteria", "--out", "out", "--dry-run")
    #expect(dryRun.status == 2)
    #expect(dryRun.error == refused.error)

    let pruned = run("generate", "--criteria", "criteria", "--out", "out", "--prune-edited")
    #expect(pruned.status == 0)
    #expect(pruned.output.contains("removed out/captcha/ios/image-button.feature\n"))
    #expect(!directory.files().contains(feature))
    #expect(directory.files().contains("out/captcha/ios/picture-button.feature"))
  }

  @Test func removesAFileThatHoldsOnlyWhatTheToolWrote() throws {
    defer { directory.remove() }
    try generateThenRenameImageButton()
    let result = run("generate", "--criteria", "criteria", "--out", "out")
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("13 written, 0 unchanged, 4 removed\n"))
    #expect(!directory.files().contains("out/captcha/ios/image-button.feature"))
  }

  @Test func keepsAComponentWhoseCriteriaFileIsGoneWhenItHoldsWork() throws {
    defer { directory.remove() }
    let captcha = BuiltInCatalog.embeddedFile("captcha.json") ?? ""
    try directory.write(captcha, to: "criteria/captcha.json")
    try directory.write(
      captcha.replacingOccurrences(of: "\"id\": \"captcha\"", with: "\"id\": \"other\""),
      to: "criteria/other.json")
    #expect(run("generate", "--criteria", "criteria", "--out", "out").status == 0)
    let feature = "out/captcha/android/table-row.feature"
    try directory.write(
      try directory.read(feature).replacingOccurrences(
        of: "  Background:", with: "  # ask Sam\n  Background:"),
      to: feature)
    try FileManager.default.removeItem(atPath: directory.path + "/criteria/captcha.json")
    let before = snapshot()
    let result = run("generate", "--criteria", "criteria", "--out", "out")
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "out/captcha/android/table-row.feature:11:1: error: no criteria generate this file any more,"
      ))
    #expect(result.error.contains("the comment '# ask Sam' (line 16)"))
    #expect(snapshot() == before)
  }

  @Test(arguments: [
    ("features/captcha", "too-deep.txt"),
    (".", "too-shallow.txt"),
  ])
  func stopsWhenOutNamesAnotherDirectoryThanTheFilesWereGeneratedIn(
    out: String, snapshotName: String
  ) throws {
    defer { directory.remove() }
    // Captcha alone, so that the message stays the same as the catalog grows.
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    let captcha = ["--criteria", "criteria"]
    #expect(run(["generate", "--out", "features"] + captcha).status == 0)
    let before = snapshot()
    let result = run(["generate", "--out", out] + captcha)
    #expect(result.status == 2)
    assertSnapshot(result.error, named: snapshotName)
    #expect(snapshot() == before, "nothing may be written or removed")
    #expect(run(["generate", "--out", out, "--prune-edited"] + captcha).status == 2)
  }

  /// Criteria kept elsewhere and linked into the criteria directory are criteria like any
  /// other; a link that leads nowhere is an error, never a component that went away.
  @Test func followsLinkedCriteriaFilesAndStopsAtBrokenOnes() throws {
    defer { directory.remove() }
    let captcha = BuiltInCatalog.embeddedFile("captcha.json") ?? ""
    try directory.write(captcha, to: "shared/captcha.json")
    try directory.write(
      captcha.replacingOccurrences(of: "\"id\": \"captcha\"", with: "\"id\": \"other\""),
      to: "criteria/other.json")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/criteria/captcha.json",
      withDestinationPath: "../shared/captcha.json")
    let first = run("generate", "--criteria", "criteria", "--out", "out")
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.hasSuffix("25 written, 0 unchanged, 0 removed\n"))
    #expect(directory.files().contains("out/captcha/ios/table-row.feature"))

    try FileManager.default.removeItem(atPath: directory.path + "/shared/captcha.json")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/criteria/more", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/criteria/linked-dir", withDestinationPath: "../shared")
    let before = snapshot()
    let broken = run("generate", "--criteria", "criteria", "--out", "out")
    #expect(broken.status == 2)
    #expect(
      broken.error
        == "criteria/captcha.json: error: a symbolic link that leads nowhere: No such file or directory\n"
        + "criteria/linked-dir: error: a symbolic link to a directory, which is not followed; name that directory on its own instead\n"
        + "2 errors\n")
    #expect(snapshot() == before, "the captcha files must not be removed")
  }
}
