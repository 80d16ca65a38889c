/// A position in a text source.
///
/// Both fields are 1-based. `column` counts Unicode scalars (code points) from the start of the
/// line, the unit the official Gherkin expectations use; a tab counts as one column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A span of text between two locations, end exclusive.
public typealias SourceRange = Range<SourceLocation>
