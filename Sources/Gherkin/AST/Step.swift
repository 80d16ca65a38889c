import Diagnostics

/// A step line, with its optional doc string and data table.
///
/// Current Gherkin allows both arguments on one step, in either order; the AST does not keep
/// which came first.
public struct Step: Hashable, Sendable {
  /// The node id: its decimal form is the Cucumber message id (`"0"`, `"1"`, …).
  public var id: Int
  /// Where the node starts: its keyword (or first character) line and column.
  public var location: SourceLocation
  /// The keyword exactly as in the dialect, including its trailing space when it has one
  /// (`"Given "`, `"* "`, `"Lorsqu'"`).
  public var keyword: String
  /// What the keyword means (context, action, outcome, conjunction).
  public var keywordType: StepKeywordType
  /// The text after the keyword, trimmed.
  public var text: String
  /// The step's doc string argument, if any.
  public var docString: DocString?
  /// The step's data table argument, if any.
  public var dataTable: DataTable?

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    id: Int = 0,
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    keyword: String,
    keywordType: StepKeywordType,
    text: String,
    docString: DocString? = nil,
    dataTable: DataTable? = nil
  ) {
    self.id = id
    self.location = location
    self.keyword = keyword
    self.keywordType = keywordType
    self.text = text
    self.docString = docString
    self.dataTable = dataTable
  }
}
