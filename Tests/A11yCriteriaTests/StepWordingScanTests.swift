import Testing

@testable import A11yCriteria

/// The byte scans of ASCII wording find what the character scans find.
@Suite struct StepWordingScanTests {
  /// The character scans, as they were before ASCII text was scanned as bytes.
  private static func referencePlaceholders(_ text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(where: { $0 == ">" || $0 == "<" }), after[close] == ">"
      else {
        rest = after
        continue
      }
      let name = after[..<close]
      if !name.isEmpty, !name.allSatisfy(\.isWhitespace) { names.append(String(name)) }
      rest = after[after.index(after: close)...]
    }
    return names
  }

  private static func referenceFirstWord(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
  }

  @Test func placeholdersAndFirstWordsAgreeWithTheCharacterScans() {
    let pieces = [
      "<", ">", " ", "\t", "\r\n", "\n", "\u{0B}", "a", "key", "Given", "é", "e\u{0301}",
      "\u{A0}", "\u{2003}", "<\u{0301}", "|",
    ]
    var state: UInt64 = 0x5EED
    for _ in 0..<5_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for step in 0..<Int(state >> 60) + 1 {
        text += pieces[Int((state >> UInt64(step * 4)) & 0xF)]
      }
      #expect(
        CriteriaValidator.placeholders(in: text) == Self.referencePlaceholders(text),
        "\(text.debugDescription)")
      #expect(
        CriteriaValidator.firstWord(of: text) == Self.referenceFirstWord(text),
        "\(text.debugDescription)")
    }
    #expect(
      CriteriaValidator.placeholders(in: "press <key> then <a b> <> < > <<x>") == [
        "key", "a b", "x",
      ])
    #expect(CriteriaValidator.firstWord(of: " \t Given the row") == "Given")
  }
}
