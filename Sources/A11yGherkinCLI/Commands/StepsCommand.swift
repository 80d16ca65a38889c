import A11yCriteria
import ArgumentParsing
import Diagnostics
import FeatureGenerator
import JSON

/// `a11y-gherkin steps`: the step vocabulary, with how many generated steps use each phrase.
enum StepsCommand: Command {
  enum Format: String, CaseIterable, Sendable {
    case text
    case json
  }

  static let format = Option<Format>.choice(
    "format", "FORMAT",
    help: "text: a table for people; json: the vocabulary as tools read it.", default: .text)

  static let spec = CommandSpec(
    path: ["steps"],
    abstract: "List the step vocabulary: every phrase generated steps use, with counts.",
    discussion: """
      Every generated step is one phrase of a closed vocabulary, written as a Cucumber
      Expression with declared parameter types ({screenReader}, {element}, {string}...), so one
      step definition per phrase runs every generated scenario. The counts are over the
      criteria the project (or --criteria) generates, one step per Examples row.

      A step that matches no phrase, or more than one, is a warning on stderr at its
      criterion in the criteria file (an error with "vocabulary": "error" in the configuration,
      nothing with "off").

      The JSON format is a public contract: {"parameterTypes": [{"name", "regexps"}],
      "phrases": [{"expression", "keyword", "uses"}]}, where keyword is Given, When, Then or
      null.
      """,
    options: [GeneratorOptions.config.spec, CatalogOptions.criteria.spec, format.spec]
      + GeneratorOptions.filters,
    examples: [
      ("steps", "The phrases the built-in catalog uses"),
      ("steps --format json > vocabulary.json", "The vocabulary for other tools"),
    ],
    documentation: "docs/step-vocabulary-and-runners.md#steps")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let settings = try ProjectSettings(arguments, command: spec.name, context: context)
    let generator = try settings.generator()
    let audit = try generator.auditVocabulary(try StepVocabulary.builtIn())
    if generator.options.strictVocabulary, !audit.diagnostics.isEmpty {
      throw DiagnosticsError(audit.errors)
    }
    if generator.options.vocabulary == .warn { context.writeWarnings(audit.diagnostics) }
    switch arguments.value(of: format) {
    case .text: context.writeText(text(audit))
    case .json: context.writeText(json(audit) + "\n")
    }
    return .success
  }

  static func text(_ audit: VocabularyAudit) -> String {
    let vocabulary = audit.vocabulary
    let ratio =
      vocabulary.phrases.isEmpty ? 0 : Double(audit.steps) / Double(vocabulary.phrases.count)
    var out =
      "\(vocabulary.phrases.count) phrases, \(audit.steps) generated steps (\((ratio * 10).rounded() / 10) steps per phrase)\n\n"
    var types = [["parameter type", "matches"]]
    for type in vocabulary.parameterTypes {
      types.append(["{\(type.name)}", type.regexps.joined(separator: " | ")])
    }
    out += TextTable.render(types) + "\n"
    var phrases = [["uses", "keyword", "expression"]]
    for (index, phrase) in vocabulary.phrases.enumerated() {
      phrases.append([
        String(audit.uses[index]), phrase.keyword ?? "any",
        phrase.expression.source + manualNote(phrase),
      ])
    }
    out += TextTable.render(phrases, rightAligned: [0])
    return out
  }

  /// How the text table marks a manual phrase, and the platforms a library automates it on.
  static func manualNote(_ phrase: StepPhrase) -> String {
    guard phrase.manual else { return "" }
    guard !phrase.automatableOn.isEmpty else { return "  (manual)" }
    return "  (manual; automatable on \(phrase.automatableOn.sorted().joined(separator: ", ")))"
  }

  static func json(_ audit: VocabularyAudit) -> String {
    let vocabulary = audit.vocabulary
    func member(_ key: String, _ value: JSONValue) -> JSONMember {
      JSONMember(key: key, value: JSONNode(value))
    }
    let types = vocabulary.parameterTypes.map { type in
      JSONNode(
        .object([
          member("name", .string(type.name)),
          member("regexps", .array(type.regexps.map { JSONNode(.string($0)) })),
        ]))
    }
    let phrases = vocabulary.phrases.enumerated().map { index, phrase in
      JSONNode(
        .object([
          member("expression", .string(phrase.expression.source)),
          member("keyword", phrase.keyword.map { .string($0) } ?? .null),
          member("uses", .number(Double(audit.uses[index]))),
        ]))
    }
    return JSONWriter.write(
      .object([member("parameterTypes", .array(types)), member("phrases", .array(phrases))]))
  }
}
