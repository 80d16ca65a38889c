import Diagnostics

/// A `Background:` whose steps run before every scenario of its feature or rule.
public struct Background: Hashable, Sendable {
  public var id: Int
  public var location: SourceLocation
  /// The keyword as written, without the colon.
  public var keyword: String
  public var name: String
  public var description: String
  public var steps: [Step]

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
