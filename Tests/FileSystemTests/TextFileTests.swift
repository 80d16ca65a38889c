import Diagnostics
import FileSystem
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct TextFileTests {
  @Test(arguments: [0, 1, 4095, 4096, 65_537])
  func readsAFileOfAnySize(size: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = "Feature: x\n" + String(repeating: "#", count: size) + "\n"
    let file = try directory.write(text, to: "a.feature")
    let read = try TextFile.read("a.feature", resolvedPath: file.path)
    #expect(read.text == text)
    #expect(read.bytes == Array(text.utf8))
  }

  #if os(Linux)
    /// A file whose size the system gives as 0 but which has content, like a file that grew
    /// after its size was taken: the rest is read too.
    @Test func readsPastTheSizeTheSystemReported() throws {
      let read = try TextFile.read("status", resolvedPath: "/proc/self/status")
      #expect(read.text.hasPrefix("Name:"))
      #expect(read.text.contains("\nPid:"))
    }
  #endif

  @Test func leavesAByteOrderMarkOutOfTheText() throws {
    let file = try TextFile.decode([0xEF, 0xBB, 0xBF] + Array("a\n".utf8), path: "a")
    #expect(file.text == "a\n")
    #expect(file.hasByteOrderMark)
    #expect(Array(file.textBytes) == Array("a\n".utf8))
  }

  @Test func refusesWhatIsNotUTF8TextWithALocatedError() {
    func message(_ bytes: [UInt8]) -> String {
      do {
        _ = try TextFile.decode(bytes, path: "f")
        return "accepted"
      } catch {
        return error.description
      }
    }
    #expect(
      message([0xEF, 0xBB, 0xBF] + Array("ab\nc".utf8) + [0])
        == """
        f:2:2: error: the file holds a NUL byte, so it is binary data or UTF-16 text; it must be UTF-8 text
            2 | c\u{2400}
              |  ^
        """)
    #expect(message([0xFF, 0xFE, 0x41, 0]).hasPrefix("f: error: the file is UTF-16 text"))
    #expect(message(Array("é".utf8) + [0xE9]).hasPrefix("f:1:2: error: invalid UTF-8: byte 0xE9"))
  }

  @Test func bytesAreCheckedAsTheTextIs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cases: [(String, [UInt8])] = [
      ("text.feature", [0xEF, 0xBB, 0xBF] + Array("Feature: é\n".utf8)),
      ("nul.feature", Array("ab\nc".utf8) + [0]),
      ("utf16.feature", [0xFF, 0xFE, 0x41, 0]),
      ("latin1.feature", Array("é".utf8) + [0xE9]),
      ("surrogate.feature", [0x61, 0xED, 0xA0, 0x80]),
    ]
    for (name, bytes) in cases {
      let file = try directory.write(String(decoding: bytes, as: UTF8.self), to: name)
      try Data(bytes).write(to: file)
      let read = Result { () throws(Diagnostic) in try TextFile.read(name, resolvedPath: file.path)
      }
      let raw = Result { () throws(Diagnostic) in
        try TextFile.readBytes(name, resolvedPath: file.path)
      }
      switch (read, raw) {
      case (.success(let text), .success(let checked)):
        #expect(checked.bytes == bytes)
        #expect(checked.hasByteOrderMark == text.hasByteOrderMark)
      case (.failure(let textError), .failure(let bytesError)):
        #expect(textError.description == bytesError.description, "\(name)")
      default:
        Issue.record("\(name): read gave \(read), readBytes gave \(raw)")
      }
    }
    #expect(throws: Diagnostic.self) { try TextFile.readBytes("missing.feature") }
  }

  /// The reader of listed files gives what the usual reader gives, or nil wherever that one
  /// throws or finds nothing, and nil for a symbolic link, which it does not follow.
  @Test func readsListedRegularFilesAsReadDoesAndNothingElse() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cases: [(String, [UInt8])] = [
      ("empty.feature", []),
      ("text.feature", Array("Feature: é\n".utf8)),
      ("large.feature", Array(String(repeating: "# abc\n", count: 20_000).utf8)),
      ("bom.feature", [0xEF, 0xBB, 0xBF] + Array("Feature: é\n".utf8)),
      ("nul.feature", Array("ab\nc".utf8) + [0]),
      ("utf16.feature", [0xFF, 0xFE, 0x41, 0]),
      ("latin1.feature", Array("é".utf8) + [0xE9]),
      ("surrogate.feature", [0x61, 0xED, 0xA0, 0x80]),
    ]
    for (name, bytes) in cases {
      let file = try directory.write("", to: name)
      try Data(bytes).write(to: file)
      let usual = try? TextFile.read(name, resolvedPath: file.path)
      let listed = TextFile.readBytesIfRegular(file.path)
      #expect(listed?.bytes == usual?.bytes, "\(name)")
      #expect(listed?.hasByteOrderMark == usual?.hasByteOrderMark, "\(name)")
      #expect((listed == nil) == (usual == nil), "\(name)")
      // Unchecked, the bytes come as they are (UTF-16 aside), and the check of their text is
      // the usual reader's.
      let unchecked = TextFile.readBytesIfRegular(file.path, checkingText: false)
      #expect((unchecked == nil) == (name == "utf16.feature"), "\(name)")
      if let unchecked {
        #expect(unchecked.bytes == bytes, "\(name)")
        let text = unchecked.hasByteOrderMark ? bytes[3...] : bytes[...]
        #expect(TextFile.isText(text) == (usual != nil), "\(name)")
      }
    }
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/link.feature",
      withDestinationPath: directory.path + "/text.feature")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/dangling.feature", withDestinationPath: directory.path + "/none")
    mkfifo(directory.path + "/pipe.feature", 0o644)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/folder.feature", withIntermediateDirectories: false)
    for name in ["link.feature", "dangling.feature", "pipe.feature", "folder.feature", "none"] {
      #expect(TextFile.readBytesIfRegular(directory.path + "/" + name) == nil, "\(name)")
    }
  }

  @Test func tellsAMissingFileFromOneThatCannotBeRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(try TextFile.readIfPresent("none", resolvedPath: directory.path + "/none") == nil)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/dangling", withDestinationPath: directory.path + "/none")
    mkfifo(directory.path + "/pipe", 0o644)
    let cases = [
      ("dangling", "dangling: error: a symbolic link to a file that does not exist"),
      ("pipe", "pipe: error: not a regular file (a device, pipe or socket)"),
      (".", ".: error: is a directory, not a file"),
    ]
    for (name, expected) in cases {
      #expect(throws: Diagnostic.self) {
        try TextFile.readIfPresent(name, resolvedPath: directory.path + "/" + name)
      }
      do {
        _ = try TextFile.readIfPresent(name, resolvedPath: directory.path + "/" + name)
      } catch {
        #expect(error.description == expected)
      }
    }
  }
}
