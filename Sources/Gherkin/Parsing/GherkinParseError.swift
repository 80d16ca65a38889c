/// One error of the official Gherkin parser's kind, as the conformance data lists them.
///
/// ``officialMessage`` is the text the Cucumber parsers print, `(line:column): message`, with
/// column 0 for errors at the end of file.
public struct GherkinParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line; for an unexpected end of file, one past the last line.
  public var line: Int
  /// 1-based column in Unicode scalars; nil for an unexpected end of file.
  public var column: Int?
  /// The message without its location, such as `inconsistent cell count within the table`.
  public var message: String

  /// An error at `line` and `column` (nil at the end of file).
  public init(line: Int, column: Int?, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `(line:column): message`, exactly as the official parsers word it.
  public var officialMessage: String {
    "(\(line):\(column ?? 0)): \(message)"
  }

  /// The official message, `(line:column): message`.
  public var description: String { officialMessage }
}
