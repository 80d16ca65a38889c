import FileSystem
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct DirectoryListingTests {
  @Test func followsLinksToFilesAndReportsWhatItCannotRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("{}", to: "in/a.json")
    try directory.write("{}", to: "elsewhere/b.json")
    try directory.write("", to: "in/notes.txt")
    let links = [
      ("in/b.json", "../elsewhere/b.json"), ("in/gone.json", "../nothing.json"),
      ("in/gone.txt", "../nothing.txt"), ("in/dir", "../elsewhere"),
    ]
    for (link, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: directory.path + "/" + link, withDestinationPath: target)
    }
    #expect(mkfifo(directory.path + "/in/pipe.json", 0o600) == 0)
    let listing = DirectoryListing(of: directory.path + "/in") { $0.hasSuffix(".json") }
    #expect(listing.files == ["a.json", "b.json"])
    #expect(
      listing.problems.map(\.path) == ["dir", "gone.json", "pipe.json"],
      "a name the filter leaves out is not reported, except a link to a directory")
  }

  @Test func reportsAMissingDirectory() {
    let listing = DirectoryListing(of: "/nonexistent/directory")
    #expect(listing.files.isEmpty)
    #expect(listing.problems.map(\.path) == ["."])
  }
}
