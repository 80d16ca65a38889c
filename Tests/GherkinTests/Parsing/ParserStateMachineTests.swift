import Testing

@testable import Gherkin

/// The state machine built from the grammar has the official parsers' 55 states (54 plus the
/// end), and its `expected:` lists read as theirs do.
@Suite struct ParserStateMachineTests {
  let machine = ParserStateMachine.shared

  func expected(_ state: String) -> String? {
    machine.names.firstIndex(of: state).map { machine.expected[$0] }
  }

  @Test func itHasTheOfficialNumberOfStates() {
    #expect(machine.names.count == 55)
    #expect(Set(machine.names).count == 55)
  }

  @Test func expectedListsReadAsTheOfficialOnes() {
    #expect(
      expected("start") == "#EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty")
    #expect(expected("language") == "#TagLine, #FeatureLine, #Comment, #Empty")
    #expect(
      expected("featureHeader")
        == "#EOF, #Empty, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Other")
    #expect(
      expected("featureDescription")
        == "#EOF, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Other")
    #expect(
      expected("feature.background")
        == "#EOF, #Empty, #Comment, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Other")
    #expect(
      expected("feature.background.step")
        == "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ScenarioLine, "
        + "#RuleLine, #Comment, #Empty")
    #expect(
      expected("feature.background.step.docString.closed")
        == "#EOF, #TableRow, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty")
    #expect(expected("feature.scenarioTags") == "#TagLine, #ScenarioLine, #Comment, #Empty")
    #expect(
      expected("feature.scenario")
        == "#EOF, #Empty, #Comment, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, "
        + "#RuleLine, #Other")
    #expect(
      expected("rule.scenario.step")
        == "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, "
        + "#ScenarioLine, #RuleLine, #Comment, #Empty")
    #expect(
      expected("feature.scenario.step.table.docString.closed")
        == "#EOF, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty")
    #expect(
      expected("feature.examples")
        == "#EOF, #Empty, #Comment, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, "
        + "#RuleLine, #Other")
    #expect(
      expected("feature.examples.table")
        == "#EOF, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty")
    #expect(expected("feature.scenario.step.docString") == "#DocStringSeparator, #Other")
    #expect(expected("ruleTags") == "#TagLine, #RuleLine, #Comment, #Empty")
  }
}
