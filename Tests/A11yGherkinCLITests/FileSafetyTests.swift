import A11yCriteria
import Foundation
import Gherkin
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Generated files are never half-written, never written outside `--out`, and the same
/// whatever the environment.
@Suite(.serialized) struct FileSafetyTests {
  /// Criteria files for `count` copies of the built-in Captcha.
  private func criteria(_ count: Int, in directory: TemporaryDirectory) throws {
    let captcha = BuiltInCatalog.embeddedFile("captcha.json") ?? ""
    for index in 0..<count {
      try directory.write(
        captcha.replacingOccurrences(of: "\"id\": \"captcha\"", with: "\"id\": \"c\(index)\""),
        to: "criteria/c\(index).json")
    }
  }

  @Test func refusesToWriteThroughASymbolicLink() throws {
    let directory = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    defer {
      directory.remove()
      elsewhere.remove()
    }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/out/captcha", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/out/captcha/ios", withDestinationPath: elsewhere.path)
    let result = CLI.run(["generate", "--out", "out"], in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.error.contains("refusing to write through a symbolic link in the output directory"))
    #expect(elsewhere.files().isEmpty)
    #expect(directory.files().isEmpty, "nothing may be written when one path is unsafe")
  }

  @Test func reportsAReadOnlyOutputDirectoryAndWritesNothing() throws {
    let directory = try TemporaryDirectory()
    defer {
      chmod(directory.path + "/out", 0o755)
      directory.remove()
    }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/out", withIntermediateDirectories: true)
    chmod(directory.path + "/out", 0o555)
    guard access(directory.path + "/out", W_OK) != 0 else { return }  // root may write anywhere
    let result = CLI.run(["generate", "--out", "out"], in: directory.path)
    #expect(result.status == 2)
    #expect(result.error.contains("cannot write here: Permission denied"))
    #expect(directory.files().isEmpty)
  }

  @Test func anInterruptedRunLeavesOnlyWholeFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try criteria(150, in: directory)
    let process = Process()
    process.executableURL = ToolRunner.binary
    process.arguments = ["generate", "--criteria", "criteria", "--out", "out", "--jobs", "1"]
    process.currentDirectoryURL = directory.url
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Interrupt once files are being written.
    for _ in 0..<400 where !FileManager.default.fileExists(atPath: directory.path + "/out") {
      usleep(5_000)
    }
    usleep(20_000)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect([0, 128 + SIGINT].contains(process.terminationStatus))
    let files = directory.files().filter { $0.hasPrefix("out/") }
    #expect(!files.contains { $0.hasSuffix(".tmp") }, "a temporary file was left behind")
    for file in files where file.hasSuffix(".feature") {
      let text = try String(contentsOf: directory.url.appendingPathComponent(file), encoding: .utf8)
      #expect(throws: Never.self) { try GherkinParser().parse(text, path: file) }
      #expect(text.hasSuffix("\n"))
    }
  }

  @Test func twoRunsAtOnceLeaveValidFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try criteria(40, in: directory)
    let arguments = ["generate", "--criteria", "criteria", "--out", "out"]
    let runs = (0..<2).map { _ in
      let process = Process()
      process.executableURL = ToolRunner.binary
      process.arguments = arguments
      process.currentDirectoryURL = directory.url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = Pipe()
      return process
    }
    for run in runs { try run.run() }
    for run in runs { run.waitUntilExit() }
    for run in runs {
      let error = (run.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
      #expect(run.terminationStatus == 0, "\(String(decoding: error, as: UTF8.self).prefix(600))")
    }
    let check = try ToolRunner.run(
      ["check", "--criteria", "criteria", "--out", "out"], in: directory.url)
    #expect(check.status == 0, "\(check.output.prefix(500))")
  }

  @Test func outputIsTheSameWhateverTheLocaleTimeZoneHomeAndDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/elsewhere", withIntermediateDirectories: true)
    let environment = [
      "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Pacific/Chatham",
      "HOME": "/nonexistent",
      "PATH": "/usr/bin:/bin",
    ]
    let result = try ToolRunner.run(
      ["generate", "--out", "../features"], in: directory.url.appendingPathComponent("elsewhere"),
      environment: environment)
    #expect(result.status == 0)
    let committed = TestData.packageRoot.appendingPathComponent("features")
    for file in directory.files() {
      let ours = try String(contentsOf: directory.url.appendingPathComponent(file), encoding: .utf8)
        .replacingOccurrences(of: " --out ../features", with: "")
      let theirs = try String(
        contentsOf: committed.appendingPathComponent(String(file.dropFirst("features/".count))),
        encoding: .utf8)
      // Only the regenerate command (and the content hash that covers the rest) may differ.
      let strip = { (text: String) in
        text.split(separator: "\n").filter { !$0.contains("content: ") }.joined(separator: "\n")
      }
      #expect(strip(ours) == strip(theirs), "\(file)")
    }
  }
}

extension FileSafetyTests {
  @Test(arguments: ["out/captcha/ios/table-row.md", "out/captcha/android/table-row.feature"])
  func neverReplacesAFileItDidNotWrite(path: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("Feature: Ours\n", to: path)
    let result = CLI.run(["generate", "--out", "out"], in: directory.path)
    #expect(result.status == 2)
    #expect(result.error.contains("error: the file exists but was not generated by a11y-gherkin"))
    #expect(result.error.contains(String(path.dropFirst("out/".count))))
    #expect(directory.files() == [path])
  }

}

// MARK: - Races and interruptions

extension FileSafetyTests {
  /// Starts a `generate` of `count` components into `out` as a separate process.
  private func startGenerate(_ count: Int, in directory: TemporaryDirectory, jobs: Int? = nil)
    throws -> Process
  {
    let process = Process()
    process.executableURL = ToolRunner.binary
    process.arguments =
      ["generate", "--criteria", "criteria", "--out", "out"]
      + (jobs.map { ["--jobs", "\($0)"] } ?? [])
    process.currentDirectoryURL = directory.url
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits until the run has started writing (its output directory exists).
  private func waitForWrites(in directory: TemporaryDirectory, _ process: Process) {
    for _ in 0..<2000
    where process.isRunning
      && !FileManager.default.fileExists(atPath: directory.path + "/out")
    {
      usleep(1_000)
    }
  }

  /// Symbolic links made inside `--out` while generate writes (after its up-front check) were
  /// followed, and files landed outside. A thread plants links where directories are about to
  /// be made, and swaps made directories for links, during a large run, again and again.
  @Test func symbolicLinksMadeDuringARunNeverLeadOutsideTheOutputDirectory() throws {
    let directory = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    defer {
      directory.remove()
      elsewhere.remove()
    }
    try criteria(120, in: directory)
    for round in 0..<3 {
      try? FileManager.default.removeItem(atPath: directory.path + "/out")
      let process = try startGenerate(120, in: directory, jobs: 1 + round % 2)
      waitForWrites(in: directory, process)
      let out = directory.path + "/out"
      var attacks = 0
      while process.isRunning {
        for index in (0..<120).reversed() {
          let component = out + "/c\(index)"
          // Where a directory is still to be made, a link to elsewhere.
          if symlink(elsewhere.path, component) == 0 { attacks += 1 }
          // Where one was made, moved aside (still inside `out`) and a link put in its place.
          if rename(component + "/ios", component + "/ios-moved") == 0 {
            symlink(elsewhere.path, component + "/ios")
            attacks += 1
          }
        }
      }
      process.waitUntilExit()
      #expect([0, 2].contains(process.terminationStatus))
      #expect(attacks > 0, "the run ended before any link was made")
      #expect(elsewhere.files().isEmpty, "round \(round): files were written outside --out")
    }
  }

  /// With more than one writer thread, an interrupted run left `.*.tmp` files behind.
  @Test func anInterruptedRunOnManyThreadsLeavesNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try criteria(150, in: directory)
    for round in 0..<8 {
      try? FileManager.default.removeItem(atPath: directory.path + "/out")
      let process = try startGenerate(150, in: directory, jobs: 4)
      waitForWrites(in: directory, process)
      usleep(UInt32(2_000 * round))
      kill(process.processIdentifier, round % 2 == 0 ? SIGINT : SIGTERM)
      process.waitUntilExit()
      let files = directory.files().filter { $0.hasPrefix("out/") }
      #expect(!files.contains { $0.hasSuffix(".tmp") }, "round \(round): a temporary file was left")
    }
  }

  /// A temporary file of a run that was killed outright (SIGKILL cannot be waited for) is
  /// reported by check and removed by generate; one of a run still going is left alone.
  @Test func leftoverTemporaryFilesAreReportedAndCleanedUp() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(CLI.run(["generate", "--out", "out"], in: directory.path).status == 0)
    let total = directory.files().count
    let leftover = "out/captcha/ios/.table-row.feature.999999999.12345.tmp"
    let live = "out/captcha/ios/.table-row.md.\(getpid()).12345.tmp"
    try directory.write("Feature: half", to: leftover)
    try directory.write("<!--", to: live)
    let check = CLI.run(["check", "--out", "out"], in: directory.path)
    #expect(check.status == 0)
    #expect(
      check.error
        == "\(leftover): warning: a temporary file left by an interrupted run; generate removes it\n"
    )
    let generate = CLI.run(["generate", "--out", "out"], in: directory.path)
    #expect(
      generate.output
        == "removed the leftover temporary file \(leftover)\n0 written, \(total) unchanged, 0 removed\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/" + leftover))
    #expect(FileManager.default.fileExists(atPath: directory.path + "/" + live))
  }
}
