import A11yCriteria
import FeatureGenerator
import Testing

/// Every step the built-in catalog generates is a phrase of its step vocabulary, and exactly
/// one: a team can write one step definition per phrase and run every generated scenario.
@Suite struct BuiltInVocabularyTests {
  /// The built-in catalog's generated steps matched against its vocabulary, once for every
  /// test that reads the result.
  private static let catalogAudit = Result {
    var audit = VocabularyAudit(vocabulary: try StepVocabulary.builtIn())
    audit.audit(try BuiltInOutput.rendered())
    return audit
  }

  @Test func everyGeneratedStepMatchesExactlyOnePhrase() throws {
    let audit = try Self.catalogAudit.get()
    #expect(audit.steps > 0)
    #expect(audit.diagnostics.map(\.message) == [])
  }

  /// Every generated scenario says how it can be run: `@manual` exactly when one of its
  /// steps (outline rows expanded) is a phrase the vocabulary marks manual on the feature's
  /// platform.
  @Test func everyScenarioCarriesTheRunTagItsStepsCall() throws {
    let vocabulary = try StepVocabulary.builtIn()
    var counts: [String: Int] = [:]
    for target in try BuiltInOutput.rendered() {
      let platform = target.target.platform.id
      for case .scenario(let scenario) in target.document.feature?.children ?? [] {
        let names = scenario.tags.map(\.name)
        let runTags = names.filter { $0 == "@manual" || $0 == "@automatable" }
        let manual = VocabularyAudit.expandedSteps(scenario).contains { text in
          vocabulary.matches(text).contains { vocabulary.phrases[$0].isManual(on: platform) }
        }
        #expect(runTags == [manual ? "@manual" : "@automatable"], "\(names)")
        counts[runTags.first ?? "", default: 0] += 1
      }
    }
    #expect(counts["@manual", default: 0] > 0)
    #expect(counts["@automatable", default: 0] > 0)
  }

  /// A browser reads where keyboard focus is and can compare an element's rendering focused
  /// and unfocused, so the same keyboard scenario is automatable on the web and manual on a
  /// phone.
  @Test func keyboardFocusIsAutomatableOnTheWebAndManualOnPhones() throws {
    var tags: [String: [String]] = [:]
    for target in try BuiltInOutput.rendered()
    where target.target.component.id == "button" && target.target.experience.id == "text-button" {
      for case .scenario(let scenario) in target.document.feature?.children ?? []
      where scenario.tags.contains(where: { $0.name == "@criterion:keyboard.focus" }) {
        // The web says the indicator surrounds the element; phones, that the element shows it.
        #expect(
          scenario.steps.contains {
            $0.text == "a visible focus indicator surrounds the focused element"
              || $0.text == "the focused element shows a visible focus indicator"
          })
        tags[target.target.platform.id, default: []] += scenario.tags.map(\.name).filter {
          $0 == "@manual" || $0 == "@automatable"
        }
      }
    }
    #expect(tags["web"] == ["@automatable"])
    #expect(tags["ios"] == ["@manual"])
    #expect(tags["android"] == ["@manual"])
  }

  @Test func aPhraseIsManualExceptOnThePlatformsItIsAutomatableOn() throws {
    let vocabulary = try StepVocabulary.decode(
      bytes: Array(
        """
        {"phrases": [
          {"expression": "focus is seen", "manual": true, "automatableOn": ["web"]},
          {"expression": "text is read", "manual": true},
          {"expression": "I press a key"}
        ]}
        """.utf8), path: "vocabulary.json")
    let (seen, read, press) = (vocabulary.phrases[0], vocabulary.phrases[1], vocabulary.phrases[2])
    #expect(seen.automatableOn == ["web"])
    #expect(!seen.isManual(on: "web") && seen.isManual(on: "ios") && seen.isManual(on: nil))
    #expect(read.isManual(on: "web") && read.isManual(on: nil))
    #expect(!press.isManual(on: "web") && !press.isManual(on: nil))
  }

  /// The phrases added for notifications and patterns are used by the catalog.
  @Test(arguments: [
    "keyboard focus stays inside {element}",
    "the focused element is not hidden by other content",
    "the {string} setting is on",
    "{string} is chosen in {element}",
    "{element} does not animate",
    "{element} does not flash more than three times per second",
  ])
  func usesThePhrase(_ expression: String) throws {
    let audit = try Self.catalogAudit.get()
    let vocabulary = audit.vocabulary
    let index = try #require(
      vocabulary.phrases.firstIndex { $0.expression.source == expression })
    #expect(audit.uses[index] > 0)
  }
}
