import Diagnostics

/// A parsed `.feature` file: its feature, if it has one, and every comment in it.
///
/// Node locations are 1-based lines and columns counting Unicode scalars (code points), the
/// unit of the official Cucumber expectations. Node ids are assigned in the official order
/// (children before their parent, tags just before their owner), so `String(id)` is the id of
/// the Cucumber message.
public struct GherkinDocument: Hashable, Sendable {
  /// The feature; nil for a file that is empty or holds only comments and blank lines.
  public var feature: Feature?
  /// Every comment of the file in source order, wherever it appears.
  public var comments: [Comment]

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(feature: Feature? = nil, comments: [Comment] = []) {
    self.feature = feature
    self.comments = comments
  }
}
