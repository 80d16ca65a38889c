import Diagnostics

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

/// One `Key: value` item of a document.
public struct MagentaEntry: Hashable, Sendable {
  /// The group the document files the item under; nil when it is under none.
  public var group: SourceGroup?
  /// The key as written, quotes made plain and whitespace trimmed ("Tab, arrow keys or ctl+tab").
  public var key: String
  /// The value on one line, whitespace collapsed.
  public var value: String
  /// Where the key starts.
  public var location: SourceLocation

  public init(group: SourceGroup?, key: String, value: String, location: SourceLocation) {
    self.group = group
    self.key = key
    self.value = value
    self.location = location
  }
}

/// Something in a document that the import does not turn into criteria, and why: the summary
/// lists them so that nothing disappears silently.
public struct LeftOut: Hashable, Sendable {
  /// What is left out: a criterion id, a section, a group.
  public var subject: String
  public var reason: String
  public var line: Int?

  public init(_ subject: String, _ reason: String, line: Int? = nil) {
    self.subject = subject
    self.reason = reason
    self.line = line
  }
}
