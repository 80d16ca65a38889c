import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every command reads user files one way and writes them one way: these are the ways a
/// user's files were lost, corrupted or misjudged before, each run as a user would meet it.
@Suite(.serialized) struct FileLayerTests {
  private let directory: TemporaryDirectory
  private let feature = "features/captcha/ios/table-row.feature"
  private let checklist = "features/captcha/ios/table-row.md"
  /// How many files the default catalog generates.
  private let total: Int

  init() throws {
    directory = try TemporaryDirectory()
    let generated = CLI.prepared(by: [["generate", "--out", "features"]], into: directory.path)
    precondition(generated.allSatisfy { $0.status == 0 })
    total = directory.files().count
  }

  private func run(_ arguments: String...) -> CLI.Result {
    CLI.run(arguments, in: directory.path)
  }

  private func path(_ relative: String) -> String {
    directory.path + "/" + relative
  }

  private func bytes(_ relative: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.url.appendingPathComponent(relative)))
  }

  private func write(_ bytes: [UInt8], to relative: String) throws {
    try Data(bytes).write(to: directory.url.appendingPathComponent(relative))
  }

  // MARK: - Reading

  /// Invalid UTF-8 in a committed file was rewritten as U+FFFD by generate (and the bytes
  /// lost) while check refused the file: one reader, one answer, nothing written.
  @Test func invalidUTF8InACommittedFileIsAnErrorForGenerateAsForCheck() throws {
    defer { directory.remove() }
    var text = try bytes(feature)
    text += Array("\n  Scenario: Ours caf".utf8) + [0xE9] + Array("\n    Given x\n".utf8)
    try write(text, to: feature)
    let generate = run("generate", "--out", "features")
    let check = run("check", "--out", "features")
    let expected = "features/captcha/ios/table-row.feature:"
    #expect(generate.status == 2)
    #expect(check.status == 2)
    #expect(generate.error.hasPrefix(expected))
    #expect(generate.error.contains("error: invalid UTF-8: byte 0xE9"))
    #expect(
      generate.error.components(separatedBy: "\n").first
        == check.error.components(separatedBy: "\n").first)
    #expect(try bytes(feature) == text, "the file was rewritten")
  }

  /// A pipe at a generated path made generate block forever: it is an error, found up front,
  /// and a dry run reports it as the run would.
  @Test(arguments: [false, true])
  func aPipeAtAGeneratedPathIsAnErrorNotAHang(throughALink: Bool) throws {
    defer { directory.remove() }
    try FileManager.default.removeItem(atPath: path(checklist))
    if throughALink {
      mkfifo(path("pipe"), 0o644)
      try FileManager.default.createSymbolicLink(
        atPath: path(checklist), withDestinationPath: path("pipe"))
    } else {
      mkfifo(path(checklist), 0o644)
    }
    for dryRun in [true, false] {
      let result = CLI.run(
        ["generate", "--out", "features"] + (dryRun ? ["--dry-run"] : []), in: directory.path)
      #expect(result.status == 2)
      #expect(result.output == "")
      #expect(
        result.error
          == "features/captcha/ios/table-row.md: error: not a regular file (a device, pipe or socket)\n"
      )
    }
    #expect(run("check", "--out", "features").status == 2)
  }

  /// A byte order mark on a checklist made it drift forever (generate never fixed it); on a
  /// feature file, check was content but generate refused the file.
  @Test func aByteOrderMarkIsSkippedEverywhereAndGenerateRemovesIt() throws {
    defer { directory.remove() }
    let originalFeature = try bytes(feature)
    let originalChecklist = try bytes(checklist)
    try write([0xEF, 0xBB, 0xBF] + originalFeature, to: feature)
    try write([0xEF, 0xBB, 0xBF] + originalChecklist, to: checklist)
    #expect(run("check", "--out", "features").status == 0)
    let strict = run("check", "--out", "features", "--strict")
    #expect(strict.status == 1)
    #expect(strict.output.contains("the file starts with a byte order mark"))
    let generate = run("generate", "--out", "features")
    #expect(generate.status == 0, "\(generate.error)")
    #expect(generate.output.hasSuffix("2 written, \(total - 2) unchanged, 0 removed\n"))
    #expect(try bytes(feature) == originalFeature)
    #expect(try bytes(checklist) == originalChecklist)
    #expect(run("check", "--out", "features", "--strict").status == 0)
  }

  /// A hand-written file whose first line reads like the generated header was deleted as a
  /// stale generated file: only the complete header, in the file type's syntax, counts.
  @Test func aFileThatOnlyStartsLikeTheHeaderIsNeverRemoved() throws {
    defer { directory.remove() }
    let generated = try String(contentsOfFile: path(feature), encoding: .utf8)
    let firstLine = String(generated.prefix { $0 != "\n" })
    // A Markdown page whose heading is the feature header's first line.
    let readme = firstLine + "\n\nOur notes on the captcha tests.\n"
    try directory.write(readme, to: "features/captcha/README.md")
    // A feature file with the first line of the header only.
    let ours = firstLine + "\nFeature: Ours\n\n  Scenario: Mine\n    Given x\n"
    try directory.write(ours, to: "features/captcha/ios/ours.feature")
    // A checklist header in a feature file's place, complete but in the wrong syntax.
    let markdownHeader = try String(contentsOfFile: path(checklist), encoding: .utf8)
    try directory.write(markdownHeader, to: "features/captcha/ios/renamed.feature")
    let result = run("generate", "--out", "features")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "0 written, \(total) unchanged, 0 removed\n")
    #expect(
      try String(contentsOfFile: path("features/captcha/README.md"), encoding: .utf8) == readme)
    #expect(FileManager.default.fileExists(atPath: path("features/captcha/ios/ours.feature")))
    #expect(FileManager.default.fileExists(atPath: path("features/captcha/ios/renamed.feature")))
    #expect(run("check", "--out", "features").status == 0)
  }

  /// An existing checklist that cannot be read was reported as a missing file (drift, exit 1);
  /// it is invalid input, as for feature files.
  /// (Root reads a file of mode 000, so that case runs only for other users.)
  @Test(arguments: ["directory", "pipe"] + (getuid() != 0 ? ["unreadable"] : []))
  func anUnreadableChecklistIsInvalidInputNotDrift(kind: String) throws {
    defer {
      chmod(path(checklist), 0o644)
      directory.remove()
    }
    switch kind {
    case "directory":
      try FileManager.default.removeItem(atPath: path(checklist))
      try FileManager.default.createDirectory(
        atPath: path(checklist), withIntermediateDirectories: false)
    case "pipe":
      try FileManager.default.removeItem(atPath: path(checklist))
      mkfifo(path(checklist), 0o644)
    default:
      chmod(path(checklist), 0o000)
    }
    let result = run("check", "--out", "features")
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error.hasPrefix("features/captcha/ios/table-row.md: error: "))
    #expect(!result.error.contains("missing"))
  }

  // MARK: - Writing

  /// generate reset every file it rewrote to 0644: a private file became world-readable.
  @Test func generateKeepsTheModeOfAFileItReplaces() throws {
    defer { directory.remove() }
    try directory.write("Feature: stale\n", to: "ignored")
    var text = try String(contentsOfFile: path(feature), encoding: .utf8)
    text = text.replacingOccurrences(of: "When I press Space", with: "When I press the space bar")
    try text.write(toFile: path(feature), atomically: true, encoding: .utf8)
    chmod(path(feature), 0o600)
    // The edit is a hand edit: generate rewrites the file only when told to discard it.
    let result = run("generate", "--out", "features", "--discard-edits")
    #expect(result.output.hasSuffix("1 written, \(total - 1) unchanged, 0 removed\n"))
    var status = stat()
    stat(path(feature), &status)
    #expect(status.st_mode & 0o777 == 0o600)
  }

  /// fmt found a file it could not write only while writing, after it had rewritten others:
  /// every target is checked first, and then nothing is written. (A name too long for the
  /// temporary file beside it fails even for root; a read-only directory only for others.)
  @Test func fmtChecksEveryFileCanBeWrittenBeforeWritingAny() throws {
    defer { directory.remove() }
    let messy = "Feature: x\n Scenario: y\n  Given z\n"
    let long = String(repeating: "n", count: 240) + ".feature"
    try directory.write(messy, to: "fmt/a/one.feature")
    try directory.write(messy, to: "fmt/b/" + long)
    let result = run("fmt", "fmt")
    #expect(result.status == 2)
    #expect(
      result.error
        == "fmt/b/\(long): error: the name is 248 bytes long; files written here may have at most 229 (the system allows 255, less room for the temporary file written first)\n1 error; no file was written\n"
    )
    #expect(try String(contentsOfFile: path("fmt/a/one.feature"), encoding: .utf8) == messy)
  }

  @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
  func fmtChecksEveryDirectoryIsWritableBeforeWritingAny() throws {
    defer {
      chmod(path("fmt/b"), 0o755)
      directory.remove()
    }
    let messy = "Feature: x\n Scenario: y\n  Given z\n"
    try directory.write(messy, to: "fmt/a/one.feature")
    try directory.write(messy, to: "fmt/b/two.feature")
    chmod(path("fmt/b"), 0o555)
    let result = run("fmt", "fmt")
    #expect(result.status == 2)
    #expect(
      result.error
        == "fmt/b: error: cannot write here: Permission denied\n1 error; no file was written\n")
    #expect(try String(contentsOfFile: path("fmt/a/one.feature"), encoding: .utf8) == messy)
  }

  /// The README's own workflow is "export, then edit": exporting or importing again replaced
  /// the edited files without a word. A file that differs is refused (exit 2, named, nothing
  /// written) unless `--force`; a file that is the same is left alone.
  @Test(arguments: [
    (["criteria", "export", "exported"], "exported/captcha.json"),
    (["templates", "export", "exported"], "exported/feature.mustache"),
    (["import", "magentaa11y", "link.md", "--out", "exported"], "exported/link.json"),
  ])
  func exportAndImportNeverOverwriteAnEditedFileWithoutForce(arguments: [String], edited: String)
    throws
  {
    defer { directory.remove() }
    try directory.write(
      """
      ## Condensed
      How to test a link
      1. Test keyboard only, then screen reader + keyboard actions
          - Enter: Activates the link
      2. Test mobile screenreader gestures
          - Doubletap: Activates the link
      3. Listen to screenreader output on all devices
          - Name: Purpose is clear
      4. Device OS Settings
          - Text resize: Text can resize

      """, to: "link.md")
    #expect(CLI.run(arguments, in: directory.path).status == 0)
    let again = CLI.run(arguments, in: directory.path)
    #expect(again.status == 0)
    #expect(again.output.contains("unchanged \(edited)\n"))
    let mine = try String(contentsOfFile: path(edited), encoding: .utf8) + "\n"
    try mine.write(toFile: path(edited), atomically: true, encoding: .utf8)
    let before = directory.files()
    let refused = CLI.run(arguments, in: directory.path)
    #expect(refused.status == 2)
    #expect(
      refused.error
        == "\(edited): error: the file exists and differs from what would be written; move it away, or pass --force to overwrite it\n"
    )
    #expect(try String(contentsOfFile: path(edited), encoding: .utf8) == mine)
    #expect(directory.files() == before)
    let forced = CLI.run(arguments + ["--force"], in: directory.path)
    #expect(forced.status == 0)
    #expect(forced.output.contains("wrote \(edited)\n"))
    #expect(try String(contentsOfFile: path(edited), encoding: .utf8) != mine)
  }

  // MARK: - Standard streams

  /// Runs the built tool through the shell, for what only a real process shows.
  private func shell(_ script: String) throws -> ToolRunner.Result {
    try ToolRunner.run(
      ["-c", script, ToolRunner.binary.path], executable: URL(fileURLWithPath: "/bin/sh"),
      in: directory.url)
  }

  /// A closed, full or broken standard output crashed the tool (exit 132): it exits 2 with a
  /// message where one can be written, and with output closed it writes no files at all.
  @Test func aClosedFullOrBrokenStandardOutputIsAnErrorNotACrash() throws {
    defer { directory.remove() }
    let closed = try shell("\"$0\" generate --out fresh >&-")
    #expect(closed.status == 2)
    #expect(closed.error.hasPrefix("error: standard output is closed"))
    #expect(!FileManager.default.fileExists(atPath: path("fresh")))

    let full = try shell("\"$0\" list > /dev/full")
    #expect(full.status == 2)
    #expect(full.error == "error: cannot write to standard output: No space left on device\n")

    let broken = try shell("trap '' PIPE; (sleep 0.2; \"$0\" --help; echo $? > status) | true")
    #expect(broken.status == 0)
    #expect(try String(contentsOfFile: path("status"), encoding: .utf8) == "2\n")
    #expect(broken.error == "error: cannot write to standard output: Broken pipe\n")

    let closedErrors = try shell("\"$0\" parse missing.feature >/dev/null 2>&-; echo $?")
    #expect(closedErrors.output == "2\n")
  }
}
