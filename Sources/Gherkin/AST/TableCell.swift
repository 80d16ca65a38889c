import Diagnostics

/// One cell of a table row.
public struct TableCell: Hashable, Sendable {
  /// The location of the cell's first non-blank character.
  public var location: SourceLocation
  /// The cell text, trimmed and un-escaped (`\|` → `|`, `\\` → `\`, `\n` → newline; any other
  /// backslash is kept as written).
  public var value: String

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
  public init(location: SourceLocation = SourceLocation(line: 1, column: 1), value: String) {
    self.location = location
    self.value = value
  }
}
