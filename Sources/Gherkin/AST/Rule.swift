import Diagnostics

/// A `Rule:` grouping scenarios (and optionally its own background) inside a feature.
public struct Rule: Hashable, Sendable {
  /// The node id: its decimal form is the Cucumber message id (`"0"`, `"1"`, …).
  public var id: Int
  /// Where the node starts: its keyword (or first character) line and column.
  public var location: SourceLocation
  /// The tags above the keyword line, in source order.
  public var tags: [Tag]
  /// The keyword as written, without the colon.
  public var keyword: String
  /// The title after the colon, trimmed; may be empty.
  public var name: String
  /// The free text under the title (see ``Feature/description``).
  public var description: String
  /// The background (if any), then the scenarios, in source order.
  public var children: [RuleChild]

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    id: Int = 0,
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    tags: [Tag] = [],
    keyword: String = "Rule",
    name: String,
    description: String = "",
    children: [RuleChild] = []
  ) {
    self.id = id
    self.location = location
    self.tags = tags
    self.keyword = keyword
    self.name = name
    self.description = description
    self.children = children
  }
}
