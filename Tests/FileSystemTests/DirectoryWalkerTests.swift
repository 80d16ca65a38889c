import Foundation
import TestSupport
import Testing

@testable import FileSystem

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

  /// Paths are sorted as strings sort, whether they are ASCII (compared as bytes) or not.
  @Test func sortsPathsAsStringsSort() {
    let lists = [
      ["b/a.md", "a/b.md", "a/b.feature", "a", "ab", "a/", "A/b", "a-b/c", "a.b/c", "a_b", ""],
      ["é/a.md", "e/a.md", "e\u{301}/b.md", "f", "E", "z/ä", "z/a\u{308}", "a/b"],
    ]
    for paths in lists {
      #expect(DirectoryWalker.sorted(paths) == paths.sorted())
      #expect(DirectoryWalker.sorted(paths.reversed()) == paths.sorted())
    }
  }

  @Test func listsNothingForAMissingDirectory() {
    #expect(DirectoryWalker.files(in: "/nonexistent/directory").isEmpty)
  }
}
