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

  /// Every generated scenario says how it can be run: `@manual` exactly when one of its
  /// steps (outline rows expanded) is a phrase the vocabulary marks manual.
  @Test func everyScenarioCarriesTheRunTagItsStepsCall() throws {
    let vocabulary = try StepVocabulary.builtIn()
    var counts: [String: Int] = [:]
    for target in try builtInGenerator().render() {
      for case .scenario(let scenario) in target.document.feature?.children ?? [] {
        let names = scenario.tags.map(\.name)
        let runTags = names.filter { $0 == "@manual" || $0 == "@automatable" }
        let manual = VocabularyAudit.expandedSteps(scenario).contains { text in
          vocabulary.matches(text).contains { vocabulary.phrases[$0].manual }
        }
        #expect(runTags == [manual ? "@manual" : "@automatable"], "\(names)")
        counts[runTags.first ?? "", default: 0] += 1
      }
    }
    #expect(counts["@manual", default: 0] > 0)
    #expect(counts["@automatable", default: 0] > 0)
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
