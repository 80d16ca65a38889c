import ArgumentParsing
import Testing

@Suite struct ArgumentParserTests {
  static let spec = CommandSpec(
    path: ["check"], abstract: "Check.",
    options: [
      .repeatable("criteria", "PATH", help: "Criteria."),
      .value("out", "DIR", help: "Output.", default: "features"),
      .value("format", "FORMAT", help: "Format.", choices: ["text", "json"]),
      .flag("diff", help: "Diff."),
    ],
    positionals: [PositionalSpec("FILE", help: "Files.", repeatable: true, optional: true)])

  private func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ArgumentParser.parse(arguments, for: Self.spec)
  }

  @Test func parsesOptionsFlagsAndPositionals() throws {
    let parsed = try parse([
      "--criteria", "a.json", "--criteria=b", "--out", "x", "--diff", "f1", "--", "--f2",
    ])
    #expect(parsed.values("criteria") == ["a.json", "b"])
    #expect(parsed.value("out") == "x")
    #expect(parsed.flag("diff"))
    #expect(parsed.positionals == ["f1", "--f2"])
    #expect(!parsed.helpRequested)
  }

  @Test func recognisesHelpAnywhere() throws {
    #expect(try parse(["--out", "x", "-h"]).helpRequested)
    #expect(try parse(["--help"]).helpRequested)
  }

  @Test(arguments: [
    (["--critera", "x"], "unknown option '--critera'; did you mean '--criteria'?"),
    (["--out"], "option '--out' needs a value (DIR)"),
    (["--out", "--diff"], "option '--out' needs a value (DIR)"),
    (["--format", "yaml"], "invalid value 'yaml' for '--format'; expected one of: text, json"),
    (
      ["--format", "jsno"],
      "invalid value 'jsno' for '--format'; expected one of: text, json; did you mean 'json'?"
    ),
    (["--diff=yes"], "option '--diff' takes no value"),
    (["--out", "a", "--out", "b"], "option '--out' may be given only once"),
    (["-x"], "unknown option '-x'"),
  ])
  func rejectsBadUsage(arguments: [String], message: String) {
    #expect(throws: UsageError(message, command: "check")) { try parse(arguments) }
  }

  @Test func checksPositionalCounts() {
    let spec = CommandSpec(
      path: ["export"], abstract: "", positionals: [PositionalSpec("DIR", help: "")])
    #expect(throws: UsageError("missing DIR", command: "export")) {
      try ArgumentParser.parse([], for: spec)
    }
    #expect(throws: UsageError("unexpected argument 'b'", command: "export")) {
      try ArgumentParser.parse(["a", "b"], for: spec)
    }
    let none = CommandSpec(path: ["list"], abstract: "")
    #expect(throws: UsageError("unexpected argument 'x' (options start with --)", command: "list"))
    {
      try ArgumentParser.parse(["x"], for: none)
    }
  }

  @Test func reportsAMissingRequiredOptionAndShowsItUnbracketed() throws {
    let spec = CommandSpec(
      path: ["import"], abstract: "",
      options: [.value("out", "DIR", help: "", required: true)],
      positionals: [PositionalSpec("FILE", help: "", repeatable: true)])
    #expect(throws: UsageError("missing --out DIR", command: "import")) {
      try ArgumentParser.parse(["a.md"], for: spec)
    }
    #expect(try ArgumentParser.parse(["a.md", "--out", "x"], for: spec).value("out") == "x")
    #expect(try ArgumentParser.parse(["--help"], for: spec).helpRequested)
    #expect(HelpFormatter.usage(for: spec, tool: "tool") == "tool import --out DIR FILE...")
  }
}
