import Diagnostics
import FeatureGenerator
import Gherkin
import Testing

/// Regenerating keeps what a team added to a generated feature file.
@Suite struct MergeTests {
  private let generator: FeatureGenerator
  private let original: String

  init() throws {
    generator = try FeatureGenerator(
      catalog: catalog(switchCriteria), templates: .defaults(),
      options: GenerationOptions(regenerateCommand: "a11y-gherkin generate --out features"))
    original = try #require(try generator.generate().first { $0.kind == .feature }).contents
  }

  private func regenerate(_ committed: String) throws -> String {
    try #require(try generator.generate { _ in committed }.first { $0.kind == .feature }).contents
  }

  /// The file below its header as the canonical printer writes it, which is how regeneration
  /// leaves it (the header's content hash changes with the body).
  private func canonical(_ text: String) throws -> String {
    body(GherkinPrinter().format(try GherkinParser().parse(text)))
  }

  private func body(_ text: String) -> String {
    GeneratedHeader.read(from: Substring(text)).map { String($0.body) } ?? text
  }

  @Test func aSecondRunChangesNothing() throws {
    #expect(try regenerate(original) == original)
  }

  @Test func keepsHandWrittenScenariosInPlaceWithTheirComments() throws {
    let edited = original.replacingOccurrences(
      of: "  @criterion:screen-reader.state",
      with: """
          # Our own check, kept across regeneration.
          @smoke
          Scenario: The switch survives rotation
            # rotate twice
            Given the switch is on
            When I rotate the device
            Then the switch is still on

          @criterion:screen-reader.state
        """)
    let regenerated = try regenerate(edited)
    #expect(body(regenerated) == (try canonical(edited)))
    #expect(regenerated.contains("  # Our own check, kept across regeneration.\n\n  @smoke\n"))
    #expect(try regenerate(regenerated) == regenerated)
  }

  @Test func keepsHandWrittenScenariosBeforeTheFirstGeneratedOne() throws {
    let edited = original.replacingOccurrences(
      of: "  @criterion:keyboard.space",
      with: """
          Scenario: Ours comes first
            Given the app is open
            When I look
            Then I see the switch

          @criterion:keyboard.space
        """)
    #expect(body(try regenerate(edited)) == (try canonical(edited)))
  }

  @Test func keepsTagsATeamAddedToGeneratedScenariosAndTheFeature() throws {
    let edited = original.replacingOccurrences(
      of: "@criterion:keyboard.space @wcag:2.1.1 @automatable",
      with: "@criterion:keyboard.space @wcag:2.1.1 @automatable @JIRA-123 @tc:1234"
    ).replacingOccurrences(of: "@experience:toggle\n", with: "@experience:toggle @regression\n")
    #expect(body(try regenerate(edited)) == (try canonical(edited)))
  }

  @Test func restoresGeneratedScenariosEditedByHand() throws {
    let edited = original.replacingOccurrences(
      of: "When I press Space", with: "When I press the space bar")
    #expect(try regenerate(edited) == original)
  }

  @Test func reformatsAndDropsScenariosOfCriteriaThatAreGone() throws {
    let withStale = original.replacingOccurrences(
      of: "  @criterion:screen-reader.state",
      with: """
          @criterion:keyboard.escape @wcag:2.1.2
          Scenario: A criterion that was removed
            When I press Escape
            Then it closes
        Scenario: Hand-written after it
                Given badly indented
                When   it is regenerated
                Then it is canonical

          @criterion:screen-reader.state
        """)
    let regenerated = try regenerate(withStale)
    #expect(!regenerated.contains("keyboard.escape"))
    #expect(
      regenerated.contains(
        "  Scenario: Hand-written after it\n    Given badly indented\n    When it is regenerated\n")
    )
  }

  @Test func keepsHandWrittenRulesAtTheEnd() throws {
    let edited =
      original + """

          Rule: Our own rules

            Scenario: One of ours
              Given something
              When it happens
              Then it is fine

        """
    #expect(body(try regenerate(edited)) == (try canonical(edited)))
  }

  @Test func refusesToOverwriteAFileItDidNotGenerate() {
    #expect(throws: DiagnosticsError.self) {
      try generator.generate { _ in "Feature: Written by hand\n" }
    }
  }
}
