import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command may touch besides its arguments: where it prints, whether that is a terminal,
/// and the directory relative paths start from. Tests pass one that captures the output.
public struct CommandContext: Sendable {
  public var writeOutput: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  /// Colour the error stream (only on a terminal, and never with `NO_COLOR` set).
  public var colorErrors: Bool
  public var currentDirectory: String

  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    colorErrors: Bool = false,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.colorErrors = colorErrors
    self.currentDirectory = currentDirectory
  }

  /// The process's own streams.
  public static func standard() -> CommandContext {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return CommandContext(
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      colorErrors: isatty(STDERR_FILENO) == 1 && !noColor)
  }

  /// Writes text for people to standard output, with control characters that came from files,
  /// ids or arguments made visible (``PrintableText``); line breaks stay.
  public func writeText(_ text: String) {
    writeOutput(PrintableText.escaping(text, keepingLineBreaks: true))
  }

  /// `path` made absolute against the current directory.
  public func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
  }
}
