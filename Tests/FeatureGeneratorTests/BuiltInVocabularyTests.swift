import A11yCriteria
import FeatureGenerator
import Testing

/// Every step the built-in catalog generates is a phrase of its step vocabulary, and exactly
/// one: a team can write one step definition per phrase and run every generated scenario.
@Suite struct BuiltInVocabularyTests {
  @Test func everyGeneratedStepMatchesExactlyOnePhrase() throws {
    var audit = VocabularyAudit(vocabulary: try StepVocabulary.builtIn())
    audit.audit(try builtInGenerator().render())
    #expect(audit.steps > 0)
    #expect(audit.diagnostics.map(\.message) == [])
  }

  /// The phrases added for notifications and patterns are used by the catalog.
  @Test(arguments: [
    "keyboard focus stays inside {element}",
    "the focused element is not hidden by other content",
    "the {string} setting is on",
    "{string} is chosen in {string}",
    "{element} does not animate",
    "{element} does not flash more than three times per second",
  ])
  func usesThePhrase(_ expression: String) throws {
    let vocabulary = try StepVocabulary.builtIn()
    var audit = VocabularyAudit(vocabulary: vocabulary)
    audit.audit(try builtInGenerator().render())
    let index = try #require(
      vocabulary.phrases.firstIndex { $0.expression.source == expression })
    #expect(audit.uses[index] > 0)
  }
}
