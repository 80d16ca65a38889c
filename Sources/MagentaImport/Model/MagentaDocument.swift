/// What a MagentaA11y document says, read from either format, before it is mapped to criteria.
public struct MagentaDocument: Sendable {
  /// The two ways the guidelines write their criteria.
  public enum Format: String, Sendable {
    /// YAML front matter with `keyboard`, `mobile`, `screenreader` and `settings` maps.
    case frontMatter = "older format, YAML front matter"
    /// Markdown with a `## Condensed` section of numbered groups and `- Key: value` items.
    case condensed = "newer format, ## Condensed"
  }

  public var format: Format
  /// The component's name as the document gives it ("Captcha"), if it does.
  public var title: String?
  /// The article the document uses before the name ("a", "an"), if it says.
  public var article: String?
  public var category: String?
  /// Every `Key: value` item, in document order.
  public var entries: [MagentaEntry]
  /// Where each group starts in the document; a group missing here is missing in the document.
  public var groupLines: [SourceGroup: Int]
  /// What the document says that the import does not use.
  public var leftOut: [LeftOut]

  public init(
    format: Format, title: String? = nil, article: String? = nil, category: String? = nil,
    entries: [MagentaEntry] = [], groupLines: [SourceGroup: Int] = [:], leftOut: [LeftOut] = []
  ) {
    self.format = format
    self.title = title
    self.article = article
    self.category = category
    self.entries = entries
    self.groupLines = groupLines
    self.leftOut = leftOut
  }
}
