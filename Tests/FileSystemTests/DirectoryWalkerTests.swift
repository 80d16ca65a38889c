import FileSystem
import Foundation
import TestSupport
import Testing

@Suite struct DirectoryWalkerTests {
  @Test func listsFilesRecursivelySortedWithoutFollowingLinks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "b/two.feature")
    try directory.write("", to: "a/one.feature")
    try directory.write("", to: "a/deeper/three.md")
    try directory.write("", to: ".hidden/four.feature")
    try directory.write("", to: "notes.txt")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/link", withDestinationPath: directory.path + "/a")
    #expect(
      DirectoryWalker.files(in: directory.path) == [
        ".hidden/four.feature", "a/deeper/three.md", "a/one.feature", "b/two.feature", "notes.txt",
      ])
    #expect(
      DirectoryWalker.files(in: directory.path, skipHidden: true) { $0.hasSuffix(".feature") } == [
        "a/one.feature", "b/two.feature",
      ])
  }

  @Test func listsNothingForAMissingDirectory() {
    #expect(DirectoryWalker.files(in: "/nonexistent/directory").isEmpty)
  }
}
