import A11yCriteria
import Diagnostics
import Mustache

/// The step-definition skeletons of a step vocabulary for one runner: one file per phrase,
/// named after the phrase so that re-exporting finds the files it wrote before, and one
/// shared file.
///
/// Every file starts with ``marker`` so that an export never touches a file it did not write.
public struct StepDefinitionExport: Sendable {
  /// The first-line comment text of every exported file.
  public static let marker = "Step definitions exported by a11y-gherkin steps export"

  public struct File: Sendable, Equatable {
    public var name: String
    /// The phrase's expression; nil for the shared file.
    public var expression: String?
    public var contents: String
  }

  public let files: [File]

  public init(
    vocabulary: StepVocabulary, runner: StepRunner, templates: TemplateSet
  ) throws(DiagnosticsError) {
    var options = RenderOptions()
    options.escaping = .none
    options.strict = true
    var names: [String] = []
    for phrase in vocabulary.phrases {
      let name = StepPhraseNaming.name(of: phrase.expression.source)
      // Two phrases with the same words (punctuation aside) get numbered names.
      let taken = names.filter { $0 == name || $0.hasPrefix(name + "V") }.count
      names.append(taken == 0 ? name : name + "V\(taken + 1)")
    }
    var files: [File] = []
    let stepTemplate = try templates.template(runner.stepTemplate)
    for (index, phrase) in vocabulary.phrases.enumerated() {
      let value = StepPhraseContext.value(
        phrase, name: names[index], types: vocabulary.parameterTypes, marker: Self.marker)
      files.append(
        File(
          name: runner.fileName(names[index]), expression: phrase.expression.source,
          contents: try stepTemplate.render(value, partials: templates.library, options: options)))
    }
    let shared = Value.object([
      "marker": .string(Self.marker),
      "parameterTypes": .list(vocabulary.parameterTypes.map(StepPhraseContext.typeValue)),
      "steps": .list(names.map { .object(["name": .string($0)]) }),
    ])
    files.append(
      File(
        name: runner.sharedFileName, expression: nil,
        contents: try templates.template(runner.sharedTemplate).render(
          shared, partials: templates.library, options: options)))
    self.files = files
  }
}
