import Diagnostics
import Testing

@Suite struct SourceTextTests {
  @Test(arguments: [
    ("a\nb\nc", 2, "b"),
    ("a\r\nb\r\nc", 2, "b"),
    ("a\rb", 2, "b"),
    ("a\nb\n", 3, ""),
    ("only", 1, "only"),
  ])
  func findsLines(text: String, number: Int, expected: String) {
    #expect(SourceText(text).line(number) == expected)
  }

  @Test func returnsNilOutsideTheText() {
    #expect(SourceText("a").line(0) == nil)
    #expect(SourceText("a\nb").line(3) == nil)
  }

  @Test func locatesBytesInScalarsOfTheLineAsShown() {
    let text = SourceText(bytes: Array("ab\r\nçd\re".utf8) + [0xFF, 0x41])
    #expect(text.location(ofByte: 0) == SourceLocation(line: 1, column: 1))
    #expect(text.location(ofByte: 4) == SourceLocation(line: 2, column: 1))
    // `ç` is two bytes and one scalar.
    #expect(text.location(ofByte: 6) == SourceLocation(line: 2, column: 2))
    #expect(text.location(ofByte: 9) == SourceLocation(line: 3, column: 2))
    #expect(text.line(3) == "e\u{FFFD}A")
    #expect(text.location(ofByte: 99) == SourceLocation(line: 3, column: 4))
  }

  @Test func findsTheFirstInvalidUTF8Byte() {
    #expect(
      UTF8Validator.firstInvalidOffset(in: Array("plain ascii text, long enough".utf8)) == nil)
    #expect(UTF8Validator.firstInvalidOffset(in: Array("é€😀".utf8)) == nil)
    #expect(UTF8Validator.firstInvalidOffset(in: [0x41, 0xC0, 0x80]) == 1)  // overlong
    #expect(UTF8Validator.firstInvalidOffset(in: [0xED, 0xA0, 0x80]) == 0)  // surrogate
    #expect(UTF8Validator.firstInvalidOffset(in: [0xF4, 0x90, 0x80, 0x80]) == 0)  // > U+10FFFF
    #expect(UTF8Validator.firstInvalidOffset(in: Array("0123456789".utf8) + [0xE2, 0x82]) == 10)
  }
}
