import Diagnostics
import Gherkin
import Testing

@Suite struct MessagesTests {
  @Test func documentsAreOneLineWithSortedKeysAndStringIds() throws {
    let document = try GherkinParser().parse(
      "@t\nFeature: \"q\" \\ x\n  Scenario: s\n    Given a\n      ```\n      tab\there\n      ```\n"
    )
    #expect(
      document.ndjson() == """
        {"gherkinDocument":{"comments":[],"feature":{"children":[{"scenario":{"description":"",\
        "examples":[],"id":"1","keyword":"Scenario","location":{"column":3,"line":3},"name":"s",\
        "steps":[{"docString":{"content":"tab\\there","delimiter":"```","location":{"column":7,\
        "line":5}},"id":"0","keyword":"Given ","keywordType":"Context","location":{"column":5,\
        "line":4},"text":"a"}],"tags":[]}}],"description":"","keyword":"Feature",\
        "language":"en","location":{"column":1,"line":2},"name":"\\"q\\" \\\\ x",\
        "tags":[{"id":"2","location":{"column":1,"line":1},"name":"@t"}]}}}

        """)
  }

  @Test func stringsAreEscapedAsJSONStringifyDoesAtEveryPosition() throws {
    // Each byte that needs an escape, at every offset of a string longer than the eight
    // bytes tested at a time, among ASCII and multi-byte text.
    let specials: [Character] =
      (0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) } + [
        "\"", "\\", "é", "ボ", "\u{7F}",
      ]
    for special in specials {
      for offset in 0..<19 {
        var text = String(repeating: "a", count: 19)
        let index = text.index(text.startIndex, offsetBy: offset)
        text.replaceSubrange(index...index, with: String(special))
        let line = GherkinDocument(
          comments: [Comment(location: SourceLocation(line: 7, column: 123_456), text: text)]
        ).ndjson()
        #expect(
          line
            == #"{"gherkinDocument":{"comments":[{"location":{"column":123456,"line":7},"text":"#
            + Self.stringify(text) + "}]}}\n")
      }
    }
  }

  /// `JSON.stringify`'s escaping, written plainly: the reference for the writer.
  private static func stringify(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20:
        out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  @Test func anEmptyDocumentHasNoFeatureKey() throws {
    #expect(
      try GherkinParser().parse("").ndjson(uri: "a.feature")
        == #"{"gherkinDocument":{"comments":[],"uri":"a.feature"}}"# + "\n")
  }

  @Test func errorsAtTheEndOfFileHaveNoColumn() {
    let errors = GherkinParser().parseResult("Feature: x\n@t\n").errors
    #expect(
      errors.map { $0.ndjson(uri: "b.feature") } == [
        #"{"parseError":{"message":"(3:0): unexpected end of file, expected: #TagLine, "#
          + #"#RuleLine, #Comment, #Empty","source":{"location":{"line":3},"uri":"b.feature"}}}"#
          + "\n"
      ])
  }

  @Test func tokensListTheLinesTheParserConsumed() {
    #expect(
      GherkinParser().tokens("# language: fr\nFonctionnalité: x\n  Scénario: y\n    Soit z\n")
        == """
        (1:1)Language:/fr/
        (2:1)FeatureLine:()Fonctionnalité/x/
        (3:3)ScenarioLine:()Scénario/y/
        (4:5)StepLine:(Context)Soit /z/
        EOF

        """)
  }
}
