import ArgumentParsing
import Diagnostics
import FeatureGenerator

/// The `a11y-gherkin` command line: finds the command, parses its arguments, runs it, and
/// turns errors into messages and exit codes.
public enum Tool {
  public static let name = "a11y-gherkin"
  public static let version = FeatureGenerator.version

  /// Every command, in the order help lists them.
  static let commands: [any Command.Type] = [
    InitCommand.self,
    GenerateCommand.self,
    CheckCommand.self,
    FormatCommand.self,
    ListCommand.self,
    StepsCommand.self,
    StepsExportCommand.self,
    RenderCommand.self,
    ParseCommand.self,
    CriteriaExportCommand.self,
    TemplatesExportCommand.self,
    ImportCommand.self,
  ]

  /// Runs one command line (without the program name) and returns the exit status.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    do {
      return try dispatch(arguments, context: context).rawValue
    } catch let error as UsageError {
      // A usage error quotes what was typed, which may hold control characters.
      var message = "error: \(PrintableText.escaping(error.message))\n"
      if let command = commands.first(where: { $0.spec.name == error.command }) {
        message += "Usage: \(HelpFormatter.usage(for: command.spec, tool: name))\n"
        message += "See '\(name) \(error.command) --help'.\n"
      } else {
        message += "See '\(name) --help'.\n"
      }
      context.writeError(message)
    } catch let error as DiagnosticsError {
      report(error.diagnostics, context: context)
    } catch let error as Diagnostic {
      report([error], context: context)
    } catch {
      context.writeError("error: \(PrintableText.escaping("\(error)"))\n")
    }
    return ExitCode.invalid.rawValue
  }

  private static func report(_ diagnostics: [Diagnostic], context: CommandContext) {
    context.writeDiagnostics(diagnostics)
    let errors = diagnostics.filter { $0.severity == .error }.count
    if errors > 1 {
      context.writeError("\(errors) errors\n")
    }
  }

  private static func dispatch(_ arguments: [String], context: CommandContext) throws -> ExitCode {
    guard let first = arguments.first else {
      context.writeError(overview())
      return .invalid
    }
    switch first {
    case "--help", "-h", "help":
      context.writeOutput(overview())
      return .success
    case "--version":
      context.writeOutput("\(name) \(version)\n")
      return .success
    default:
      break
    }
    // The longest command path that prefixes the arguments: `criteria export` before `criteria`.
    let matches = commands.filter { Array(arguments.prefix($0.spec.path.count)) == $0.spec.path }
    guard let command = matches.max(by: { $0.spec.path.count < $1.spec.path.count }) else {
      if arguments.count > 1, ["--help", "-h", "help"].contains(arguments[1]),
        let help = groupHelp(arguments[0])
      {
        context.writeOutput(help)
        return .success
      }
      throw unknownCommand(arguments)
    }
    let rest = Array(arguments.dropFirst(command.spec.path.count))
    let parsed = try ArgumentParser.parse(rest, for: command.spec)
    if parsed.helpRequested {
      context.writeOutput(HelpFormatter.help(for: command.spec, tool: name))
      return .success
    }
    return try command.run(parsed, context: context)
  }

  private static func unknownCommand(_ arguments: [String]) -> UsageError {
    let first = arguments[0]
    let groups = commands.filter { $0.spec.path.count > 1 && $0.spec.path[0] == first }
    if !groups.isEmpty {
      let names = groups.map { $0.spec.path[1] }
      let given =
        arguments.count > 1 ? "unknown subcommand '\(arguments[1])'" : "missing subcommand"
      let hint = arguments.count > 1 ? Suggestions.hint(for: arguments[1], in: names) : ""
      let expected = hint.isEmpty ? "; expected one of: \(names.joined(separator: ", "))" : hint
      return UsageError("\(given) for '\(first)'\(expected)", command: "")
    }
    if first.hasPrefix("-") {
      return UsageError("unknown option '\(first)'; a command comes first", command: "")
    }
    let names = Set(commands.map { $0.spec.path[0] })
    return UsageError(
      "unknown command '\(first)'\(Suggestions.hint(for: first, in: names))", command: "")
  }

  /// The help of a command group such as `criteria`: its subcommands, or nil for no group.
  static func groupHelp(_ group: String) -> String? {
    let members = commands.filter { $0.spec.path.count > 1 && $0.spec.path[0] == group }
    guard !members.isEmpty else { return nil }
    var out = "USAGE: \(name) \(group) SUBCOMMAND [OPTIONS]\n\nSUBCOMMANDS:\n"
    out += HelpFormatter.table(members.map { ($0.spec.path[1], $0.spec.abstract) })
    out += "\nRun '\(name) \(group) SUBCOMMAND --help' for its options and examples.\n"
    return out
  }

  static func overview() -> String {
    var out = """
      OVERVIEW: Turn accessibility acceptance criteria into executable Gherkin and keep them in sync.

      USAGE: \(name) COMMAND [OPTIONS]

      COMMANDS:

      """
    out += HelpFormatter.table(commands.map { ($0.spec.name, $0.spec.abstract) })
    out += """

      OPTIONS:
        --version    Show the version.
        -h, --help   Show this help.

      Run '\(name) COMMAND --help' for a command's options and examples.
      Exit codes: 0 done or in sync, 1 drift or would reformat, 2 invalid input or usage.
      Documentation: README.md and docs/ in the \(name) repository.

      """
    return out
  }
}
