import Diagnostics

/// A `Background:` whose steps run before every scenario of its feature or rule.
public struct Background: Hashable, Sendable {
  /// The node id: its decimal form is the Cucumber message id (`"0"`, `"1"`, …).
  public var id: Int
  /// Where the node starts: its keyword (or first character) line and column.
  public var location: SourceLocation
  /// The keyword as written, without the colon.
  public var keyword: String
  /// The title after the colon, trimmed; empty when there is none.
  public var name: String
  /// The free text under the title: raw lines joined by `\n`, blank lines at the end
  /// removed; empty when there is none.
  public var description: String
  /// The steps, in source order.
  public var steps: [Step]

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    id: Int = 0,
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    keyword: String = "Background",
    name: String = "",
    description: String = "",
    steps: [Step] = []
  ) {
    self.id = id
    self.location = location
    self.keyword = keyword
    self.name = name
    self.description = description
    self.steps = steps
  }
}
