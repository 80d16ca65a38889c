import Diagnostics

/// One `| a | b |` row of a data table or examples table.
public struct TableRow: Hashable, Sendable {
  public var id: Int
  /// The location of the row's first `|`.
  public var location: SourceLocation
  public var cells: [TableCell]

  public init(
    id: Int = 0,
    location: SourceLocation = SourceLocation(line: 1, column: 1),
    cells: [TableCell]
  ) {
    self.id = id
    self.location = location
    self.cells = cells
  }
}
