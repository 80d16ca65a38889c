import A11yCriteria
import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation

/// `a11y-gherkin check`: fails CI when committed files drift from the criteria.
enum CheckCommand: Command {
  static let format = Option<CheckReportFormat>.choice(
    "format", "FORMAT", help: "The report format.", default: .text)
  static let diff = Option<Bool>.flag(
    "diff", help: "Add unified diffs of committed against expected files, in every format.")
  static let strict = Option<Bool>.flag(
    "strict",
    help:
      "Render every file afresh and also require the canonical bytes, not only the same meaning."
  )

  static let pathBase = Option<String?>.value(
    "path-base", "DIR",
    help: "Where SARIF and GitHub paths start. Without it, the repository root (.git above).")

  static let spec = CommandSpec(
    path: ["check"],
    abstract: "Compare committed feature files and checklists with what the criteria generate.",
    discussion: """
      Generates the expected files in memory and compares the committed ones by meaning,
      matching scenarios by their @criterion: tags: layout, comments, hand-written scenarios,
      tags a team added, scenarios tagged @criterion-override:ID and ticked checklist items
      are not drift. Reports missing and orphaned files, missing, unexpected and changed
      scenarios, changed feature headers or backgrounds, changed checklists, and a changed or
      missing index (OUT/README.md; --no-index leaves it out), each with its
      file and line and why it drifted, decided for each scenario: the criteria or templates
      changed since generation (regenerate), generated content was edited by hand, or both.

      Every step of a generated scenario or background must match exactly one phrase of the
      step vocabulary, or no exported step definition runs it: a step that matches none, or
      several, is a warning at its line and column in every format (not drift: the exit
      status stays 0 when the files are in sync). With "vocabulary": "error" in the
      configuration it is an error (exit 2), as in generate; with "off", nothing. Hand-written scenarios and those
      tagged @criterion-override:ID are the team's and are not checked.

      With a project configuration (\(ConfigurationFormat.fileName), found from here up, or
      --config), check needs no options: it reads the settings generate used.

      Without --strict, a file whose header shows it is exactly what this tool wrote from the
      same criteria and templates (same fingerprint, and a content hash that matches the rest
      of the file) is trusted without rendering it again.

      Every format reports every outcome: with invalid input, json says "status": "invalid"
      with the diagnostics, junit has an error element, sarif has tool execution
      notifications and error results, github has ::error annotations. SARIF and GitHub
      paths are relative to the repository root (or --path-base), and --diff adds the diffs
      to every format.

      Exit status: 0 in sync, 1 drift, 2 invalid input (configuration, criteria, templates, a
      feature file that does not parse, or a missing output directory).
      """,
    options: GeneratorOptions.project + [GeneratorOptions.jobs.spec] + GeneratorOptions.filters
      + RenderLimitOptions.specs
      + [format.spec, diff.spec, strict.spec, pathBase.spec],
    examples: [
      ("check", "Check the project's files (or features/ against the built-in catalog)"),
      ("check --format github", "In a GitHub Actions job: annotations on the pull request"),
      ("check --format junit > check.xml", "As test results for CI"),
      ("check --platform ios", "Only the iOS files"),
      ("check --diff", "Show what regenerating would change"),
    ],
    documentation: "docs/check-and-ci.md")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let format = arguments.value(of: format)
    let base = arguments[pathBase].map(context.resolve)
    var paths = ReportPaths(
      outDirectory: arguments.value(of: GeneratorOptions.out),
      currentDirectory: context.currentDirectory,
      base: base ?? RepositoryRoot.find(from: context.currentDirectory))
    do {
      if let base, FileStatus(base) != .directory {
        throw Diagnostic(path: arguments[pathBase] ?? "", message: "--path-base names no directory")
      }
      let settings = try ProjectSettings(arguments, command: spec.name, context: context)
      let drift = DriftCheck(
        strict: arguments.value(of: strict), reportNamesEveryCriterion: format == .junit,
        includeDiffs: arguments.value(of: diff))
      // Settings with filters, or with criteria or templates that cannot be read as they are,
      // have no whole-directory proof to give.
      if case (let outArgument, let out)? = try? settings.outDirectory(),
        var result = drift.proven(
          by: settings.unchangedInputsCheck(), directory: out, displayName: outArgument)
      {
        paths.outDirectory = outArgument
        reportLeftovers(
          result.temporaryLeftovers ?? TemporaryName.leftovers(in: out), displayName: outArgument,
          context: context)
        result.fixCommand = settings.fixCommand
        write(format.render(result, paths: paths), format: format, context: context)
        return .success
      }
      let generator = try settings.generator()
      let (outArgument, out) = try settings.outDirectory()
      paths.outDirectory = outArgument
      if FileStatus(out) == .missing, !settings.outIsTheProjects {
        throw Diagnostic(
          path: outArgument,
          message:
            "the output directory does not exist; name the directory 'generate' wrote to, or run 'generate' first"
        )
      }
      var result = try drift.check(
        generator, vocabulary: try StepVocabulary.builtIn(), directory: out,
        displayName: outArgument)
      reportLeftovers(
        TemporaryName.leftovers(in: out), displayName: outArgument, context: context)
      result.fixCommand = result.generatedWith ?? settings.fixCommand
      // A README.md of the team's where the index goes is worth a word, not drift.
      context.writeDiagnostics(result.warnings)
      result.warnings = generator.catalog.warnings + result.warnings
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

  /// Temporary files of runs that were killed: not drift, but worth a word.
  private static func reportLeftovers(
    _ paths: [String], displayName: String, context: CommandContext
  ) {
    let leftovers = paths.map { path in
      Diagnostic(
        .warning, path: (displayName as NSString).appendingPathComponent(path),
        message: "a temporary file left by an interrupted run; generate removes it")
    }
    if !leftovers.isEmpty {
      let renderer = DiagnosticRenderer(colored: context.colorErrors)
      context.writeError(leftovers.map { renderer.render($0) + "\n" }.joined())
    }
  }
}
