import Diagnostics

/// A doc string under a step, delimited by `"""` or ```` ``` ````.
public struct DocString: Hashable, Sendable {
  /// The location of the opening delimiter.
  public var location: SourceLocation
  /// The text after the opening delimiter (`json`, `xml`); nil when there is none.
  public var mediaType: String?
  /// The lines between the delimiters joined by `\n`, without the delimiter's indentation and
  /// with escaped delimiters (`\"\"\"`) un-escaped.
  public var content: String
  /// `"""` or ```` ``` ````.
  public var delimiter: String

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    mediaType: String? = nil,
    content: String,
    delimiter: String = "\"\"\""
  ) {
    self.location = location
    self.mediaType = mediaType
    self.content = content
    self.delimiter = delimiter
  }
}
