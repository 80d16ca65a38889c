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
  /// Writes UTF-8 bytes to the output as they are: for large outputs built as bytes, which
  /// the process's own stream takes without making a string of them.
  public var writeOutputBytes: @Sendable (UnsafeRawBufferPointer) -> Void
  public var writeError: @Sendable (String) -> Void
  /// Colour the error stream (only on a terminal, and never with `NO_COLOR` set).
  public var colorErrors: Bool
  public var currentDirectory: String

  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    writeOutputBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil,
    colorErrors: Bool = false,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.writeOutput = writeOutput
    self.writeOutputBytes =
      writeOutputBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
    self.writeError = writeError
    self.colorErrors = colorErrors
    self.currentDirectory = currentDirectory
  }

  /// The process's own streams.
  public static func standard() -> CommandContext {
    // One variable, read as it is: the whole environment as a dictionary costs more than
    // some commands.
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    return CommandContext(
      writeOutput: StandardStreams.writeOutput,
      writeError: StandardStreams.writeError,
      writeOutputBytes: StandardStreams.writeOutput(bytes:),
      colorErrors: isatty(STDERR_FILENO) == 1 && !noColor)
  }

  /// Writes text for people to standard output, with control characters that came from files,
  /// ids or arguments made visible (``PrintableText``); line breaks stay.
  public func writeText(_ text: String) {
    writeOutput(PrintableText.escaping(text, keepingLineBreaks: true))
  }

  /// Writes diagnostics to the error stream, the one way every command shows them (see
  /// ``Diagnostics/DiagnosticRenderer``, which makes control characters visible).
  public func writeDiagnostics(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    let renderer = DiagnosticRenderer(colored: colorErrors)
    writeError(diagnostics.map { renderer.render($0) + "\n" }.joined())
  }

  /// `path` made absolute against the current directory.
  /// Warnings on stderr, rendered as errors are; the command goes on.
  public func writeWarnings(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    let renderer = DiagnosticRenderer(colored: colorErrors)
    writeError(diagnostics.map { renderer.render($0) + "\n" }.joined())
  }

  public func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
  }
}

/// `write(2)` until every byte is out; stops quietly when the reader has gone (a closed pipe),
/// as the string output does.
