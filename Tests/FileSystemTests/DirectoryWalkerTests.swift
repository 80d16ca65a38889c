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

  /// Subdirectories walked side by side give the same listing as one walk.
  @Test func walksSubdirectoriesOnSeveralThreadsToTheSameListing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for index in 0..<40 {
      try directory.write("", to: "c\(index)/ios/default.feature")
      try directory.write("", to: "c\(index)/web/default.md")
      try directory.write("", to: "c\(index)/web/deeper/other.feature")
    }
    try directory.write("", to: "top.feature")
    try directory.write("", to: ".hidden/four.feature")
    let one = DirectoryWalker.files(in: directory.path)
    #expect(one.count == 122)
    #expect(DirectoryWalker.files(in: directory.path, jobs: 4) == one)
    #expect(
      DirectoryWalker.files(in: directory.path, skipHidden: true, jobs: 3) {
        $0.hasSuffix(".feature")
      } == one.filter { $0.hasSuffix(".feature") && !$0.hasPrefix(".") })
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
