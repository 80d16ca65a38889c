import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation

/// `a11y-gherkin check`: fails CI when committed files drift from the criteria.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    path: ["check"],
    abstract: "Compare committed feature files and checklists with what the criteria generate.",
    discussion: """
      Generates the expected files in memory and compares the committed ones by meaning,
      matching scenarios by their @criterion: tags: layout, comments, hand-written scenarios
      and tags a team added are not drift. Reports missing and orphaned files, missing,
      unexpected and changed scenarios, changed feature headers or backgrounds, and changed
      checklists, each with its file and line and why it drifted: the criteria or templates
      changed since generation (regenerate), or generated content was edited by hand.

      Exit status: 0 in sync, 1 drift, 2 invalid input (criteria, templates, or a feature
      file that does not parse).
      """,
    options: [
      CatalogOptions.criteria, GeneratorOptions.templates, GeneratorOptions.out,
      GeneratorOptions.dialect, GeneratorOptions.jobs,
      .value(
        "format", "FORMAT", help: "The report format.",
        choices: CheckReportFormat.allCases.map(\.rawValue),
        default: "text"),
      .flag("diff", help: "Add unified diffs of committed against expected files."),
      .flag("strict", help: "Also require the canonical bytes, not only the same meaning."),
      .value(
        "path-base", "DIR",
        help: "Where SARIF and GitHub paths start.", default: "the repository root (.git above)"),
    ],
    examples: [
      ("check", "Check features/ against the built-in catalog"),
      (
        "check --criteria criteria --format github",
        "In a GitHub Actions job: annotations on the pull request"
      ),
      ("check --format junit > check.xml", "As test results for CI"),
      ("check --diff", "Show what regenerating would change"),
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let format = CheckReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text
    let base = arguments.value("path-base").map(context.resolve)
    var paths = ReportPaths(
      outDirectory: GeneratorOptions.outDirectory(arguments),
      currentDirectory: context.currentDirectory,
      base: base ?? RepositoryRoot.find(from: context.currentDirectory))
    do {
      if let base, FileStatus(base) != .directory {
        throw Diagnostic(
          path: arguments.value("path-base") ?? "", message: "--path-base names no directory")
      }
      let generator = try GeneratorOptions.generator(
        arguments, command: spec.name, context: context)
      let (outArgument, out) = try GeneratorOptions.outDirectory(arguments, context: context)
      paths.outDirectory = outArgument
      let detector = DriftDetector(
        generator: generator, strict: arguments.flag("strict"),
        includeDiffs: arguments.flag("diff"))
      let result = try detector.check(directory: out, displayName: outArgument)
      write(format.render(result, paths: paths), format: format, context: context)
      return result.inSync ? .success : .drift
    } catch let error as DiagnosticsError {
      // Every format reports invalid input on its own stream too, so CI shows why.
      write(
        format.render(invalid: error.diagnostics, paths: paths), format: format, context: context)
      throw error
    } catch let error as Diagnostic {
      write(format.render(invalid: [error], paths: paths), format: format, context: context)
      throw error
    } catch let error as UsageError {
      let diagnostic = Diagnostic(message: error.message)
      write(format.render(invalid: [diagnostic], paths: paths), format: format, context: context)
      throw error
    }
  }

  /// Reports for people and GitHub's log go through the printable path; JSON, JUnit and SARIF
  /// escape control characters in their own syntax.
  private static func write(_ report: String, format: CheckReportFormat, context: CommandContext) {
    switch format {
    case .text, .github: context.writeText(report)
    case .json, .junit, .sarif: context.writeOutput(report)
    }
  }
}
