import Diagnostics

/// A `Scenario:` or `Scenario Outline:` (any of the dialect's keywords for either).
///
/// As in the official AST, an outline is a scenario with examples; the keyword says which one
/// the author wrote.
public struct Scenario: Hashable, Sendable {
  /// The node id: its decimal form is the Cucumber message id (`"0"`, `"1"`, …).
  public var id: Int
  /// Where the node starts: its keyword (or first character) line and column.
  public var location: SourceLocation
  /// The tags above the keyword line, in source order.
  public var tags: [Tag]
  /// The keyword as written, without the colon (`Scenario`, `Example`, `Scenario Outline`).
  public var keyword: String
  /// The title after the colon, trimmed; empty when there is none.
  public var name: String
  /// The free text under the title: raw lines joined by `\n`, blank lines at the end
  /// removed; empty when there is none.
  public var description: String
  /// The steps, in source order.
  public var steps: [Step]
  /// The examples blocks of an outline, in source order.
  public var examples: [Examples]

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    id: Int = 0,
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    tags: [Tag] = [],
    keyword: String = "Scenario",
    name: String,
    description: String = "",
    steps: [Step] = [],
    examples: [Examples] = []
  ) {
    self.id = id
    self.location = location
    self.tags = tags
    self.keyword = keyword
    self.name = name
    self.description = description
    self.steps = steps
    self.examples = examples
  }
}
