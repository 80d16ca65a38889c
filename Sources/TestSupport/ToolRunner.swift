import Foundation

/// Runs the built `a11y-gherkin` binary as a separate process, for tests of what only a real
/// process shows: exit statuses, streams, and a binary copied away from its build tree.
public enum ToolRunner {
  public struct Result: Sendable {
    public var status: Int32
    public var output: String
    public var error: String
  }

  /// The built binary, beside the test bundle in the build directory.
  public static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("a11y-gherkin")
  }

  /// Runs `executable` (the built binary by default) with `arguments` in `directory`.
  public static func run(
    _ arguments: [String], executable: URL = binary, in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes before waiting so a large output cannot block the child.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
      error: String(decoding: errData, as: UTF8.self))
  }
}
