import Diagnostics

/// A `Scenario:` or `Scenario Outline:` (any of the dialect's keywords for either).
///
/// As in the official AST, an outline is a scenario with examples; the keyword says which one
/// the author wrote.
public struct Scenario: Hashable, Sendable {
  public var id: Int
  public var location: SourceLocation
  public var tags: [Tag]
  /// The keyword as written, without the colon (`Scenario`, `Example`, `Scenario Outline`).
  public var keyword: String
  public var name: String
  public var description: String
  public var steps: [Step]
  public var examples: [Examples]

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
