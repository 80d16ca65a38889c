import Diagnostics

/// A `Feature:` with its header and children.
public struct Feature: Hashable, Sendable {
  /// Where the node starts: its keyword (or first character) line and column.
  public var location: SourceLocation
  /// The tags above the keyword line, in source order.
  public var tags: [Tag]
  /// The dialect code the feature was written in (`en` without a `# language:` header).
  public var language: String
  /// The keyword as written, without the colon (`Feature`, `Ability`, `Fonctionnalité`).
  public var keyword: String
  /// The title after the colon, trimmed.
  public var name: String
  /// The free text under the title: raw lines joined by `\n`, trailing blank lines removed;
  /// empty when there is none.
  public var description: String
  /// Background first (if any), then scenarios, then rules, in source order.
  public var children: [FeatureChild]

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    tags: [Tag] = [],
    language: String = "en",
    keyword: String = "Feature",
    name: String,
    description: String = "",
    children: [FeatureChild] = []
  ) {
    self.location = location
    self.tags = tags
    self.language = language
    self.keyword = keyword
    self.name = name
    self.description = description
    self.children = children
  }
}
