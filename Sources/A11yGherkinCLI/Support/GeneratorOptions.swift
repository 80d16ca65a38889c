import A11yCriteria
import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import ParallelWork

/// The options `generate` and `check` share: what to read, where the output lives, and which
/// part of the catalog a run covers.
enum GeneratorOptions {
  static let templates = OptionSpec.value(
    "templates", "DIR",
    help: "Templates that replace the built-in ones of the same name (NAME.mustache).")
  static let out = OptionSpec.value(
    "out", "DIR", help: "The output directory.", default: "features")
  static let dialect = OptionSpec.value(
    "dialect", "NAME",
    help: "portable: no Rule:, for every runner; modern: scenarios grouped by Rule:.",
    choices: Dialect.allCases.map(\.rawValue), default: "portable")
  static let jobs = OptionSpec.value(
    "jobs", "N", help: "How many threads render, read and write at once.",
    default: "one per processor")
  static let filters: [OptionSpec] = [
    .repeatable("component", "ID", help: "Only this component; repeatable."),
    .repeatable("experience", "ID", help: "Only this experience; repeatable."),
    .repeatable("platform", "ID", help: "Only this platform; repeatable."),
  ]

  static func outDirectory(_ arguments: ParsedArguments) -> String {
    arguments.value("out") ?? "features"
  }

  /// The output directory as the user named it and as a path to open; it may not exist yet,
  /// but may not be a file.
  static func outDirectory(_ arguments: ParsedArguments, context: CommandContext) throws(Diagnostic)
    -> (argument: String, path: String)
  {
    let argument = outDirectory(arguments)
    let path = context.resolve(argument)
    let status = FileStatus(path)
    if status != .missing, status != .directory {
      throw Diagnostic(path: argument, message: "--out names a file, not a directory")
    }
    return (argument, path)
  }

  /// The generator the arguments describe, with filters checked against the catalog.
  static func generator(_ arguments: ParsedArguments, command: String, context: CommandContext)
    throws
    -> FeatureGenerator
  {
    let catalog = try CatalogOptions.load(arguments, context: context)
    let templates = try TemplateSet(overridesIn: arguments.value("templates").map(context.resolve))
    let components = catalog.components
    try checkFilter(arguments, "component", known: components.map(\.id), command: command)
    try checkFilter(
      arguments, "experience", known: components.flatMap(\.experiences).map(\.id), command: command)
    try checkFilter(
      arguments, "platform", known: components.flatMap(\.platforms).map(\.id), command: command)
    let dialect = Dialect(rawValue: arguments.value("dialect") ?? "") ?? .portable
    var jobs = ParallelWork.defaultJobs
    if let value = arguments.value("jobs") {
      guard let number = Int(value), number >= 1 else {
        throw UsageError(
          "--jobs takes a whole number of at least 1, not '\(value)'", command: command)
      }
      jobs = number
    }
    let options = GenerationOptions(
      dialect: dialect,
      components: Set(arguments.values("component")),
      experiences: Set(arguments.values("experience")),
      platforms: Set(arguments.values("platform")),
      regenerateCommand: regenerateCommand(
        arguments, dialect: dialect, currentDirectory: context.currentDirectory),
      jobs: jobs)
    return FeatureGenerator(catalog: catalog, templates: templates, options: options)
  }

  /// The command written into generated headers: the inputs of this run, without filters, so
  /// that it regenerates every file. Paths are written relative to the current directory in
  /// one spelling, so that `out`, `./out/` and an absolute path give the same files.
  private static func regenerateCommand(
    _ arguments: ParsedArguments, dialect: Dialect, currentDirectory: String
  ) -> String {
    let spelled = { (path: String) in PathSpelling.relative(path, to: currentDirectory) }
    var words = [Tool.name, "generate"]
    for path in arguments.values("criteria") { words += ["--criteria", spelled(path)] }
    if let templates = arguments.value("templates") {
      words += ["--templates", spelled(templates)]
    }
    words += ["--out", spelled(outDirectory(arguments))]
    if dialect != .portable { words += ["--dialect", dialect.rawValue] }
    return words.map(shellQuoted).joined(separator: " ")
  }

  private static func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=@+,".contains($0) }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private static func checkFilter(
    _ arguments: ParsedArguments, _ name: String, known: [String], command: String
  )
    throws(UsageError)
  {
    for value in arguments.values(name) where !known.contains(value) {
      throw UsageError(
        "unknown \(name) '\(value)'\(Suggestions.hint(for: value, in: Set(known)))",
        command: command)
    }
  }
}
