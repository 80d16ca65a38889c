import ArgumentParsing
import Diagnostics
import FileSystem
import Foundation
import JSON
import Mustache

/// `a11y-gherkin render TEMPLATE --data JSON`: preview any Mustache template, for template
/// authors.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    path: ["render"],
    abstract: "Render a Mustache template over JSON data, to preview templates.",
    discussion: """
      Prints the template rendered over the data. Partials ({{>name}}) and parents
      ({{<name}}) are NAME.mustache files in the --partials directory. The engine follows the
      Mustache spec, with inheritance and dynamic names; lambdas are not supported, since
      templates run no code.

      --strict makes an unknown variable, section or partial an error instead of empty
      text, as the generator renders its own templates. --escape none leaves & " < > as they
      are, as Gherkin and Markdown output need.
      """,
    options: [
      .value("data", "JSON", help: "The JSON file to render over.", required: true),
      .value("partials", "DIR", help: "Where partials and parents are found (NAME.mustache)."),
      .value(
        "escape", "MODE", help: "How {{name}} escapes its value.", choices: ["html", "none"],
        default: "html"),
      .flag("strict", help: "Unknown names are errors."),
    ] + RenderLimitOptions.specs,
    positionals: [PositionalSpec("TEMPLATE", help: "The template file.")],
    examples: [
      ("render card.mustache --data card.json", "Preview a template"),
      (
        "render feature.mustache --data context.json --partials templates --escape none --strict",
        "Render as the generator does"
      ),
    ],
    documentation: "docs/templates.md#render-preview-a-template")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let templatePath = arguments.positionals[0]
    let dataPath = arguments.value("data") ?? ""
    let source = try readText(templatePath, context: context)
    let data = try JSONDocument(parsing: try readBytes(dataPath, context: context), path: dataPath)
    let name = ((templatePath as NSString).lastPathComponent as NSString).deletingPathExtension
    let template = try Template(source, name: name, path: templatePath)
    var partials = TemplateLibrary()
    if let directory = arguments.value("partials") {
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: context.resolve(directory), isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw Diagnostic(path: directory, message: "no such directory")
      }
      partials = try TemplateLibrary(directory: URL(fileURLWithPath: context.resolve(directory))) {
        try TextFile.read($0).text
      }
    }
    let options = RenderLimitOptions.applying(
      arguments,
      to: RenderOptions(
        escaping: arguments.value("escape") == "none" ? .none : .html,
        strict: arguments.flag("strict")))
    context.writeOutput(
      try template.render(Value(json: data.root.value), partials: partials, options: options))
    return .success
  }

  private static func readBytes(_ path: String, context: CommandContext) throws -> [UInt8] {
    Array(try TextFile.read(path, resolvedPath: context.resolve(path)).textBytes)
  }

  private static func readText(_ path: String, context: CommandContext) throws -> String {
    try TextFile.read(path, resolvedPath: context.resolve(path)).text
  }
}
