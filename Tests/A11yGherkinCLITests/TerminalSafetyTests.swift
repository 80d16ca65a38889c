import Foundation
import TestSupport
import Testing

/// No command sends a control character from a file, an id or an argument to the terminal:
/// messages go through the one diagnostics renderer, text for people through `writeText`, and
/// both show control characters as symbols (`␛`).
@Suite struct TerminalSafetyTests {
  private static let escape = "\u{1B}[2J"
  private static let visible = "\u{241B}[2J"

  /// Criteria whose texts hold an escape sequence that would clear the screen.
  private static let criteria = """
    {
      "version": 1,
      "id": "switch",
      "title": "Switch \\u001b[2J",
      "experiences": [{"id": "toggle", "title": "Toggle", "interactiveElement": "the switch"}],
      "platforms": [{"id": "ios", "name": "iOS", "screenReader": "VoiceOver"}],
      "criteria": [
        {"id": "keyboard.space", "group": "keyboard", "wcag": ["2.1.1"], "title": "Space toggles",
         "checklist": "Space toggles", "when": "I press Space", "then": ["it toggles"]}
      ]
    }

    """

  private func expectSafe(
    _ result: CLI.Result, showing text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!result.output.contains("\u{1B}"), sourceLocation: sourceLocation)
    #expect(!result.error.contains("\u{1B}"), sourceLocation: sourceLocation)
    #expect(
      (result.output + result.error).contains(text), "\(result.output)\(result.error)",
      sourceLocation: sourceLocation)
  }

  @Test func list() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.criteria, to: "c.json")
    let result = CLI.run(["list", "--criteria", "c.json"], in: directory.path)
    #expect(result.status == 0)
    expectSafe(result, showing: "switch: Switch \(Self.visible) (1 criteria)\n")
  }

  @Test func generate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let out = "out\(Self.escape)"
    let result = CLI.run(["generate", "--out", out], in: directory.path)
    #expect(result.status == 0)
    expectSafe(result, showing: "wrote out\(Self.visible)/captcha/ios/table-row.feature\n")
  }

  @Test func importDocument() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("# Cap\(Self.escape)tcha\n\n## Condensed\n\n", to: "d\u{1B}oc.md")
    let result = CLI.run(
      ["import", "magentaa11y", "d\u{1B}oc.md", "--out", "criteria"], in: directory.path)
    #expect(result.status == 2)
    expectSafe(result, showing: "d\u{241B}oc.md:1:1: warning: ")
    expectSafe(result, showing: "    1 | # Cap\(Self.visible)tcha\n")
  }

  @Test func usageErrorsQuoteArgumentsVisibly() {
    let command = CLI.run(["lst\(Self.escape)"])
    #expect(command.status == 2)
    expectSafe(command, showing: "error: unknown command 'lst\(Self.visible)'")
    let option = CLI.run(["check", "--format", "x\(Self.escape)"])
    #expect(option.status == 2)
    expectSafe(option, showing: "invalid value 'x\(Self.visible)' for '--format'")
  }

  @Test(arguments: ["text", "github"])
  func check(format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(CLI.run(["generate"], in: directory.path).status == 0)
    let file = directory.url.appendingPathComponent("features/captcha/ios/table-row.feature")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "When I press Space", with: "When I press \(Self.escape)")
      .write(to: file, atomically: true, encoding: .utf8)
    let result = CLI.run(["check", "--format", format], in: directory.path)
    #expect(result.status == 1)
    expectSafe(result, showing: "found: When I press \(Self.visible)")
  }
}
