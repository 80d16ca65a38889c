import ArgumentParsing
import FeatureGenerator
import FileSystem

/// `a11y-gherkin templates export DIR`: the built-in templates, to customise.
enum TemplatesExportCommand: Command {
  static let spec = CommandSpec(
    path: ["templates", "export"],
    abstract: "Write the built-in Mustache templates to a directory, to customise.",
    discussion: """
      Keep only the templates you change: with --templates DIR, each NAME.mustache there takes
      the place of the built-in template of the same name, and the others stay built in. To
      change one part of a template, write one that inherits from it and overrides a block:
      {{<feature}}{{$name}}Accessibility of {{component.title}}{{/name}}{{/feature}}.
      """,
    positionals: [PositionalSpec("DIR", help: "The directory to write to; created if missing.")],
    examples: [
      ("templates export templates", "Write them out"),
      ("generate --templates templates", "Generate with your changes"),
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let directory = arguments.positionals[0]
    var report = ""
    for name in DefaultTemplates.fileNames {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      try AtomicFileWriter.write(DefaultTemplates.file(name) ?? "", to: context.resolve(path))
      report += "wrote \(path)\n"
    }
    context.writeText(report)
    return .success
  }
}
