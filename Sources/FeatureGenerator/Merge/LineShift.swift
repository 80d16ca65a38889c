import Diagnostics

extension SourceLocation {
  /// The location `delta` lines further down (up when negative).
  func shifted(by delta: Int) -> SourceLocation {
    SourceLocation(line: line + delta, column: column)
  }
}
