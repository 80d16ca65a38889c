import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation
import JSON

/// `a11y-gherkin init`: writes the project configuration that `generate` and `check` share.
enum InitCommand: Command {
  static let force = Option<Bool>.flag(
    "force", help: "Replace an existing configuration file.")

  static let spec = CommandSpec(
    path: ["init"],
    abstract:
      "Write the project configuration (\(ConfigurationFormat.fileName)) that generate and check share.",
    discussion: """
      Writes \(ConfigurationFormat.fileName) in the current directory (or the file --config
      names) with the settings given here, and a "$comment" that documents every key. Then
      'generate' and 'check' need no options in this directory or any directory below it.
      An existing file is kept unless --force is given.
      """,
    options: GeneratorOptions.project + GeneratorOptions.filters + [force.spec],
    examples: [
      ("init", "The built-in catalog into features/"),
      (
        "init --criteria criteria --templates templates --platform ios",
        "Your criteria and templates, iOS only"
      ),
    ],
    documentation: "docs/configuration.md")

  /// What every key means; written into the file as its `$comment`.
  static let documentation = [
    "a11y-gherkin project configuration. generate, check and list read it in this directory and every directory below; options on their command line override it. Paths are relative to this file.",
    "builtIn: true for the whole built-in catalog, or a list of built-in component ids. criteria: criteria files or directories of them. With neither, the whole built-in catalog.",
    "templates: a directory of NAME.mustache files that replace the built-in templates of the same name.",
    "out: the directory generated files go to. dialect: portable (every runner) or modern (scenarios grouped by Rule:).",
    "components, experiences, platforms: generate and check only these ids; left out, all of them.",
    "vocabulary: what a step outside the step vocabulary is: error (nothing is written, check fails), warn (one warning for each distinct step, the default) or off (free-form steps on purpose). Replaces the older strictVocabulary (true: error, false: warn), still read.",
    "index: true writes an index of the generated files, README.md in the output directory, and check compares it; false: no index.",
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let named = arguments[GeneratorOptions.config] ?? ConfigurationFormat.fileName
    let path = context.resolve(named)
    if FileStatus(path, followingLinks: false) != .missing, !arguments.value(of: force) {
      throw Diagnostic(
        path: named,
        message: "a configuration file already exists; edit it, or give --force to replace it")
    }
    var plan = OutputPlan(
      root: (path as NSString).deletingLastPathComponent,
      displayRoot: (named as NSString).deletingLastPathComponent)
    plan.write(contents(arguments), to: (path as NSString).lastPathComponent)
    try plan.check()
    try plan.apply()
    context.writeOutput(
      """
      wrote \(named)
      next: '\(Tool.name) generate' writes the files, '\(Tool.name) check' compares them in CI

      """)
    return .success
  }

  /// The file for the options given: a minimal configuration, documented.
  static func contents(_ arguments: ParsedArguments) -> String {
    func string(_ text: String) -> String {
      var out = ""
      JSONWriter.writeString(text, into: &out)
      return out
    }
    func list(_ values: [String]) -> String {
      "[" + values.map(string).joined(separator: ", ") + "]"
    }
    var members: [(String, String)] = [
      (
        "$comment",
        "[\n" + documentation.map { "    " + string($0) }.joined(separator: ",\n") + "\n  ]"
      ),
      ("version", String(ConfigurationFormat.version)),
    ]
    let criteria = arguments.value(of: CatalogOptions.criteria)
    if criteria.isEmpty {
      members.append(("builtIn", "true"))
    } else {
      members.append(("criteria", list(criteria)))
    }
    if let templates = arguments[GeneratorOptions.templates] {
      members.append(("templates", string(templates)))
    }
    members.append(("out", string(arguments.value(of: GeneratorOptions.out))))
    members.append(("dialect", string(arguments.value(of: GeneratorOptions.dialect).rawValue)))
    for option in [
      GeneratorOptions.component, GeneratorOptions.experience, GeneratorOptions.platform,
    ] {
      let values = arguments.value(of: option)
      if !values.isEmpty { members.append((option.name + "s", list(values))) }
    }
    members.append(("vocabulary", string(VocabularyPolicy.warn.rawValue)))
    members.append(("index", arguments.value(of: GeneratorOptions.noIndex) ? "false" : "true"))
    return "{\n" + members.map { "  \(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }
}
