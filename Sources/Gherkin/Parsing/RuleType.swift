/// The grammar rules that produce AST nodes (the rules marked `!` in `gherkin.berp`).
///
/// The parser opens and closes them as it moves between states; the AST builder assembles a
/// node when its rule closes.
enum RuleType: UInt8, Sendable {
  case feature
  case featureHeader
  case rule
  case ruleHeader
  case background
  case scenarioDefinition
  case scenario
  case examplesDefinition
  case examples
  case examplesTable
  case step
  case dataTable
  case docString
  case tags
  case description
}
