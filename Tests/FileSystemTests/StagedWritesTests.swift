import Diagnostics
import FileSystem
import Foundation
import TestSupport
import Testing

@Suite struct StagedWritesTests {
  @Test func nothingIsInPlaceBeforeTheCommitAndEverythingAfter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("old\n", to: "out/a/kept.txt")
    chmod(directory.path + "/out/a/kept.txt", 0o640)
    let staging = StagedWrites(root: directory.path + "/out", displayRoot: "out")
    try staging.stage("new\n", at: "a/kept.txt")
    try staging.stage("one\n", at: "b/c/made.txt")
    #expect(staging.count == 2)
    // Before the commit: the old file as it was, the new one only under a temporary name.
    #expect(
      try String(contentsOfFile: directory.path + "/out/a/kept.txt", encoding: .utf8) == "old\n")
    #expect(directory.files().filter { !$0.hasSuffix(".tmp") } == ["out/a/kept.txt"])
    try staging.commit()
    #expect(directory.files() == ["out/a/kept.txt", "out/b/c/made.txt"])
    #expect(
      try String(contentsOfFile: directory.path + "/out/a/kept.txt", encoding: .utf8) == "new\n")
    let mode =
      try FileManager.default.attributesOfItem(
        atPath: directory.path + "/out/a/kept.txt")[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test func discardLeavesTheTreeAsItWas() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("ours\n", to: "out/a/ours.txt")
    let staging = StagedWrites(root: directory.path + "/out", displayRoot: "out")
    try staging.stage("theirs\n", at: "a/ours.txt")
    try staging.stage("x\n", at: "a/new/deeper/file.txt")
    try staging.stage("y\n", at: "b/file.txt")
    staging.discard()
    staging.discard()
    #expect(directory.files() == ["out/a/ours.txt"])
    #expect(
      try String(contentsOfFile: directory.path + "/out/a/ours.txt", encoding: .utf8) == "ours\n")
    let left = try FileManager.default.subpathsOfDirectory(atPath: directory.path + "/out")
    #expect(left.sorted() == ["a", "a/ours.txt"], "directories made for the run stay")
    // Nothing more is staged once the run has ended.
    #expect(throws: Diagnostic.self) { try staging.stage("z\n", at: "c.txt") }
    #expect(directory.files() == ["out/a/ours.txt"])
  }

  @Test func discardRemovesAnOutputDirectoryItMade() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let staging = StagedWrites(root: directory.path + "/new/out", displayRoot: "new/out")
    try staging.stage("x\n", at: "a/file.txt")
    #expect(FileManager.default.fileExists(atPath: directory.path + "/new/out"))
    staging.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func aDirectoryTheRunDidNotMakeStaysEvenWhenEmpty() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/out/empty", withIntermediateDirectories: true)
    let staging = StagedWrites(root: directory.path + "/out", displayRoot: "out")
    try staging.stage("x\n", at: "empty/file.txt")
    staging.discard()
    #expect(FileManager.default.fileExists(atPath: directory.path + "/out/empty"))
    #expect(directory.files().isEmpty)
  }

  @Test func refusesToStageThroughASymbolicLink() throws {
    let directory = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    defer {
      directory.remove()
      elsewhere.remove()
    }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/out", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/out/link", withDestinationPath: elsewhere.path)
    let staging = StagedWrites(root: directory.path + "/out", displayRoot: "out")
    #expect(throws: Diagnostic.self) { try staging.stage("x\n", at: "link/file.txt") }
    staging.discard()
    #expect(elsewhere.files().isEmpty)
  }
}
