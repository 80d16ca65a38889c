import A11yCriteria
import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation

/// `a11y-gherkin steps export`: step-definition skeletons for a runner, one per phrase.
enum StepsExportCommand: Command {
  static let runner = Option<String?>.value(
    "runner", "RUNNER",
    help: "behave, behave-playwright, cucumber-jvm, xctest or cucumber-js.")
  static let out = Option<String?>.value(
    "out", "DIR", help: "The directory of the step definitions; created if missing.")
  static let discardEdits = Option<Bool>.flag(
    "discard-edits",
    help: "Rewrite a generated part edited by hand, and list each line discarded.")

  static let spec = CommandSpec(
    path: ["steps", "export"],
    abstract: "Write step-definition skeletons for a runner: one per vocabulary phrase.",
    discussion: """
      Each phrase of the step vocabulary gets its own file, with the phrase's pattern and a
      pending body saying what the step must do and which accessibility API usually checks
      it. Exporting again keeps every phrase file it wrote before as it is, bodies included:
      only phrases new to the vocabulary get a file, and files of phrases the vocabulary no
      longer has are reported, not deleted. The shared file (parameter types; for xctest, the
      registration of every step) is updated between its two generated-part marker lines, and
      every other line of it is kept. A kept skeleton whose pattern no longer matches the
      vocabulary's parameter types (behave, xctest) is reported with the new pattern. A file
      in DIR that the export did not write (its first line names a11y-gherkin steps export)
      is never touched: the export stops with an error.

      A generated part edited by hand since the export wrote it (the shared file's lines
      between its marker lines, the element map; the hash of what was written is on its first
      line) is not rewritten silently: the export keeps that file as it is, reports each
      edited line as an error, writes every other file and exits 1. Move your code out of the
      generated part to keep it, or export again with --discard-edits to rewrite the part and
      list every line discarded.

      The files come from the templates steps-RUNNER.mustache and
      steps-RUNNER-shared.mustache; --templates DIR overrides them like the others.

      behave-playwright writes a working step library for web pages rather than skeletons:
      each phrase file calls the check of its phrase in the Python package a11y_web, written
      beside them (phrases manual on the web stay pending; the export names the package's
      version), and a11y_elements.json maps each element the web scenarios name to its role,
      name and states, from the criteria the project generates (or --criteria). Exporting
      again keeps the package's files as they are, like the phrase files, and rewrites the
      element map.
      """,
    options: [
      runner.spec, out.spec, GeneratorOptions.templates.spec, GeneratorOptions.config.spec,
      CatalogOptions.criteria.spec, discardEdits.spec,
    ],
    examples: [
      ("steps export --runner behave --out features/steps", "Skeletons for behave"),
      ("steps export --runner cucumber-js --out features/step_definitions", "For cucumber-js"),
      ("steps export --runner behave-playwright --out features/steps", "Web checks in a browser"),
    ],
    documentation: "docs/step-vocabulary-and-runners.md#steps-export")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let names = StepRunner.allCases.map(\.rawValue).joined(separator: ", ")
    guard let runnerName = arguments.value(of: runner) else {
      throw UsageError("steps export needs --runner (\(names))", command: spec.name)
    }
    guard let stepRunner = StepRunner(rawValue: runnerName) else {
      throw UsageError(
        "--runner '\(runnerName)' is not one of \(names)", command: spec.name)
    }
    guard let directory = arguments.value(of: out), !directory.isEmpty else {
      throw UsageError("steps export needs --out DIR", command: spec.name)
    }
    let templates = try TemplateSet(
      overridesIn: arguments.value(of: GeneratorOptions.templates).map(context.resolve))
    var elements: [StepElement] = []
    if stepRunner.elementMap != nil {
      let settings = try ProjectSettings(arguments, command: spec.name, context: context)
      elements = StepElement.web(in: try settings.catalog())
    }
    let export = try StepDefinitionExport(
      vocabulary: try StepVocabulary.builtIn(), runner: stepRunner, templates: templates,
      elements: elements)
    let resolved = context.resolve(directory)
    func display(_ name: String) -> String {
      directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    // Decide everything before writing: a file the export did not write stops it.
    var existing: [String: TextFile] = [:]
    var problems: [Diagnostic] = []
    for file in export.files {
      let path = (resolved as NSString).appendingPathComponent(file.name)
      guard FileManager.default.fileExists(atPath: path) else { continue }
      // A library file is never replaced, so it needs no marker to be safe.
      guard file.role == .support || exportWrote(path) else {
        problems.append(
          Diagnostic(
            path: display(file.name),
            message:
              "this file was not written by steps export (no '\(StepDefinitionExport.marker)' on its first line); move it or export to another directory"
          ))
        continue
      }
      do throws(Diagnostic) {
        existing[file.name] = try TextFile.readIfPresent(display(file.name), resolvedPath: path)
      } catch {
        problems.append(error)
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    // Lines are found as `\n`-ended; an updated file keeps the line break it had.
    let update = export.update(
      existing: existing.mapValues(\.textWithLineFeeds),
      discardingEdits: arguments.value(of: discardEdits))

    let exported = Set(export.files.map(\.name))
    let stale = ((try? FileManager.default.contentsOfDirectory(atPath: resolved)) ?? [])
      .filter { !exported.contains($0) }
      .filter { exportWrote((resolved as NSString).appendingPathComponent($0)) }
      .sorted()

    // New skeletons, and the shared file's generated part, through the output plan: checked
    // as a whole, written atomically.
    var plan = OutputPlan(root: resolved, displayRoot: directory)
    for file in update.new {
      plan.write(file.contents, to: file.name, mayReplace: false)
    }
    for file in update.updated {
      plan.write(existing[file.name]?.rewritten(file.contents) ?? file.contents, to: file.name)
    }
    try plan.check()
    try plan.apply()
    var report = ""
    for file in update.new {
      report += "wrote \(display(file.name))\n"
    }
    for file in update.updated {
      report +=
        file.role == .derived
        ? "updated \(display(file.name)): it follows the criteria (the export rewrites it whole)\n"
        : "updated \(display(file.name)): its generated part follows the vocabulary; every other line is kept\n"
      // Each line edited by hand that --discard-edits rewrote, as it was.
      for edit in update.handEdits[file.name] ?? [] {
        report += "  discarded \(display(file.name)):\(edit.line): \(edit.text)\n"
      }
    }
    for name in update.withoutGeneratedPart {
      report +=
        "kept \(display(name)) as it is: it has no generated part between the '\(StepDefinitionExport.partBegins)' and '\(StepDefinitionExport.partEnds)' lines, so it may not follow the vocabulary; compare it with a fresh export\n"
    }
    for name in update.supportChanged {
      report +=
        "kept \(display(name)) as it is: it differs from this version's library; compare it with a fresh export\n"
    }
    for (name, registration) in update.staleRegistrations {
      report +=
        "kept \(display(name)): its registration is not the vocabulary's any more (a parameter type changed, or it answers one keyword where the scenarios use several); register it with \(registration)\n"
    }
    for name in stale {
      report +=
        "kept \(display(name)): its phrase is no longer in the vocabulary; delete it when no scenario uses it\n"
    }
    if let library = stepRunner.library {
      let wrote = update.new.contains { $0.role == .support }
      report +=
        wrote
        ? "wrote the web step library \(library.packageName) \(library.version) in \(display(library.packageName))/\n"
        : "kept the web step library in \(display(library.packageName))/; this version's is \(library.packageName) \(library.version)\n"
    }
    report +=
      "\(update.new.count) written, \(update.updated.count) updated, \(update.kept.count) kept, \(stale.count) no longer in the vocabulary\n"
    if !update.keptForHandEdits.isEmpty {
      report +=
        "\(update.keptForHandEdits.count) left as \(update.keptForHandEdits.count == 1 ? "it is" : "they are") for hand edits\n"
    }
    context.writeText(report)
    guard update.keptForHandEdits.isEmpty else {
      context.writeDiagnostics(
        update.keptForHandEdits.sorted().flatMap { name in
          (update.handEdits[name] ?? []).map { $0.diagnostic(path: display(name)) }
        })
      return .drift
    }
    return .success
  }

  /// Whether the file at `path` starts with the export's marker (read from its first bytes).
  static func exportWrote(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 512)) ?? Data()
    let firstLine = String(decoding: head.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    return firstLine.contains(StepDefinitionExport.marker)
  }
}
