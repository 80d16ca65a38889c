import A11yCriteria
import Gherkin

/// How a generated scenario can be run: `@manual` when one of its steps is a phrase only a
/// person can judge on the scenario's platform (the step vocabulary marks those),
/// `@automatable` otherwise.
enum RunTag {
  static let manual = "@manual"
  static let automatable = "@automatable"

  private static let builtInPhrases = (try? StepVocabulary.builtIn()).map {
    ($0.parameterTypes, $0.phrases)
  }

  /// The built-in vocabulary's manual phrases on a platform, compiled once per process and
  /// indexed as the vocabulary indexes its phrases: a step is tried against the few that may
  /// match it. The platforms some manual phrase is automatable on have their own; every
  /// other platform shares the one with every manual phrase.
  private static let manualPhrases: [String: StepVocabulary] = {
    let (types, phrases) = builtInPhrases ?? ([], [])
    let platforms = Set(phrases.flatMap(\.automatableOn))
    var byPlatform: [String: StepVocabulary] = [:]
    for platform in platforms.union([""]) {
      byPlatform[platform] = StepVocabulary(
        parameterTypes: types,
        phrases: phrases.filter { $0.isManual(on: platform.isEmpty ? nil : platform) })
    }
    return byPlatform
  }()

  /// The manual phrases and where each is automatable, for the fingerprints: marking a
  /// phrase manual, or automatable on a platform, changes the tags.
  static let manualSources = (builtInPhrases?.1 ?? []).filter(\.manual).map { phrase in
    phrase.expression.source
      + (phrase.automatableOn.isEmpty
        ? "" : " automatable on " + phrase.automatableOn.sorted().joined(separator: ","))
  }.joined(separator: "|")

  /// The tag for a scenario's steps on a platform; outline steps are expanded with each
  /// row's cells first, as a runner sees them.
  static func tag(steps: [String], header: [String], rows: [[String]], platform: String) -> String {
    let placeholders = OutlinePlaceholders(columns: header)
    let texts =
      rows.isEmpty
      ? steps : rows.flatMap { row in steps.map { placeholders.filled($0, values: row) } }
    guard let vocabulary = manualPhrases[platform] ?? manualPhrases[""] else { return automatable }
    let manual = texts.contains { !vocabulary.matches($0).isEmpty }
    return manual ? Self.manual : automatable
  }
}
