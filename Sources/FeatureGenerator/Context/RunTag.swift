import A11yCriteria
import Gherkin

/// How a generated scenario can be run: `@manual` when one of its steps is a phrase only a
/// person can judge (the step vocabulary marks those), `@automatable` otherwise.
enum RunTag {
  static let manual = "@manual"
  static let automatable = "@automatable"

  /// The built-in vocabulary's manual phrases, compiled once per process, indexed as the
  /// vocabulary indexes its phrases: a step is tried against the few that may match it.
  private static let manualPhrases: StepVocabulary = {
    let vocabulary = try? StepVocabulary.builtIn()
    return StepVocabulary(
      parameterTypes: vocabulary?.parameterTypes ?? [],
      phrases: (vocabulary?.phrases ?? []).filter(\.manual))
  }()

  /// The manual phrases, for the fingerprints: marking a phrase manual changes the tags.
  static let manualSources = manualPhrases.phrases.map(\.expression.source).joined(
    separator: "|")

  /// The tag for a scenario's steps; outline steps are expanded with each row's cells first,
  /// as a runner sees them.
  static func tag(steps: [String], header: [String], rows: [[String]]) -> String {
    let placeholders = OutlinePlaceholders(columns: header)
    let texts =
      rows.isEmpty
      ? steps : rows.flatMap { row in steps.map { placeholders.filled($0, values: row) } }
    let manual = texts.contains { !manualPhrases.matches($0).isEmpty }
    return manual ? Self.manual : automatable
  }
}
