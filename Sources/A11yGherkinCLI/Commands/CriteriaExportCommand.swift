import A11yCriteria
import ArgumentParsing

/// `a11y-gherkin criteria export DIR`: the built-in catalog as files to customise.
enum CriteriaExportCommand: Command {
  static let spec = CommandSpec(
    path: ["criteria", "export"],
    abstract: "Write the built-in criteria as JSON files, with their JSON Schema, to customise.",
    discussion: """
      Writes one criteria file per component (COMPONENT.json), the shared platform profiles
      (profiles.json) and standard criteria (standard-criteria.json) they refer to, and the
      schema files (\(CriteriaFormat.schemaFileName), \(CriteriaFormat.schemaV2FileName)) that
      editors use to complete and check them. Load the edited files with --criteria DIR: a
      profiles or standard-criteria file there replaces the built-in entries of the same id.

      A file that exists and differs from the built-in one (one you edited) is not
      overwritten: the export stops before writing anything and names it; --force
      overwrites. Files are written atomically, never through a symbolic link.
      """,
    options: [ExportWriter.force.spec],
    positionals: [PositionalSpec("DIR", help: "The directory to write to; created if missing.")],
    examples: [
      ("criteria export criteria", "Start your own catalog from the built-in one"),
      ("generate --criteria criteria", "Then generate from it"),
    ],
    documentation: "docs/criteria-format.md#criteria-export")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let directory = arguments.positionals[0]
    let catalog = try BuiltInCatalog.load()
    var files = catalog.components.map {
      (CriteriaExporter.fileName(for: $0), CriteriaExporter.document(for: $0))
    }
    // The shared profiles and standard criteria the components refer to, to customise too.
    for name in BuiltInCatalog.sharedLibraryFileNames + [CriteriaFormat.schemaV2FileName] {
      files.append((name, BuiltInCatalog.embeddedFile(name) ?? ""))
    }
    files.append((CriteriaFormat.schemaFileName, BuiltInCatalog.schema))
    context.writeText(
      try ExportWriter.write(
        files.map { (name: $0.0, text: $0.1) }, to: directory,
        force: arguments.value(of: ExportWriter.force), context: context))
    return .success
  }
}
