import FileSystem
import Testing

@Suite struct LineEndingTests {
  @Test(arguments: [
    ("", LineEnding.lineFeed),
    ("one line", .lineFeed),
    ("a\nb\n", .lineFeed),
    ("a\r\nb\r\n", .carriageReturnLineFeed),
    ("a\rb\r", .carriageReturn),
    ("a\r\nb\nc\n", .lineFeed),
    ("a\r\nb\r\nc\n", .carriageReturnLineFeed),
    // A tie goes to the first line break.
    ("a\rb\nc", .carriageReturn),
    ("a\r", .carriageReturn),
  ])
  func theMostCommonLineBreak(text: String, expected: LineEnding) {
    #expect(LineEnding.mostCommon(in: Array(text.utf8)) == expected)
  }

  @Test func everyLineBreakBecomesALineFeed() {
    #expect(LineEnding.lineFeeds("a\r\nb\rc\nd\r\r\ne") == "a\nb\nc\nd\n\ne")
    #expect(LineEnding.lineFeeds("é\r\n") == "é\n")
    #expect(LineEnding.lineFeeds("plain\n") == "plain\n")
  }

  @Test func aLineBreakIsAppliedToEveryLine() {
    let text = "- [x] one\n- [ ] two\n"
    for ending in LineEnding.allCases {
      let applied = ending.applied(to: text)
      #expect(applied == "- [x] one" + ending.rawValue + "- [ ] two" + ending.rawValue)
      #expect(LineEnding.lineFeeds(applied) == text)
    }
  }

  @Test func aFileHoldsItsTextWhateverItsLineBreaks() throws {
    let contents = "Feature: A\n  Scenario: B\n"
    let crlf = try TextFile.decode(Array("Feature: A\r\n  Scenario: B\r\n".utf8), path: "a")
    #expect(crlf.holds(contents))
    #expect(crlf.rewritten(contents) == "Feature: A\r\n  Scenario: B\r\n")
    #expect(!crlf.holds("Feature: A\n  Scenario: C\n"))
    let marked = try TextFile.decode([0xEF, 0xBB, 0xBF] + Array("Feature: A\r\n".utf8), path: "b")
    #expect(!marked.holds("Feature: A\n"), "a byte order mark is a difference to write")
    let plain = try TextFile.decode(Array(contents.utf8), path: "c")
    #expect(plain.holds(contents))
    #expect(plain.rewritten(contents) == contents)
  }
}
