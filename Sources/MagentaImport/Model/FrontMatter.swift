import Diagnostics

/// The YAML front matter of an older MagentaA11y document, as a tree of maps and text: what
/// ``FrontMatterReader`` understands of YAML, and nothing more.
public struct FrontMatter: Sendable {
  /// One `key: value` of a map, in document order.
  public struct Entry: Sendable {
    public var key: String
    public var location: SourceLocation
    public var value: Value

    public init(key: String, location: SourceLocation, value: Value) {
      self.key = key
      self.location = location
      self.value = value
    }
  }

  /// A text value and where it starts.
  public struct Scalar: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation
    /// Written as a block value (`|` or `>`), the way MagentaA11y writes criteria.
    public var isBlock: Bool

    public init(text: String, location: SourceLocation, isBlock: Bool = false) {
      self.text = text
      self.location = location
      self.isBlock = isBlock
    }
  }

  public enum Value: Sendable {
    /// `key:` with nothing after it or below it.
    case empty
    /// A plain, quoted or block (`|`, `>`) value.
    case scalar(Scalar)
    /// A list of text values, as `- item` lines or `[a, b]`.
    case list([Scalar])
    /// A nested map.
    case map([Entry])
  }

  /// The top-level entries.
  public var entries: [Entry]
  /// The first line after the closing `---`: where the Markdown body starts.
  public var bodyStartLine: Int

  public init(entries: [Entry], bodyStartLine: Int) {
    self.entries = entries
    self.bodyStartLine = bodyStartLine
  }
}
