/// The keywords of one Gherkin dialect, as listed in the official `gherkin-languages.json`.
///
/// Step keywords keep their trailing space where the dialect has one (`"Given "`); a few
/// (French `"Lorsqu'"`, Chinese, Japanese, emoji) have none. Title keywords (`feature` to
/// `examples`) are written without the colon that follows them in a document.
public struct GherkinLanguage: Hashable, Sendable {
  /// The code used in a `# language:` header, such as `en` or `fr`.
  public let code: String
  /// The language's English name.
  public let name: String
  /// The language's own name for itself.
  public let native: String
  /// The keywords for `Feature` and its synonyms.
  public let feature: [String]
  /// The keywords for `Rule`.
  public let rule: [String]
  /// The keywords for `Background`.
  public let background: [String]
  /// The keywords for `Scenario`, `Example`.
  public let scenario: [String]
  /// The keywords for `Scenario Outline`, `Scenario Template`.
  public let scenarioOutline: [String]
  /// The keywords for `Examples`, `Scenarios`.
  public let examples: [String]
  /// The keywords for `Given` (context) step keywords, `* ` included.
  public let given: [String]
  /// The keywords for `When` (action) step keywords.
  public let when: [String]
  /// The keywords for `Then` (outcome) step keywords.
  public let then: [String]
  /// The keywords for `And` (conjunction) step keywords.
  public let and: [String]
  /// The keywords for `But` (conjunction) step keywords.
  public let but: [String]

  /// A dialect with these keywords (the built-in ones are in ``GherkinLanguages``).
  public init(
    code: String,
    name: String,
    native: String,
    feature: [String],
    rule: [String],
    background: [String],
    scenario: [String],
    scenarioOutline: [String],
    examples: [String],
    given: [String],
    when: [String],
    then: [String],
    and: [String],
    but: [String]
  ) {
    self.code = code
    self.name = name
    self.native = native
    self.feature = feature
    self.rule = rule
    self.background = background
    self.scenario = scenario
    self.scenarioOutline = scenarioOutline
    self.examples = examples
    self.given = given
    self.when = when
    self.then = then
    self.and = and
    self.but = but
  }
}
