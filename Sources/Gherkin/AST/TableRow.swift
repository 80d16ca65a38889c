import Diagnostics

/// One `| a | b |` row of a data table or examples table.
public struct TableRow: Hashable, Sendable {
  /// The node id: its decimal form is the Cucumber message id (`"0"`, `"1"`, …).
  public var id: Int
  /// The location of the row's first `|`.
  public var location: SourceLocation
  /// The cells, in source order.
  public var cells: [TableCell]

  /// Creates the node; the parser fills in locations and ids, code building documents
  /// may leave the defaults.
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
