import Diagnostics

/// A step line, with its optional doc string and data table.
///
/// Current Gherkin allows both arguments on one step, in either order; the AST does not keep
/// which came first.
public struct Step: Hashable, Sendable {
  public var id: Int
  public var location: SourceLocation
  /// The keyword exactly as in the dialect, including its trailing space when it has one
  /// (`"Given "`, `"* "`, `"Lorsqu'"`).
  public var keyword: String
  public var keywordType: StepKeywordType
  /// The text after the keyword, trimmed.
  public var text: String
  public var docString: DocString?
  public var dataTable: DataTable?

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
