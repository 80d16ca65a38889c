import Diagnostics

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
