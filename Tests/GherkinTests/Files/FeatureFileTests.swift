import Foundation
import Gherkin
import TestSupport
import Testing

@Suite struct FeatureFileTests {
  @Test(arguments: [0, 1, 4095, 4096, 65_537])
  func readsAFileOfAnySize(size: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = "Feature: x\n" + String(repeating: "#", count: size) + "\n"
    let file = try directory.write(text, to: "a.feature")
    let read = try FeatureFile.read("a.feature", resolvedPath: file.path)
    #expect(read.text == text)
    #expect(read.bytes == Array(text.utf8))
  }

  #if os(Linux)
    /// A file whose size the system gives as 0 but which has content, like a file that grew
    /// after its size was taken: the rest is read too.
    @Test func readsPastTheSizeTheSystemReported() throws {
      let read = try FeatureFile.read("status", resolvedPath: "/proc/self/status")
      #expect(read.text.hasPrefix("Name:"))
      #expect(read.text.contains("\nPid:"))
    }
  #endif
}
