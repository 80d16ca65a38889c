import Diagnostics

/// A tag such as `@wip` on a feature, rule, scenario or examples block.
public struct Tag: Hashable, Sendable {
  /// The node id: its decimal form is the Cucumber message id (`"0"`, `"1"`, …).
  public var id: Int
  /// The location of the tag's `@`.
  public var location: SourceLocation
  /// The tag including its `@`.
  public var name: String

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    id: Int = 0, location: SourceLocation = SourceLocation(line: 1, column: 1), name: String
  ) {
    self.id = id
    self.location = location
    self.name = name
  }
}
