import Diagnostics
import FileSystem
import Foundation
import Testing

@Suite struct AtomicFileWriterTests {
  fileprivate func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func writesAndReplacesFilesCreatingDirectories() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/a/b/file.txt"
    try AtomicFileWriter.write("one\n", to: path)
    try AtomicFileWriter.write("two\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
    // No temporary file is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/a/b") == ["file.txt"])
  }

  @Test func reportsAnUnwritableDirectory() throws {
    let directory = try temporaryDirectory()
    defer {
      chmod(directory, 0o755)
      try? FileManager.default.removeItem(atPath: directory)
    }
    chmod(directory, 0o555)
    guard access(directory, W_OK) != 0 else { return }  // root ignores permissions
    #expect(throws: Diagnostic.self) {
      try AtomicFileWriter.write("x", to: directory + "/file.txt")
    }
  }
}

extension AtomicFileWriterTests {
  @Test func setsThePermissionsAskedFor() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for mode in [0o600, 0o640, 0o755] as [mode_t] {
      let path = directory + "/file-\(mode).txt"
      try AtomicFileWriter.write("x\n", to: path, permissions: mode)
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect(attributes[.posixPermissions] as? Int == Int(mode))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 3)
  }
}
