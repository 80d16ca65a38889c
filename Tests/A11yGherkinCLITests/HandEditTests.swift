import A11yCriteria
import Foundation
import TestSupport
import Testing

/// Generated content edited by hand is never rewritten silently: generate leaves such a file
/// as it is, names every edited line with the ways out, writes every other file and exits 1;
/// `--discard-edits` rewrites it and lists what it discarded.
@Suite struct HandEditTests {
  private let directory: TemporaryDirectory
  private let feature = "out/captcha/ios/image-button.feature"
  private let checklist = "out/captcha/ios/image-button.md"

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func run(_ arguments: String...) -> CLI.Result {
    CLI.run(arguments, in: directory.path)
  }

  private func generate(_ more: String...) -> CLI.Result {
    CLI.run(["generate", "--criteria", "criteria", "--out", "out"] + more, in: directory.path)
  }

  /// Generates from a copy of the built-in Captcha.
  private func generated() throws {
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    #expect(generate().status == 0)
  }

  /// Replaces `old` with `new` in a file, and checks that the edit applied.
  private func edit(_ path: String, _ old: String, _ new: String) throws {
    let text = try directory.read(path)
    #expect(text.contains(old), "the test edit must apply: \(old)")
    try directory.write(text.replacingOccurrences(of: old, with: new), to: path)
  }

  @Test func keepsAnEditedStepAndWritesTheOtherFiles() throws {
    defer { directory.remove() }
    try generated()
    try edit(
      feature, "    When I press Space\n",
      "    When I press Space twice\n    And I wait one second\n")
    // Another file that needs writing: the run still writes it.
    let other = "out/captcha/android/image-button.feature"
    let otherText = try directory.read(other)
    try FileManager.default.removeItem(atPath: directory.path + "/" + other)
    let edited = try directory.read(feature)

    let dryRun = generate("--dry-run")
    #expect(dryRun.status == 1)
    #expect(!directory.files().contains(other), "a dry run writes nothing")

    let kept = generate()
    #expect(kept.status == 1)
    #expect(try directory.read(feature) == edited, "the edited file is left byte for byte")
    #expect(try directory.read(other) == otherText, "every other file is written")
    #expect(kept.error == dryRun.error)
    assertSnapshot(kept.output, named: "kept-step.out.txt")
    assertSnapshot(kept.error, named: "kept-step.err.txt")

    // check says the same edit is a hand edit.
    let check = run("check", "--criteria", "criteria", "--out", "out")
    #expect(check.status == 1)
    #expect(check.output.contains("edited by hand"))

    let discarded = generate("--discard-edits")
    #expect(discarded.status == 0)
    assertSnapshot(discarded.output, named: "discarded-step.out.txt")
    #expect(discarded.error.isEmpty)
    #expect(try !directory.read(feature).contains("twice"))
    #expect(run("check", "--criteria", "criteria", "--out", "out", "--strict").status == 0)
    #expect(generate().output.hasPrefix("0 written"))
  }

  @Test func keepsAnEditedBackground() throws {
    defer { directory.remove() }
    try generated()
    try edit(
      feature, "    Given the app shows the screen with the captcha\n",
      "    Given the app shows the sign-up screen with the captcha\n")
    let edited = try directory.read(feature)
    let kept = generate()
    #expect(kept.status == 1)
    #expect(try directory.read(feature) == edited)
    assertSnapshot(kept.error, named: "kept-background.err.txt")
  }

  @Test func keepsAnEditedHeader() throws {
    defer { directory.remove() }
    try generated()
    try edit(
      feature, "Feature: Captcha: Image button on iOS\n", "Feature: The captcha image button\n")
    let edited = try directory.read(feature)
    let kept = generate()
    #expect(kept.status == 1)
    #expect(try directory.read(feature) == edited)
    assertSnapshot(kept.error, named: "kept-header.err.txt")
  }

  @Test func keepsAnEditedChecklistLineButNotATick() throws {
    defer { directory.remove() }
    try generated()
    try edit(
      checklist, "- [ ] `keyboard.space` Space activates",
      "- [x] `keyboard.space` Space or Enter activates")
    try edit(checklist, "- [ ] `gesture.swipe`", "- [x] `gesture.swipe`")
    let edited = try directory.read(checklist)
    let kept = generate()
    #expect(kept.status == 1)
    #expect(try directory.read(checklist) == edited)
    assertSnapshot(kept.error, named: "kept-checklist.err.txt")

    let discarded = generate("--discard-edits")
    #expect(discarded.status == 0)
    #expect(
      discarded.output.contains(
        "  discarded \(checklist):18: - [x] `keyboard.space` Space or Enter activates"))
    let text = try directory.read(checklist)
    #expect(!text.contains("Space or Enter"))
    #expect(text.contains("- [x] `keyboard.space` Space activates"), "the tick stays")
    #expect(text.contains("- [x] `gesture.swipe`"), "the tick stays")
  }

  @Test func keepsAnEditedScenarioWhenTheCriteriaChangedToo() throws {
    defer { directory.remove() }
    try generated()
    try edit(feature, "    When I press Space\n", "    When I press Space twice\n")
    let edited = try directory.read(feature)
    // Another fingerprint: every file of the component is rendered again.
    let criteria = try directory.read("criteria/captcha.json")
    try edit(
      "criteria/captcha.json", "The captcha is a single interactive image button.",
      "The captcha is one interactive image button.")
    #expect(try directory.read("criteria/captcha.json") != criteria)
    let kept = generate()
    #expect(kept.status == 1)
    #expect(try directory.read(feature) == edited)
    #expect(kept.error.contains("\(feature):32:5: error: generated content edited by hand"))
    #expect(
      try directory.read("out/captcha/android/image-button.feature").contains("one interactive"))
  }

  @Test func keepsTheTeamsWorkWithoutComplaint() throws {
    defer { directory.remove() }
    try generated()
    // A team tag, a comment, a hand-written scenario, a scenario taken over, and a tick.
    try edit(
      feature, "@criterion:keyboard.space @wcag:2.1.1 @automatable\n  Scenario: Space activates",
      "@criterion-override:keyboard.space @wcag:2.1.1 @automatable\n  Scenario: Space activates")
    try edit(feature, "    When I press Space\n", "    When I press Space or Enter\n")
    try edit(
      feature, "@criterion:gesture.swipe @wcag:4.1.2 @automatable",
      "@criterion:gesture.swipe @wcag:4.1.2 @automatable @JIRA-9")
    try edit(feature, "    When I swipe right\n", "    # Slow on iOS 17.\n    When I swipe right\n")
    try directory.write(
      try directory.read(feature)
        + "\n  Scenario: Our own check\n    Given something we care about\n",
      to: feature)
    try edit(checklist, "- [ ] `keyboard.focus`", "- [x] `keyboard.focus`")
    let regenerated = generate()
    #expect(regenerated.status == 0)
    #expect(regenerated.error.isEmpty)
    let text = try directory.read(feature)
    for kept in [
      "@criterion-override:keyboard.space", "When I press Space or Enter", "@JIRA-9",
      "# Slow on iOS 17.", "Scenario: Our own check",
    ] {
      #expect(text.contains(kept), "generate keeps: \(kept)")
    }
    #expect(try directory.read(checklist).contains("- [x] `keyboard.focus`"))
  }

  @Test func stepsExportKeepsAnEditedGeneratedPart() throws {
    defer { directory.remove() }
    let export = ["steps", "export", "--runner", "behave", "--out", "steps"]
    #expect(CLI.run(export, in: directory.path).status == 0)
    let shared = "steps/a11y_parameter_types.py"
    // The team's own code after the end line is theirs: exporting again keeps it, silently.
    try directory.write(try directory.read(shared) + "OURS = 1\n", to: shared)
    let again = CLI.run(export, in: directory.path)
    #expect(again.status == 0)
    #expect(again.error.isEmpty)
    #expect(try directory.read(shared).hasSuffix("OURS = 1\n"))

    try edit(
      shared, "# The step skeletons match the vocabulary's parameter types",
      "# Our skeletons match the vocabulary's parameter types")
    // A phrase file that is gone is written again, as ever.
    let phrase = try #require(directory.files().first { $0.hasPrefix("steps/") && $0 != shared })
    try FileManager.default.removeItem(atPath: directory.path + "/" + phrase)
    let edited = try directory.read(shared)
    let kept = CLI.run(export, in: directory.path)
    #expect(kept.status == 1)
    #expect(try directory.read(shared) == edited, "the edited file is left byte for byte")
    #expect(directory.files().contains(phrase), "every other file is written")
    assertSnapshot(kept.error, named: "kept-export.err.txt")

    let discarded = CLI.run(export + ["--discard-edits"], in: directory.path)
    #expect(discarded.status == 0)
    #expect(
      discarded.output.contains(
        "  discarded \(shared):3: # Our skeletons match the vocabulary's parameter types"))
    let text = try directory.read(shared)
    #expect(!text.contains("Our skeletons"))
    #expect(text.hasSuffix("OURS = 1\n"), "the team's code stays")
    #expect(CLI.run(export, in: directory.path).status == 0)
  }
}
