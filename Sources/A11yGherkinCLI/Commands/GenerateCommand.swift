import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation

/// `a11y-gherkin generate`: feature files and checklists from the criteria.
enum GenerateCommand: Command {
  static let spec = CommandSpec(
    path: ["generate"],
    abstract: "Generate a feature file and a checklist for every experience and platform.",
    discussion: """
      Writes OUT/COMPONENT/PLATFORM/EXPERIENCE.feature and .md. Every file is parsed and
      printed in the canonical Gherkin layout; a template that yields invalid Gherkin is an
      error, and any error means nothing is written.

      Regenerating keeps what a team added to a generated feature file: scenarios without a
      @criterion: tag stay where they were, and tags added to generated scenarios stay on them.
      A second run changes nothing. Only files this tool generated are ever removed, and only
      when they no longer correspond to the criteria. A file that holds work of a team
      (hand-written scenarios, added tags or comments, hand edits) is not removed: generate
      names it and what is in it, and stops; --prune-edited removes such files anyway. A run
      that would only move the files (an --out above or below the directory they were
      generated in) stops too.
      """,
    options: [
      CatalogOptions.criteria, GeneratorOptions.templates, GeneratorOptions.out,
      GeneratorOptions.dialect, GeneratorOptions.jobs,
    ]
      + GeneratorOptions.filters + [
        .flag("dry-run", help: "List what would change; write nothing."),
        .flag(
          "prune-edited",
          help:
            "Also remove generated files that hold hand-written work when their criteria are gone."
        ),
      ],
    examples: [
      ("generate", "The built-in catalog into features/"),
      (
        "generate --criteria criteria --templates templates",
        "Your criteria, with some templates of your own"
      ),
      ("generate --platform android --dry-run", "What would change in the Android files"),
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let generator = try GeneratorOptions.generator(arguments, command: spec.name, context: context)
    let (outArgument, out) = try GeneratorOptions.outDirectory(arguments, context: context)
    // A committed file is read whatever its bytes, so that it is never taken for a missing one.
    let files = try generator.generate { path in
      FileManager.default.contents(atPath: (out as NSString).appendingPathComponent(path))
        .map { String(decoding: $0, as: UTF8.self) }
    }
    let plan = GenerationPlan(files: files, directory: out, options: generator.options)
    let dryRun = arguments.flag("dry-run")
    let newFiles = plan.writes.map(\.path).filter {
      FileStatus((out as NSString).appendingPathComponent($0), followingLinks: false) == .missing
    }
    try RemovalReview(removals: plan.removals, newFiles: newFiles).check(
      displayDirectory: outArgument, pruneEdited: arguments.flag("prune-edited")
    ) { path in
      FileManager.default.contents(atPath: (out as NSString).appendingPathComponent(path))
        .map { String(decoding: $0, as: UTF8.self) }
    }
    if !dryRun {
      try plan.checkSafe(in: out)
      try plan.apply(to: out, jobs: generator.options.jobs)
    }
    var report = ""
    let display = { (path: String) in (outArgument as NSString).appendingPathComponent(path) }
    for file in plan.writes {
      report += (dryRun ? "would write " : "wrote ") + display(file.path) + "\n"
    }
    for path in plan.removals {
      report += (dryRun ? "would remove " : "removed ") + display(path) + "\n"
    }
    let verb = dryRun ? "would be " : ""
    report +=
      "\(plan.writes.count) \(verb)written, \(plan.unchanged.count) unchanged, \(plan.removals.count) \(verb)removed\n"
    context.writeText(report)
    return .success
  }
}
