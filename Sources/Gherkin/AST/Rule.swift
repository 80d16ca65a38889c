import Diagnostics

/// A `Rule:` grouping scenarios (and optionally its own background) inside a feature.
public struct Rule: Hashable, Sendable {
  public var id: Int
  public var location: SourceLocation
  public var tags: [Tag]
  /// The keyword as written, without the colon.
  public var keyword: String
  /// The title after the colon, trimmed; may be empty.
  public var name: String
  /// The free text under the title (see ``Feature/description``).
  public var description: String
  public var children: [RuleChild]

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
