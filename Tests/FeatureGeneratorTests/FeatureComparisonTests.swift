import Gherkin
import Testing

@testable import FeatureGenerator

/// Check compares what generate would restore, and ignores what generate keeps.
@Suite struct FeatureComparisonTests {
  private func feature(_ examplesDescription: String) throws -> Feature {
    try #require(
      try GherkinParser().parse(
        """
        Feature: F

          @criterion:a
          Scenario Outline: A
            Given <x>

            Examples:
              \(examplesDescription)
              | x |
              | 1 |
        """
      ).feature)
  }

  @Test func aDescriptionUnderExamplesIsTheTeamsUnlessTheTemplatesWriteOne() throws {
    let plain = try feature("")
    let described = try feature("Ours.")
    #expect(FeatureComparison(expected: plain, committed: described).differences().isEmpty)
    let edited = try feature("Edited.")
    let differences = FeatureComparison(expected: described, committed: edited).differences()
    #expect(differences.map(\.message) == ["its examples differ"])
  }
}
