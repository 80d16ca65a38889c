import Diagnostics

/// An `Examples:` block of a scenario outline.
public struct Examples: Hashable, Sendable {
  public var id: Int
  public var location: SourceLocation
  public var tags: [Tag]
  /// The keyword as written, without the colon (`Examples`, `Scenarios`).
  public var keyword: String
  public var name: String
  public var description: String
  /// The first row of the table; nil when the block has no table.
  public var tableHeader: TableRow?
  /// The rows after the header.
  public var tableBody: [TableRow]

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
