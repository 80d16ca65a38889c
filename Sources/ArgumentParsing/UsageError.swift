/// A command line that does not fit the command's spec; the tool exits with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  /// The command whose help explains the right usage (empty for the tool itself).
  public var command: String

  public init(_ message: String, command: String) {
    self.message = message
    self.command = command
  }

  public var description: String { message }
}
