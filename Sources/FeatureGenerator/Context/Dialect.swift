/// Which Gherkin features generated files may use.
public enum Dialect: String, CaseIterable, Sendable {
  /// What every runner reads: no `Rule:`, one Examples table per outline, no commas in names,
  /// English keywords. Native runners mishandle newer syntax (CucumberSwift drops an outline
  /// inside `Rule:`, XCTest-Gherkin keeps only the last Examples table, Cucumberish has no
  /// `Rule:`, cucumber-android rejects commas in scenario names).
  case portable
  /// Portable, with the scenarios of each criterion group under a `Rule:`.
  case modern
}
