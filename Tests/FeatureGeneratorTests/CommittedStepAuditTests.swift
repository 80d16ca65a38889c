import A11yCriteria
import Foundation
import Gherkin
import TestSupport
import Testing

@testable import FeatureGenerator

/// The steps `check` matches against the vocabulary: the line scanner that reads generated
/// files reads what the parser reads, or declines; the team's scenarios are exempt.
@Suite struct CommittedStepAuditTests {
  /// Every committed feature file of this repository (the whole built-in catalog).
  static func committedFeatures() -> [String] {
    let root = TestData.packageRoot.appendingPathComponent("features")
    let walker = FileManager.default.enumerator(atPath: root.path)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".feature") { files.append(path) }
    }
    return files.sorted()
  }

  @Test func theScannerReadsEveryCommittedFileAsTheParserDoes() throws {
    let root = TestData.packageRoot.appendingPathComponent("features")
    let files = Self.committedFeatures()
    #expect(files.count > 100)
    var outlines = 0
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let scanned = try #require(CanonicalStepScanner.generatedParts(of: text), "\(file)")
      let parsed = CommittedStepAudit.generatedParts(
        of: try FeatureGenerator.parse(text, path: file))
      #expect(scanned == parsed, "\(file)")
      outlines += scanned.filter { !$0.examples.isEmpty }.count
    }
    #expect(outlines > 0, "the files hold outlines, whose rows the scanner reads")
  }

  @Test func everyExamplesTableIsReadWithItsOwnColumns() throws {
    let text = """
      Feature: x

        @criterion:a
        Scenario Outline: y
          Then <who> announces the state "<state>"

          Examples:
            | who       | state |
            | VoiceOver | on    |

          Examples:
            | state |

          @extra
          Examples:
            | state   | who |
            | Checked | TalkBack |
            | <who>   | Té  |

      """
    let scanned = try #require(CanonicalStepScanner.generatedParts(of: text))
    let parsed = CommittedStepAudit.generatedParts(of: try FeatureGenerator.parse(text, path: "x"))
    #expect(scanned == parsed)
    let table = try #require(scanned.first?.examples.last)
    #expect(table.rows.count == 2)
    #expect(
      table.placeholders.filled(#"<who> announces the state "<state>""#, values: table.rows[1])
        == #"Té announces the state "Té""#, "column by column, as runners fill them")
  }

  @Test func theModernDialectAndOtherLayoutsAreLeftToTheParser() throws {
    let generator = try builtInGenerator(
      options: GenerationOptions(
        dialect: .modern, components: ["captcha"], regenerateCommand: "a11y-gherkin generate"))
    let modern = try #require(try generator.generate().first { $0.path.hasSuffix(".feature") })
    #expect(CanonicalStepScanner.generatedParts(of: modern.contents) == nil)
    let parts = CommittedStepAudit.generatedParts(
      of: try FeatureGenerator.parse(modern.contents, path: modern.path))
    #expect(parts.count > 5)

    for text in [
      "# language: fr\nFonctionnalité: x\n",
      "Feature: x\n\n  Scenario: y\n\tGiven z\n",
      "Feature: x\n\n  @criterion:a\n  Scenario Outline: y\n    Given <z>\n\n    Examples:\n      | z |\n      | a \\| b |\n",
    ] {
      #expect(CanonicalStepScanner.generatedParts(of: text) == nil, "\(text)")
    }
  }

  /// A scenario's description (the generator writes one where a scenario applies only to
  /// some apps) is read over, as the parser reads it.
  @Test func aScenarioDescriptionIsReadOverAsTheParserDoes() throws {
    let text =
      "Feature: x\n\n  @criterion:a\n  Scenario: y\n    A description line\n\n    Given z\n"
    let scanned = try #require(CanonicalStepScanner.generatedParts(of: text))
    let parsed = CommittedStepAudit.generatedParts(of: try FeatureGenerator.parse(text, path: "x"))
    #expect(scanned == parsed)
    #expect(scanned.first?.steps.map(\.text) == ["z"])
    // A line after the first step is no description: the parser decides.
    #expect(
      CanonicalStepScanner.generatedParts(
        of: "Feature: x\n\n  @criterion:a\n  Scenario: y\n    Given z\n    A stray line\n") == nil)
  }

  @Test func handWrittenAndTakenOverScenariosAreExempt() throws {
    let text = """
      Feature: x

        Background:
          Given VoiceOver is on

        @criterion:a @automatable
        Scenario: generated
          When I wiggle

        Scenario: the team's
          When I knock

        @criterion-override:b
        Scenario: taken over
          When I shout

        @criterion:c
        Scenario Outline: an outline
          Then VoiceOver announces the state "<state>"
          Then I <verb>

          Examples:
            | state   | verb   |
            | Dimmed  | hum    |
            | Enabled | hum    |

      """
    let audit = CommittedStepAudit(vocabulary: try StepVocabulary.builtIn())
    let scanned = try audit.findings(inGenerated: text, path: "x.feature")
    let parsed = audit.findings(
      in: try FeatureGenerator.parse(text, path: "x.feature"), path: "x.feature", source: text)
    #expect(scanned == parsed)
    #expect(
      scanned.map { "\($0.location?.description ?? ""): \($0.message)" } == [
        "8:5: the step 'When I wiggle' in the scenario of a matches no phrase of the step vocabulary, so no exported step definition runs it",
        "20:5: the step 'Then I hum' in the scenario of c matches no phrase of the step vocabulary, so no exported step definition runs it",
      ])
    #expect(scanned.map(\.rule) == ["step-outside-vocabulary", "step-outside-vocabulary"])
  }
}
