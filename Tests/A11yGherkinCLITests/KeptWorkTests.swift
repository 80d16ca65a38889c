import Foundation
import TestSupport
import Testing

/// What `check` ignores in a generated feature file, `generate` keeps: otherwise a team's
/// addition is in sync for CI and then silently deleted by the next regeneration.
@Suite struct KeptWorkTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func run(_ arguments: String...) -> CLI.Result {
    CLI.run(arguments, in: directory.path)
  }

  private func edit(_ path: String, _ change: (String) -> String) throws -> String {
    let full = directory.path + "/" + path
    let edited = change(try String(contentsOfFile: full, encoding: .utf8))
    try edited.write(toFile: full, atomically: true, encoding: .utf8)
    return edited
  }

  @Test func keepsWhatCheckIgnores() throws {
    defer { directory.remove() }
    #expect(run("generate", "--out", "out").status == 0)
    let feature = "out/captcha/ios/audio-challenge.feature"
    let additions = [
      "# Reviewed with the design team.\n@a11y",
      "  Background:\n    Shared by every scenario below.\n",
      "    Examples:\n      The names a tester hears on each control.\n",
      "    @JIRA-7\n    Examples:\n      | control ",
      "    # Flaky on iOS 17: retry once.\n    When I press Space",
    ]
    _ = try edit(feature) { text in
      text.replacingOccurrences(of: "@a11y", with: "# Reviewed with the design team.\n@a11y")
        .replacingOccurrences(
          of: "  Background:\n", with: "  Background:\n    Shared by every scenario below.\n"
        )
        .replacingOccurrences(
          of: "    Examples:\n      | control           | name ",
          with:
            "    Examples:\n      The names a tester hears on each control.\n      | control           | name "
        )
        .replacingOccurrences(
          of: "    Examples:\n      | control ",
          with: "    @JIRA-7\n    Examples:\n      | control "
        )
        .replacingOccurrences(
          of: "    When I press Space",
          with: "    # Flaky on iOS 17: retry once.\n    When I press Space")
    }
    for addition in additions {
      #expect(
        try directory.read(feature).contains(addition), "the test edit must apply: \(addition)")
    }
    #expect(run("check", "--out", "out").status == 0, "check ignores all of these")

    let regenerated = run("generate", "--out", "out")
    #expect(regenerated.status == 0)
    for addition in additions {
      #expect(try directory.read(feature).contains(addition), "generate keeps: \(addition)")
    }
    #expect(run("check", "--out", "out", "--strict").status == 0)
    #expect(
      run("generate", "--out", "out").output
        == "0 written, \(BuiltInFiles.count()) unchanged, 0 removed\n")
  }

  @Test func keepsTagsAndDescriptionsOnGeneratedRules() throws {
    defer { directory.remove() }
    #expect(run("generate", "--out", "out", "--dialect", "modern").status == 0)
    let feature = "out/captcha/android/image-button.feature"
    let added = "  @team-owned\n  Rule: External keyboard\n    Keys work as on a desktop.\n"
    _ = try edit(feature) {
      $0.replacingOccurrences(of: "  Rule: External keyboard\n", with: added)
    }
    #expect(try directory.read(feature).contains(added))
    #expect(run("check", "--out", "out", "--dialect", "modern").status == 0)
    #expect(run("generate", "--out", "out", "--dialect", "modern").status == 0)
    #expect(try directory.read(feature).contains(added))
    #expect(run("check", "--out", "out", "--dialect", "modern", "--strict").status == 0)
  }
}
