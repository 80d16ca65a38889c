import Diagnostics

/// An `Examples:` block of a scenario outline.
public struct Examples: Hashable, Sendable {
  /// The node id: its decimal form is the Cucumber message id (`"0"`, `"1"`, …).
  public var id: Int
  /// Where the node starts: its keyword (or first character) line and column.
  public var location: SourceLocation
  /// The tags above the keyword line, in source order.
  public var tags: [Tag]
  /// The keyword as written, without the colon (`Examples`, `Scenarios`).
  public var keyword: String
  /// The title after the colon, trimmed; empty when there is none.
  public var name: String
  /// The free text under the title: raw lines joined by `\n`, blank lines at the end
  /// removed; empty when there is none.
  public var description: String
  /// The first row of the table; nil when the block has no table.
  public var tableHeader: TableRow?
  /// The rows after the header.
  public var tableBody: [TableRow]

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    id: Int = 0,
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    tags: [Tag] = [],
    keyword: String = "Examples",
    name: String = "",
    description: String = "",
    tableHeader: TableRow? = nil,
    tableBody: [TableRow] = []
  ) {
    self.id = id
    self.location = location
    self.tags = tags
    self.keyword = keyword
    self.name = name
    self.description = description
    self.tableHeader = tableHeader
    self.tableBody = tableBody
  }
}
