import Diagnostics
import JSON
import Testing

@Suite struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONDocument(parsing: text, path: "t.json").root.value
  }

  private func error(_ text: String) -> String {
    do {
      _ = try JSONDocument(parsing: text, path: "t.json")
      return "no error"
    } catch {
      return error.description
    }
  }

  private func error(bytes: [UInt8]) -> String {
    do {
      _ = try JSONDocument(parsing: bytes, path: "t.json")
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func parsesEveryKindOfValue() throws {
    let value = try parse(#"{"a": [1, -2.5e1, true, false, null], "b": "x\ny\u00e9\ud83d\ude00"}"#)
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(
      members[0].value.value
        == .array([
          JSONNode(.number(1), offset: 7, endOffset: 8),
          JSONNode(.number(-25), offset: 10, endOffset: 16),
          JSONNode(.bool(true), offset: 18, endOffset: 22),
          JSONNode(.bool(false), offset: 24, endOffset: 29),
          JSONNode(.null, offset: 31, endOffset: 35),
        ]))
    #expect(members[1].value.value == .string("x\nyé😀"))
  }

  @Test func locatesValuesInCodePointsAcrossCRLF() throws {
    let document = try JSONDocument(
      parsing: "{\r\n  \"é\": \"ü\",\r\n  \"k\": 1\r\n}", path: "t.json")
    guard case .object(let members) = document.root.value else { return }
    #expect(
      document.location(ofOffset: members[0].value.offset) == SourceLocation(line: 2, column: 8))
    #expect(document.location(ofOffset: members[1].keyOffset) == SourceLocation(line: 3, column: 3))
  }

  @Test func reportsSyntaxErrorsWithLineColumnAndCaret() {
    #expect(
      error("{\n  \"a\": 1\n  \"b\": 2\n}") == """
        t.json:3:3: error: expected ',' or '}' after an object member, found '"'
            3 |   "b": 2
              |   ^
        """)
    #expect(
      error("[1, tru]") == """
        t.json:1:5: error: expected a value, found 'tru'
            1 | [1, tru]
              |     ^
        """)
    #expect(error("{\"a\": 1,}").hasPrefix("t.json:1:9: error: trailing comma before '}'"))
    #expect(
      error("").hasPrefix("t.json:1:1: error: expected a JSON value, found the end of the file"))
    #expect(error("[1] x").hasPrefix("t.json:1:5: error: unexpected 'x' after the JSON value"))
    #expect(error("\"abc").hasPrefix("t.json:1:1: error: unterminated string"))
    #expect(error("[01]").hasPrefix("t.json:1:2: error: numbers may not have leading zeros"))
    #expect(error("[\"\\x\"]").hasPrefix("t.json:1:3: error: invalid escape '\\x' in a string"))
    #expect(error("[\"\\ud800\"]").hasPrefix("t.json:1:3: error: unpaired surrogate in \\u escape"))
    #expect(error("[1e999]").hasPrefix("t.json:1:2: error: number 1e999 is out of range"))
  }

  @Test func rejectsDuplicateKeys() {
    #expect(error("{\"id\": 1, \"id\": 2}").hasPrefix("t.json:1:11: error: duplicate key 'id'"))
    // Past 16 members, keys are tracked in a set rather than searched.
    let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let late = "{" + members + ", \"k3\": 0}"
    #expect(
      error(late).hasPrefix(
        "t.json:1:\(members.utf8.count + 4): error: duplicate key 'k3'"))
    #expect(error("{" + members + ", \"k20\": 0}") == "no error")
  }

  @Test(arguments: 0..<24)
  func findsTheEndOfAStringAfterAnyRunOfPlainText(length: Int) throws {
    // Strings are scanned eight bytes at a time: what ends the fast scan (a quote, a backslash,
    // a control character) may sit at any offset in a word, with more plain text after it.
    let plain = String(repeating: "a", count: length)
    let after = "bbbbbbbb"
    #expect(
      try parse("[\"\(plain)\"]")
        == .array([JSONNode(.string(plain), offset: 1, endOffset: length + 3)]))
    #expect(
      try parse("[\"\(plain)\\n\(after)\"]")
        == .array([JSONNode(.string(plain + "\n" + after), offset: 1, endOffset: length + 13)]))
    #expect(
      error("[\"\(plain)\u{1}\(after)\"]").hasPrefix(
        "t.json:1:\(length + 3): error: control character in a string"))
    #expect(error("[\"\(plain)").hasPrefix("t.json:1:2: error: unterminated string"))
    // Non-ASCII text is plain text too; columns count characters.
    let accented = String(repeating: "é", count: length)
    #expect(
      try parse("[\"\(accented)\"]")
        == .array([JSONNode(.string(accented), offset: 1, endOffset: 2 * length + 3)]))
    #expect(
      error("[\"\(accented)\u{1f}\(after)\"]").hasPrefix(
        "t.json:1:\(length + 3): error: control character in a string"))
  }

  @Test(arguments: 0..<17)
  func findsAnInvalidByteAfterAnyRunOfASCII(length: Int) {
    // The validator skips ASCII eight bytes at a time; the invalid byte may sit at any offset.
    let text = "[\"" + String(repeating: "a", count: length)
    #expect(
      error(bytes: Array(text.utf8) + [0xFF] + Array("\"]".utf8)).hasPrefix(
        "t.json:1:\(text.utf8.count + 1): error: the file is not valid UTF-8"))
  }

  @Test func rejectsAByteOrderMarkAndInvalidUTF8() {
    #expect(
      error(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)).hasPrefix(
        "t.json:1:1: error: the file starts with a UTF-8 byte order mark; save it without one"))
    #expect(
      error(bytes: Array("{\n \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)).hasPrefix(
        "t.json:2:8: error: the file is not valid UTF-8"))
    #expect(error(bytes: [0xC0, 0x80]).hasPrefix("t.json:1:1: error: the file is not valid UTF-8"))
    #expect(
      error(bytes: [0xED, 0xA0, 0x80]).hasPrefix("t.json:1:1: error: the file is not valid UTF-8"))
  }

  @Test func limitsNestingInsteadOfOverflowingTheStack() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(error(deep).hasPrefix("t.json:1:513: error: values nested deeper than 512 levels"))
  }

  @Test func cutsVeryLongSourceLinesInTheExcerpt() {
    let text = "[" + String(repeating: "1,", count: 1000) + "x]"
    let message = error(text)
    #expect(message.hasPrefix("t.json:1:2002: error: expected a value, found 'x'"))
    #expect(message.split(separator: "\n")[1].count < 520)
  }
}
