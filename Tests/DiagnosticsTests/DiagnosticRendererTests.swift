import Diagnostics
import Testing

@Suite struct DiagnosticRendererTests {
  @Test func rendersPathLocationMessageSourceLineAndCaret() {
    let diagnostic = Diagnostic(
      .error, path: "features/captcha/ios/image-button.feature",
      location: SourceLocation(line: 12, column: 5),
      message: "expected a step, found 'Whe I swipe'",
      sourceLine: "    Whe I swipe to the captcha")
    #expect(
      diagnostic.description == """
        features/captcha/ios/image-button.feature:12:5: error: expected a step, found 'Whe I swipe'
           12 |     Whe I swipe to the captcha
              |     ^
        """)
  }

  @Test func keepsTabsInTheCaretPadding() {
    let diagnostic = Diagnostic(
      .warning, path: "a.json", location: SourceLocation(line: 3, column: 3),
      message: "m", sourceLine: "\t\tx")
    #expect(diagnostic.description == "a.json:3:3: warning: m\n    3 | \t\tx\n      | \t\t^")
  }

  @Test func rendersWithoutLocationOrPath() {
    #expect(
      Diagnostic(path: "x.json", message: "unreadable").description == "x.json: error: unreadable")
    #expect(Diagnostic(message: "no input").description == "error: no input")
  }

  @Test func coloursOnlyWhenAsked() {
    let diagnostic = Diagnostic(path: "a", message: "m")
    #expect(DiagnosticRenderer(colored: true).render(diagnostic).contains("\u{1B}[1;31merror:"))
    #expect(!DiagnosticRenderer(colored: false).render(diagnostic).contains("\u{1B}"))
  }

  @Test func widensTheGutterForLongLineNumbers() {
    let diagnostic = Diagnostic(
      path: "big", location: SourceLocation(line: 123456, column: 1), message: "m", sourceLine: "x")
    #expect(diagnostic.description == "big:123456:1: error: m\n 123456 | x\n        | ^")
  }
}
