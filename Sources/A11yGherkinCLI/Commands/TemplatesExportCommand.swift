import ArgumentParsing
import FeatureGenerator

/// `a11y-gherkin templates export DIR`: the built-in templates, to customise.
enum TemplatesExportCommand: Command {
  static let spec = CommandSpec(
    path: ["templates", "export"],
    abstract: "Write the built-in Mustache templates to a directory, to customise.",
    discussion: """
      Keep only the templates you change: with --templates DIR, each NAME.mustache there takes
      the place of the built-in template of the same name, and the others stay built in. To
      change one part of a template, write one that inherits from the built-in one under its
      default- name and overrides a block, as this feature.mustache does:
      {{<default-feature}}{{$name}}Accessibility of {{component.title}}{{/name}}{{/default-feature}}

      A file that exists and differs from the built-in template (one you edited) is not
      overwritten: the export stops before writing anything and names it; --force
      overwrites. Files are written atomically, never through a symbolic link.
      """,
    options: [ExportWriter.force.spec],
    positionals: [PositionalSpec("DIR", help: "The directory to write to; created if missing.")],
    examples: [
      ("templates export templates", "Write them out"),
      ("generate --templates templates", "Generate with your changes"),
    ],
    documentation: "docs/templates.md#templates-export")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let directory = arguments.positionals[0]
    let files = DefaultTemplates.fileNames.map { (name: $0, text: DefaultTemplates.file($0) ?? "") }
    context.writeText(
      try ExportWriter.write(
        files, to: directory, force: arguments.value(of: ExportWriter.force), context: context))
    return .success
  }
}
