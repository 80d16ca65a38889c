import Diagnostics

/// A tag such as `@wip` on a feature, rule, scenario or examples block.
public struct Tag: Hashable, Sendable {
  public var id: Int
  /// The location of the tag's `@`.
  public var location: SourceLocation
  /// The tag including its `@`.
  public var name: String

  public init(
    id: Int = 0, location: SourceLocation = SourceLocation(line: 1, column: 1), name: String
  ) {
    self.id = id
    self.location = location
    self.name = name
  }
}
