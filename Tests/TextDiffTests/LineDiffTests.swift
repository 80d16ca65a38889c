import Foundation
import Testing
import TextDiff

@Suite struct LineDiffTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Every `NAME.old` / `NAME.new` pair beside this file.
  static func cases() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { $0.hasSuffix(".old") }.map { String($0.dropLast(4)) }.sorted()
  }

  static func read(_ name: String) throws -> String {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    return String(decoding: data, as: UTF8.self)
  }

  /// The unified diff of each pair, byte for byte what `diff -u` printed for it (the `.diff`
  /// files come from `Fixtures/regenerate.sh`).
  @Test(arguments: cases())
  func unifiedOutputMatchesDiff(_ name: String) throws {
    let diff = LineDiff(old: try Self.read(name + ".old"), new: try Self.read(name + ".new"))
    let expected = try Self.read(name + ".diff")
    #expect(diff.unified(oldName: "a/" + name, newName: "b/" + name) == expected)
    #expect(diff.hasChanges == !expected.isEmpty)
  }

  /// Where GNU diff is installed, the recorded `.diff` files are still what it prints.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/diff"),
      "GNU diff is not installed; the recorded .diff files are used alone"),
    arguments: cases())
  func recordedDiffsAreWhatDiffPrints(_ name: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
    process.arguments = [
      "-u", "--label", "a/" + name, "--label", "b/" + name,
      Self.fixtures.appendingPathComponent(name + ".old").path,
      Self.fixtures.appendingPathComponent(name + ".new").path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: output, as: UTF8.self) == (try Self.read(name + ".diff")))
  }

  @Test func hunksCarryRangesAndLines() {
    let diff = LineDiff(old: "a\nb\nc\nd\n", new: "a\nB\nc\nd\ne\n")
    let hunks = diff.hunks(context: 0)
    #expect(hunks.count == 2)
    #expect(hunks[0].header == "@@ -2 +2 @@")
    #expect(
      hunks[0].lines == [
        Hunk.Line(kind: .deleted, text: "b"), Hunk.Line(kind: .inserted, text: "B"),
      ])
    #expect(hunks[1].header == "@@ -4,0 +5 @@")
    #expect(diff.hunks(context: 1).count == 1)
    #expect(diff.hunks.count == 1)
  }

  @Test func identicalTextsHaveNoHunks() {
    let diff = LineDiff(old: "same\n", new: "same\n")
    #expect(!diff.hasChanges)
    #expect(diff.hunks.isEmpty)
    #expect(diff.unified() == "")
    #expect(LineDiff(old: "", new: "").unified() == "")
  }

  @Test func contextZeroPrintsOnlyChanges() {
    let diff = LineDiff(old: "1\n2\n3\n", new: "1\n3\n")
    #expect(diff.unified(context: 0) == "--- a\n+++ b\n@@ -2 +1,0 @@\n-2\n")
  }

  @Test func textsWithNothingInCommonCostLinearTime() {
    // 40,000 differences would be 1.6 billion steps for the plain search.
    let old = (0..<20_000).map { "old \($0)" }
    let new = (0..<20_000).map { "new \($0)" }
    let diff = LineDiff(oldLines: old, newLines: new)
    #expect(diff.edits.count == 40_000)
    #expect(diff.hunks.count == 1)
  }

  @Test func linesCompareByBytes() {
    // Precomposed and decomposed "é" are equal Swift strings but different lines.
    let diff = LineDiff(old: "caf\u{E9}\n", new: "cafe\u{301}\n")
    #expect(diff.hasChanges)
  }
}
