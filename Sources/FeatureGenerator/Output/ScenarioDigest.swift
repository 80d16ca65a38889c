import Gherkin

/// A short hash of what the generator owns in one scenario (its `@criterion:` and `@wcag:`
/// tags, name, description, steps and examples), recorded in the header of every generated
/// feature file for each generated scenario.
///
/// It lets `check` decide the cause of drift for each scenario: when a committed scenario no
/// longer has the recorded hash it was edited by hand; when the expected one no longer has
/// it, the criteria or templates changed; when both, both happened.
public enum ScenarioDigest {
  /// Eight hexadecimal digits: enough to notice an edit, short enough to keep the header
  /// readable.
  public static func of(_ scenario: Scenario) -> String {
    String(XXH64.hex(Substring(FeatureComparison.generatedPart(of: scenario))).prefix(8))
  }

  /// `id=digest` for every generated scenario of a feature, in file order.
  public static func record(of feature: Feature?) -> [(id: String, digest: String)] {
    guard let feature else { return [] }
    return FeatureComparison.generatedScenarios(feature).map { ($0.id, of($0.scenario)) }
  }
}
