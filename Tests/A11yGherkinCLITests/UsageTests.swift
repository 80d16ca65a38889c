import TestSupport
import Testing

@Suite struct UsageTests {
  @Test func printsTheOverviewAndVersion() {
    let help = CLI.run("--help")
    #expect(help.status == 0)
    assertSnapshot(help.output, named: "overview.txt")
    #expect(CLI.run("--version").output == "a11y-gherkin 0.2.0\n")
    let bare = CLI.run([])
    #expect(bare.status == 2)
    #expect(bare.error == help.output)
  }

  @Test(arguments: [
    "init", "generate", "check", "fmt", "list", "steps", "steps export", "render", "parse",
    "criteria export", "templates export", "import magentaa11y",
  ])
  func everyCommandHasHelpWithExamples(command: String) {
    let result = CLI.run(command.split(separator: " ").map(String.init) + ["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: a11y-gherkin \(command)"))
    #expect(result.output.contains("EXAMPLES:"))
    assertSnapshot(
      result.output, named: "help-\(command.replacingOccurrences(of: " ", with: "-")).txt")
  }

  @Test(arguments: ["criteria", "templates", "import"])
  func everyCommandGroupHasHelp(group: String) {
    for flag in ["--help", "-h", "help"] {
      let result = CLI.run([group, flag])
      #expect(result.status == 0)
      #expect(result.error == "")
      assertSnapshot(result.output, named: "help-group-\(group).txt")
    }
  }

  @Test func aDirectoryWithoutOutIsExplained() {
    let result = CLI.run(["check", "features"])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "error: unexpected argument 'features'; to name the output directory, use --out features\n"
      ))
  }

  @Test(arguments: [
    (["lst"], "error: unknown command 'lst'; did you mean 'list'?\nSee 'a11y-gherkin --help'.\n"),
    (
      ["list", "--critera", "x"],
      "error: unknown option '--critera'; did you mean '--criteria'?\nUsage: a11y-gherkin list [--config PATH] [--criteria PATH...] [--component ID...] [--all]\nSee 'a11y-gherkin list --help'.\n"
    ),
    (
      ["criteria"],
      "error: missing subcommand for 'criteria'; expected one of: export\nSee 'a11y-gherkin --help'.\n"
    ),
    (
      ["criteria", "exprt"],
      "error: unknown subcommand 'exprt' for 'criteria'; did you mean 'export'?\nSee 'a11y-gherkin --help'.\n"
    ),
    (
      ["criteria", "export"],
      "error: missing DIR\nUsage: a11y-gherkin criteria export [--force] DIR\nSee 'a11y-gherkin criteria export --help'.\n"
    ),
    (
      ["--verbose"],
      "error: unknown option '--verbose'; a command comes first\nSee 'a11y-gherkin --help'.\n"
    ),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) {
    let result = CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error == message)
  }
}
