import Diagnostics

/// A `#` comment line.
public struct Comment: Hashable, Sendable {
  /// Always column 1: a comment is the whole line.
  public var location: SourceLocation
  /// The whole line as written, leading whitespace included, without its line break.
  public var text: String

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(location: SourceLocation, text: String) {
    self.location = location
    self.text = text
  }
}
