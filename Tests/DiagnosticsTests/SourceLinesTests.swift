import Diagnostics
import Testing

@Suite struct SourceLinesTests {
  @Test(arguments: [
    ("a\nb\nc", 2, "b"),
    ("a\r\nb\r\nc", 2, "b"),
    ("a\rb", 2, "b"),
    ("a\nb\n", 3, ""),
    ("only", 1, "only"),
  ])
  func findsLines(text: String, number: Int, expected: String) {
    #expect(SourceLines.line(number, of: text) == expected)
  }

  @Test func returnsNilOutsideTheText() {
    #expect(SourceLines.line(0, of: "a") == nil)
    #expect(SourceLines.line(3, of: "a\nb") == nil)
  }
}
