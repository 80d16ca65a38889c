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
  public let feature: [String]
  public let rule: [String]
  public let background: [String]
  public let scenario: [String]
  public let scenarioOutline: [String]
  public let examples: [String]
  public let given: [String]
  public let when: [String]
  public let then: [String]
  public let and: [String]
  public let but: [String]

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
