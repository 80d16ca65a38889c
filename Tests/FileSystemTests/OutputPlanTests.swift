import Diagnostics
import FileSystem
import Foundation
import TestSupport
import Testing

@Suite struct OutputPlanTests {
  @Test func writesReplacesAndRemovesCreatingDirectories() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var first = OutputPlan(root: directory.path + "/out", displayRoot: "out")
    first.write("one\n", to: "a/b/file.txt")
    first.write("old\n", to: "a/gone.txt")
    try first.check()
    try first.apply()
    var second = OutputPlan(root: directory.path + "/out", displayRoot: "out")
    second.write("two\n", to: "a/b/file.txt")
    second.remove("a/gone.txt")
    second.remove("a/never-there.txt")
    try second.check()
    try second.apply(jobs: 2)
    #expect(
      try String(contentsOfFile: directory.path + "/out/a/b/file.txt", encoding: .utf8) == "two\n")
    // No temporary file is left behind.
    #expect(directory.files() == ["out/a/b/file.txt"])
  }

  @Test func keepsTheModeOfTheFileItReplaces() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for mode in [0o600, 0o640, 0o755] as [mode_t] {
      try directory.write("x\n", to: "file-\(mode).txt")
      chmod(directory.path + "/file-\(mode).txt", mode)
    }
    var plan = OutputPlan(root: directory.path)
    for mode in [0o600, 0o640, 0o755] as [mode_t] { plan.write("y\n", to: "file-\(mode).txt") }
    try plan.apply()
    for mode in [0o600, 0o640, 0o755] as [mode_t] {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: directory.path + "/file-\(mode).txt")
      #expect(attributes[.posixPermissions] as? Int == Int(mode))
    }
  }

  @Test func checksEveryPathBeforeAnyWrite() throws {
    let directory = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    defer {
      directory.remove()
      elsewhere.remove()
    }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/out/dir", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/out/link", withDestinationPath: elsewhere.path)
    try directory.write("x", to: "out/file")
    var plan = OutputPlan(root: directory.path + "/out", displayRoot: "out")
    plan.write("fine", to: "new/fine.txt")
    plan.write("x", to: "link/a.txt")
    plan.write("x", to: "file/a.txt")
    plan.write("x", to: "dir")
    plan.write("x", to: "../escape.txt")
    plan.write("x", to: String(repeating: "n", count: 240))
    let failure = #expect(throws: DiagnosticsError.self) { try plan.check() }
    #expect(
      failure?.diagnostics.map(\.description) == [
        "out/link: error: refusing to write through a symbolic link in the output directory",
        "out/file: error: not a directory",
        "out/dir: error: not a regular file (a directory, device, pipe or socket)",
        "out/../escape.txt: error: refusing to write outside the output directory",
        "out/\(String(repeating: "n", count: 240)): error: the name is 240 bytes long; files written here may have at most 229 (the system allows 255, less room for the temporary file written first)",
      ])
    #expect(elsewhere.files().isEmpty)
    #expect(directory.files() == ["out/file"])
  }

  @Test func aLinkMadeAfterTheCheckIsNotFollowed() throws {
    let directory = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    defer {
      directory.remove()
      elsewhere.remove()
    }
    var plan = OutputPlan(root: directory.path + "/out", displayRoot: "out")
    plan.write("x", to: "a/file.txt")
    try plan.check()
    try FileManager.default.createDirectory(
      atPath: directory.path + "/out", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/out/a", withDestinationPath: elsewhere.path)
    let failure = #expect(throws: DiagnosticsError.self) { try plan.apply() }
    #expect(
      failure?.diagnostics.map(\.description) == [
        "out/a/file.txt: error: refusing to write through a symbolic link in the output directory"
      ])
    #expect(elsewhere.files().isEmpty)
  }

  @Test func refusesToReplaceADifferentFileWhenAskedTo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("mine\n", to: "same.txt")
    try directory.write("mine\n", to: "edited.txt")
    var plan = OutputPlan(root: directory.path, displayRoot: "d")
    plan.write("mine\n", to: "same.txt", mayReplace: false)
    plan.write("theirs\n", to: "edited.txt", mayReplace: false)
    let failure = #expect(throws: DiagnosticsError.self) { try plan.check() }
    #expect(failure?.diagnostics.map(\.path) == ["d/edited.txt"])
  }
}
