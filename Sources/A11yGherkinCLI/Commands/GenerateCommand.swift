import A11yCriteria
import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation

/// `a11y-gherkin generate`: feature files and checklists from the criteria.
enum GenerateCommand: Command {
  static let dryRun = Option<Bool>.flag("dry-run", help: "List what would change; write nothing.")
  static let pruneEdited = Option<Bool>.flag(
    "prune-edited",
    help: "Also remove generated files that hold hand-written work when their criteria are gone.")
  static let discardEdits = Option<Bool>.flag(
    "discard-edits",
    help: "Rewrite generated content edited by hand, and list each line discarded.")

  static let spec = CommandSpec(
    path: ["generate"],
    abstract: "Generate a feature file and a checklist for every experience and platform.",
    discussion: """
      Writes OUT/COMPONENT/PLATFORM/EXPERIENCE.feature and .md, and OUT/README.md, an index
      that links every feature file and checklist (--no-index: none; a README.md the tool did
      not write is left as it is, with a warning). Every file is parsed and
      printed in the canonical Gherkin layout; a template that yields invalid Gherkin is an
      error, and any error means nothing is written.

      With a project configuration (\(ConfigurationFormat.fileName), found from here up, or
      --config), its settings apply and options given here override them.

      Regenerating keeps what a team added to a generated feature file: scenarios without a
      @criterion: tag stay where they were, tags added to generated scenarios stay on them, a
      scenario tagged @criterion-override:ID replaces the generated one for that criterion, and
      ticked checklist items stay ticked. A second run changes nothing. Only files this tool
      generated are ever removed, and only when they no longer correspond to the criteria. A
      file that holds work of a team (hand-written scenarios, added tags or comments, hand
      edits) is not removed: generate names it and what is in it, and stops; --prune-edited
      removes such files anyway. A run that would only move the files (an --out above or below
      the directory they were generated in) stops too.

      Generated content edited by hand (a step, name, tag or table of a generated scenario, the
      feature's header or background, a generated checklist line) is never rewritten
      silently: generate writes nothing to such a file, reports each edited line as an error
      with the ways out, still writes every other file, and exits 1. To keep the team's
      version of a scenario, replace its @criterion:ID tag with @criterion-override:ID;
      --discard-edits rewrites the edited files and lists every line it discarded.
      """,
    options: GeneratorOptions.project + [GeneratorOptions.jobs.spec] + GeneratorOptions.filters
      + RenderLimitOptions.specs
      + [dryRun.spec, pruneEdited.spec, discardEdits.spec],
    examples: [
      ("generate", "The project's configuration, or the built-in catalog into features/"),
      (
        "generate --criteria criteria --templates templates",
        "Your criteria, with some templates of your own"
      ),
      ("generate --platform android --dry-run", "What would change in the Android files"),
      ("generate --discard-edits", "Regenerate, discarding hand edits of generated content"),
    ],
    documentation: "docs/generating.md")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let settings = try ProjectSettings(arguments, command: spec.name, context: context)
    let dryRun = arguments.value(of: dryRun)
    // Files written from exactly these inputs with this run's command are what generate would
    // write again: nothing to decode, render or write (see UnchangedInputsCheck). An output
    // directory that is not there holds none of them: the criteria files are then not all
    // read at once for nothing.
    if case (let outArgument, let out)? = try? settings.outDirectory(),
      FileStatus(out) == .directory,
      let shortcut = settings.unchangedInputsCheck(),
      let result = shortcut.result(directory: out, displayName: outArgument, regenerating: true),
      // Temporary files of a killed run are for the usual path to remove. The proof's own
      // walk found them: a second walk of the whole directory cost a fifth of this path.
      result.temporaryLeftovers?.isEmpty ?? TemporaryName.leftovers(in: out).isEmpty
    {
      let verb = dryRun ? "would be " : ""
      context.writeText(
        "0 \(verb)written, \(result.filesChecked.count) unchanged, 0 \(verb)removed\n")
      return .success
    }
    // Each component is loaded in the thread that renders it and dropped once its files are
    // made, so that memory does not grow with the catalog (see StreamedGenerator).
    let generator: StreamedGenerator
    let outArgument: String
    let out: String
    do {
      generator = try settings.streamedGenerator()
      (outArgument, out) = try settings.outDirectory()
    } catch {
      // A run that loads the whole catalog first would report the catalog's problems (and
      // show its warnings) before these: it still does.
      _ = try settings.generator()
      throw error
    }
    // Each file is compared with the committed one and written under a temporary name as
    // soon as it is made; the checks that need the whole catalog or the whole plan then run on
    // what was kept of each component and on paths, and only a run that passes them all
    // renames its files into place. Any error before that leaves the directory as it was.
    let stream = GenerationStream(
      directory: out, displayName: outArgument, options: generator.options, writing: !dryRun,
      discardingEdits: arguments.value(of: discardEdits))
    let writes: [StreamedFile]
    let unchanged: Int
    let keptForEdits: [StreamedFile]
    let removals: [String]
    var leftovers = OutputPlan(root: out, displayRoot: outArgument)
    do {
      // Committed files are read as check reads them: one that is there but is not UTF-8
      // text (or not a regular file) is an error, never rewritten and never taken for a
      // missing one. Every step comes from the vocabulary; a step outside it is a warning, an
      // error or nothing, as the configuration's vocabulary setting says.
      let vocabulary = try StepVocabulary.builtIn()
      var run = generator.generate(
        reading: { path throws(DiagnosticsError) in
          do throws(Diagnostic) {
            return try TextFile.readIfPresent(
              (outArgument as NSString).appendingPathComponent(path),
              resolvedPath: (out as NSString).appendingPathComponent(path))
          } catch {
            throw DiagnosticsError([error])
          }
        }, auditing: vocabulary, indexingIn: out,
        each: { file, committed throws(DiagnosticsError) in
          try stream.take(file, committed: committed)
        })
      // Reported in the order of a run that loads the whole catalog before it renders: the
      // catalog's problems, its warnings, filters that name nothing, then the rest.
      let catalogProblems = settings.catalogProblems(
        generator.sources, loading: run.components.map { $0.map(\.identity) })
      guard catalogProblems.isEmpty else { throw DiagnosticsError(catalogProblems) }
      let components = run.summaries
      context.writeDiagnostics(components.flatMap(\.warnings))
      try settings.checkFilters(
        components: components.map(\.identity.id),
        experiences: components.flatMap(\.experiences),
        platforms: components.flatMap(\.platforms))
      guard run.problems.isEmpty else { throw DiagnosticsError(run.problems) }
      // Taken out of the run, so that adding the index does not copy one entry per file.
      var files = run.outcomes
      run.outcomes = []
      // Each distinct step once, with how many files use it, then one summary line.
      let problems = run.vocabularyProblems
      switch generator.options.vocabulary {
      case .error:
        if !problems.isEmpty { throw DiagnosticsError(problems.errors) }
      case .warn:
        context.writeWarnings(problems.diagnostics)
        if let summary = problems.summary { context.writeError(summary + "\n") }
      case .off: break
      }
      // The index joins the plan like any generated file; a README.md of the team's stays.
      switch try generator.indexDecision(
        in: out, displayName: outArgument, components: components)
      {
      case .off: break
      case .generate(let index): files.append(try stream.take(index))
      case .keepHandWritten(let warning): context.writeWarnings([warning])
      }
      writes = files.filter(\.changed)
      keptForEdits = files.filter(\.keptForHandEdits)
      unchanged = files.count - writes.count - keptForEdits.count
      removals = stream.removals(besides: files)
      try RemovalReview(removals: removals, newFiles: writes.filter(\.isNew).map(\.path)).check(
        displayDirectory: outArgument, pruneEdited: arguments.value(of: pruneEdited)
      ) { path in
        try? TextFile.readIfPresent(
          path, resolvedPath: (out as NSString).appendingPathComponent(path))?
          .textWithLineFeeds
      }
      // A dry run reports every error the real run would meet before its first write.
      try stream.checkSafe(writes: writes, removals: removals)
      // Temporary files of a run that was killed (SIGKILL cannot be waited for) are cleaned
      // up.
      for path in TemporaryName.leftovers(in: out) { leftovers.remove(path) }
      try leftovers.check()
      if !dryRun {
        try stream.commit(removing: removals)
        try leftovers.apply()
      }
    } catch {
      stream.discard()
      throw error
    }
    var report = ""
    let display = { (path: String) in (outArgument as NSString).appendingPathComponent(path) }
    for file in writes {
      report += (dryRun ? "would write " : "wrote ") + display(file.path) + "\n"
      // Each line of generated content edited by hand that --discard-edits rewrites, as it was.
      for edit in file.handEdits {
        report +=
          "  " + (dryRun ? "would discard " : "discarded ") + display(file.path)
          + ":\(edit.line): " + edit.text + "\n"
      }
    }
    for path in removals {
      report += (dryRun ? "would remove " : "removed ") + display(path) + "\n"
    }
    for path in leftovers.removals {
      report +=
        (dryRun ? "would remove " : "removed ") + "the leftover temporary file " + display(path)
        + "\n"
    }
    let verb = dryRun ? "would be " : ""
    report +=
      "\(writes.count) \(verb)written, \(unchanged) unchanged, \(removals.count) \(verb)removed"
    if !keptForEdits.isEmpty {
      report +=
        ", \(keptForEdits.count) left as \(keptForEdits.count == 1 ? "it is" : "they are") for hand edits"
    }
    context.writeText(report + "\n")
    guard keptForEdits.isEmpty else {
      context.writeDiagnostics(stream.handEditErrors(in: keptForEdits))
      return .drift
    }
    return .success
  }
}
