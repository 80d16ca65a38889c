import Foundation

/// Finds the official conformance suites, which are read at test time and never copied into
/// the repository.
///
/// The default is `../shared/testdata` beside the package; `A11Y_TESTDATA` overrides it.
public enum TestData {
  /// The directory holding `gherkin/` and `mustache-spec/`.
  public static var root: URL {
    if let override = ProcessInfo.processInfo.environment["A11Y_TESTDATA"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    return packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared")
      .appendingPathComponent("testdata")
  }

  /// The directory of one suite, such as `gherkin` or `mustache-spec`.
  public static func suite(_ name: String) -> URL {
    root.appendingPathComponent(name)
  }

  /// Whether the suite is there; tests use it as a condition, so a missing suite shows as
  /// skipped with its path instead of passing.
  public static func exists(_ name: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: suite(name).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The note shown when a suite is missing.
  public static func missing(_ name: String) -> String {
    "conformance suite not found at \(suite(name).path); set A11Y_TESTDATA to the testdata directory"
  }

  /// The package's root directory, found from this source file's place in it.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
}
