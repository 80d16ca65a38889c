import ArgumentParsing
import Diagnostics
import FileSystem
import Foundation
import Gherkin
import TextDiff

/// `a11y-gherkin fmt [--check] [--diff] PATH...`: feature files in the one canonical layout.
enum FormatCommand: Command {
  static let spec = CommandSpec(
    path: ["fmt"],
    abstract: "Rewrite feature files in the canonical layout, or check that they are in it.",
    discussion: """
      Rewrites each feature file in the one canonical layout, the official Cucumber pretty
      formatter's: two spaces of indentation per level, one blank line before each
      background, scenario and examples block, tags on one line, table cells padded, LF line
      endings, UTF-8 without a byte order mark, one final newline. Only the layout changes:
      the new text must read back as the same document, comments included, or the file is
      left alone. Files are replaced atomically, keeping their permissions, and only when
      they change.

      A directory is searched recursively for *.feature files, in sorted order, skipping
      hidden files and directories (.git, .build) and symbolic links; a file named on the
      command line is formatted whatever its name.

      Every file is read and parsed before any is written. If one is not valid Gherkin (or
      a path does not exist), its errors are shown with the line and a caret, no file is
      written, and the exit status is 2.

      --check writes nothing: it lists the files that would change and exits 1 if there are
      any. --diff prints the changes as a unified diff (--- a/PATH, +++ b/PATH), with or
      without --check; stdout then carries only the diff, so that git apply or patch -p1
      can take it, and the file list and summary go to stderr.
      """,
    options: [
      .flag("check", help: "Write nothing; exit 1 if a file would change."),
      .flag("diff", help: "Print the changes as a unified diff."),
    ],
    positionals: [
      PositionalSpec(
        "PATH", help: "A feature file, or a directory to search for *.feature files.",
        repeatable: true)
    ],
    examples: [
      ("fmt features", "Format every feature file under features/"),
      ("fmt --check features", "In CI: exit 1 when a file is not in the canonical layout"),
      ("fmt --check --diff features", "Show what would change, and write nothing"),
      ("fmt --diff login.feature", "Format one file and show what changed"),
    ],
    documentation: "docs/formatting-and-parsing.md#fmt")

  /// A file whose canonical text differs from its bytes.
  private struct Change {
    var file: TextFile
    var canonical: String
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let checkOnly = arguments.flag("check")
    let showDiff = arguments.flag("diff")
    let finder = FeatureFileFinder(paths: arguments.positionals, context: context)
    var errors = finder.diagnostics.filter { $0.severity == .error }
    let warnings = finder.diagnostics.filter { $0.severity != .error }

    // Read, parse and format every file before writing any.
    let formatter = GherkinFormatter()
    var changes: [Change] = []
    var unchanged = 0
    for path in finder.files {
      do {
        let file = try TextFile.read(path, resolvedPath: context.resolve(path))
        let canonical = try formatter.format(file.text, path: path)
        if canonical.utf8.elementsEqual(file.bytes) {
          unchanged += 1
        } else {
          changes.append(Change(file: file, canonical: canonical))
        }
      } catch let error as Diagnostic {
        errors.append(error)
      } catch let error as DiagnosticsError {
        errors += error.diagnostics
      } catch {
        errors.append(Diagnostic(path: path, message: "\(error)"))
      }
    }
    report(warnings, context: context)
    guard errors.isEmpty else {
      report(errors, context: context)
      let written = checkOnly ? "" : "; no file was written"
      context.writeError("\(count(errors.count, "error"))\(written)\n")
      return .invalid
    }

    // Every file to rewrite is checked before the first is written: one that cannot be
    // would leave the tree half formatted.
    let plans = changes.map { change in
      let target = FeatureFileFinder.canonical(context.resolve(change.file.path))
      var plan = OutputPlan(
        root: (target as NSString).deletingLastPathComponent,
        displayRoot: (change.file.path as NSString).deletingLastPathComponent)
      plan.write(change.canonical, to: (target as NSString).lastPathComponent)
      return plan
    }
    if !checkOnly {
      for plan in plans {
        do {
          try plan.check()
        } catch {
          errors += error.diagnostics
        }
      }
      guard errors.isEmpty else {
        report(errors, context: context)
        context.writeError("\(count(errors.count, "error")); no file was written\n")
        return .invalid
      }
    }

    // The list and summary go where the diff does not.
    let writeStatus = showDiff ? context.writeError : context.writeOutput
    var done = 0
    for (change, plan) in zip(changes, plans) {
      let path = change.file.path
      if showDiff {
        context.writeOutput(diff(change, path: path))
      }
      if checkOnly {
        writeStatus("would reformat \(path)\n")
        done += 1
        continue
      }
      do {
        try plan.apply()
        writeStatus("reformatted \(path)\n")
        done += 1
      } catch {
        errors += error.diagnostics
      }
    }
    let verb = checkOnly ? "would be reformatted" : "reformatted"
    writeStatus("\(count(done, "file")) \(verb), \(unchanged) unchanged\n")
    if !errors.isEmpty {
      report(errors, context: context)
      return .invalid
    }
    return checkOnly && !changes.isEmpty ? .drift : .success
  }

  /// The unified diff from the file's text to its canonical text, named `a/PATH` and
  /// `b/PATH` as git names them (an absolute path as it is).
  private static func diff(_ change: Change, path: String) -> String {
    var name = path
    while name.hasPrefix("./") {
      name.removeFirst(2)
    }
    let (old, new) = name.hasPrefix("/") ? (name, name) : ("a/" + name, "b/" + name)
    let original = String(decoding: change.file.bytes, as: UTF8.self)
    return LineDiff(old: original, new: change.canonical).unified(oldName: old, newName: new)
  }

  private static func report(_ diagnostics: [Diagnostic], context: CommandContext) {
    context.writeDiagnostics(diagnostics)
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
