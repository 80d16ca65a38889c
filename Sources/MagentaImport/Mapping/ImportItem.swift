/// One item of a document that import maps: its key's meaning, its value and its platforms.
public struct ImportItem: Hashable, Sendable {
  /// The key as the document writes it.
  public var key: String
  public var mapping: KeyMapping
  /// The value, whitespace collapsed; never empty and never "n/a".
  public var value: String
  /// The platforms the key or the value names; nil for every platform.
  public var platforms: [String]?
  public var line: Int

  public init(key: String, mapping: KeyMapping, value: String, platforms: [String]?, line: Int) {
    self.key = key
    self.mapping = mapping
    self.value = value
    self.platforms = platforms
    self.line = line
  }
}
