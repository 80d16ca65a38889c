import Diagnostics

/// A data table under a step. Every row has the same number of cells.
public struct DataTable: Hashable, Sendable {
  /// The location of the first row.
  public var location: SourceLocation
  public var rows: [TableRow]

  public init(location: SourceLocation = SourceLocation(line: 1, column: 1), rows: [TableRow]) {
    self.location = location
    self.rows = rows
  }
}
