import Foundation

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
public struct TemporaryDirectory: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-gherkin-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public var path: String { url.path }

  /// Writes `text` to `relativePath`, creating directories.
  @discardableResult
  public func write(_ text: String, to relativePath: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// The text of the file at `relativePath`.
  public func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Every file below the directory, as sorted relative paths.
  public func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: url.appendingPathComponent(relative).path, isDirectory: &isDirectory)
      if exists, !isDirectory.boolValue { files.append(relative) }
    }
    return files.sorted()
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
