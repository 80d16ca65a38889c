import Foundation

/// The release binary `make bench` builds next to this one, run as a user runs it.
enum BuiltTool {
  /// Its path, or nil (with a line saying so) when it has not been built.
  static let path: String? = {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("a11y-gherkin").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("benchmarks of the command skipped: build the tool first (make bench does)")
      return nil
    }
    return binary
  }()

  /// A new scratch directory for one benchmark, removed by the caller.
  static func scratchDirectory(_ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-gherkin-bench-\(getpid())-\(name)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
