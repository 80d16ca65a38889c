/// The kinds of line the Gherkin grammar (`gherkin.berp`) is written in, plus end of file.
enum TokenType: UInt8, CaseIterable, Sendable {
  case eof
  case empty
  case comment
  case tagLine
  case featureLine
  case ruleLine
  case backgroundLine
  case scenarioLine
  case examplesLine
  case stepLine
  case docStringSeparator
  case tableRow
  case language
  case other

  /// The name used in `.tokens` lines and, after a `#`, in `expected:` error lists.
  var name: String {
    switch self {
    case .eof: "EOF"
    case .empty: "Empty"
    case .comment: "Comment"
    case .tagLine: "TagLine"
    case .featureLine: "FeatureLine"
    case .ruleLine: "RuleLine"
    case .backgroundLine: "BackgroundLine"
    case .scenarioLine: "ScenarioLine"
    case .examplesLine: "ExamplesLine"
    case .stepLine: "StepLine"
    case .docStringSeparator: "DocStringSeparator"
    case .tableRow: "TableRow"
    case .language: "Language"
    case .other: "Other"
    }
  }
}
