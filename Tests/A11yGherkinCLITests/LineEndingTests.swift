import FileSystem
import Foundation
import TestSupport
import Testing

/// A checkout may turn every `\n` into `\r\n` (git's `core.autocrlf` on Windows), or a tool
/// may leave a mix: a tester's ticks, a team's scenarios and tags must survive `check` and
/// `generate` whatever the line endings, and the file keeps the line endings it came with.
@Suite struct LineEndingTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func run(_ arguments: String...) -> CLI.Result {
    CLI.run(arguments, in: directory.path)
  }

  private func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.url.appendingPathComponent(path)))
  }

  private func writeBytes(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: directory.url.appendingPathComponent(path))
  }

  /// `text` (with `\n` line breaks) with its line breaks turned into `style`'s.
  private static func converted(_ text: String, to style: Style) -> [UInt8] {
    var lineNumber = 0
    var result: [UInt8] = []
    for byte in text.utf8 {
      guard byte == 0x0A else {
        result.append(byte)
        continue
      }
      lineNumber += 1
      switch style {
      case .crlf: result += [0x0D, 0x0A]
      case .cr: result.append(0x0D)
      // Every other line in CRLF, the rest in LF.
      case .mixed: result += lineNumber % 2 == 0 ? [0x0D, 0x0A] : [0x0A]
      }
    }
    return result
  }

  enum Style: String, CaseIterable, CustomTestStringConvertible {
    case crlf, cr, mixed
    var testDescription: String { rawValue }
  }

  private static let checklist = "out/captcha/ios/table-row.md"
  private static let feature = "out/captcha/ios/table-row.feature"

  @Test(arguments: Style.allCases)
  func aTickSurvivesCheckAndGenerate(style: Style) throws {
    defer { directory.remove() }
    #expect(run("generate", "--component", "captcha", "--out", "out").status == 0)
    let ticked = try directory.read(Self.checklist).replacingOccurrences(
      of: "- [ ] `keyboard.space`", with: "- [x] `keyboard.space`")
    #expect(ticked.contains("- [x] `keyboard.space`"), "the test edit must apply")
    let onDisk = Self.converted(ticked, to: style)
    try writeBytes(onDisk, to: Self.checklist)

    for strict in [false, true] {
      let check = CLI.run(
        ["check", "--component", "captcha", "--out", "out"] + (strict ? ["--strict"] : []),
        in: directory.path)
      #expect(check.status == 0, "\(check.output)\(check.error)")
      #expect(check.output == "in sync: 13 generated files match the criteria\n")
      #expect(check.error == "")
    }

    let generate = run("generate", "--component", "captcha", "--out", "out")
    #expect(generate.status == 0, "\(generate.error)")
    let after = try bytes(Self.checklist)
    let text = LineEnding.lineFeeds(String(decoding: after, as: UTF8.self))
    #expect(text.contains("- [x] `keyboard.space`"), "the tick is kept")
    let expectedEnding: LineEnding =
      switch style {
      case .crlf: .carriageReturnLineFeed
      case .cr: .carriageReturn
      case .mixed: LineEnding.mostCommon(in: onDisk)
      }
    #expect(LineEnding.mostCommon(in: after) == expectedEnding)
    #expect(after == Self.converted(text, to: style) || style == .mixed)
    if style != .mixed {
      #expect(!after.contains(0x0A) || style == .crlf, "no other line break is written")
    }
    // A second run writes nothing, and check stays in sync.
    #expect(run("generate", "--component", "captcha", "--out", "out").output.hasPrefix("0 written"))
    #expect(try bytes(Self.checklist) == after)
    #expect(run("check", "--strict", "--component", "captcha", "--out", "out").status == 0)
  }

  @Test(arguments: Style.allCases)
  func aTeamScenarioAndTagSurviveCheckAndGenerate(style: Style) throws {
    defer { directory.remove() }
    #expect(run("generate", "--component", "captcha", "--out", "out").status == 0)
    let edited =
      try directory.read(Self.feature).replacingOccurrences(
        of: "  @criterion:keyboard.space ", with: "  @JIRA-1 @criterion:keyboard.space ")
      + "\n  Scenario: The captcha row keeps its place after rotation\n    Given VoiceOver is on\n"
    #expect(edited.contains("@JIRA-1 @criterion:keyboard.space"), "the test edit must apply")
    try writeBytes(Self.converted(edited, to: style), to: Self.feature)

    let check = run("check", "--component", "captcha", "--out", "out")
    #expect(check.status == 0, "\(check.output)\(check.error)")
    #expect(check.output == "in sync: 13 generated files match the criteria\n")

    #expect(run("generate", "--component", "captcha", "--out", "out").status == 0)
    let text = LineEnding.lineFeeds(String(decoding: try bytes(Self.feature), as: UTF8.self))
    let tags = text.split(separator: "\n").first { $0.contains("@criterion:keyboard.space ") }
    #expect(tags?.contains("@JIRA-1") == true, "the team's tag is kept (after the generated ones)")
    #expect(text.contains("Scenario: The captcha row keeps its place after rotation"))
    #expect(text.contains("    Given VoiceOver is on\n"))
  }

  @Test func aCleanCRLFCheckoutIsNeitherDriftNorRewritten() throws {
    defer { directory.remove() }
    #expect(run("generate", "--component", "captcha", "--out", "out").status == 0)
    var originals: [String: [UInt8]] = [:]
    for path in directory.files() {
      let converted = Self.converted(try directory.read(path), to: .crlf)
      try writeBytes(converted, to: path)
      originals[path] = converted
    }
    let check = run("check", "--strict", "--component", "captcha", "--out", "out")
    #expect(check.status == 0, "\(check.output)\(check.error)")
    let generate = run("generate", "--component", "captcha", "--out", "out")
    #expect(generate.output.hasPrefix("0 written, 13 unchanged"), "\(generate.output)")
    for (path, original) in originals {
      #expect(try bytes(path) == original, "\(path) is left as it was")
    }
  }
}
