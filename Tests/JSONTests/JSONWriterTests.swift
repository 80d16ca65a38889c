import JSON
import Testing

@Suite struct JSONWriterTests {
  @Test func writesReadablePrettyJSON() throws {
    let source = """
      {"id": "captcha", "wcag": ["2.1.1", "2.4.7"], "count": 3, "ratio": 1.5, "empty": [], \
      "nested": {"a": [{"b": null}], "c": {}}, "flag": true}
      """
    let document = try JSONDocument(parsing: source, path: "t.json")
    #expect(
      JSONWriter.write(document.root.value) == """
        {
          "id": "captcha",
          "wcag": ["2.1.1", "2.4.7"],
          "count": 3,
          "ratio": 1.5,
          "empty": [],
          "nested": {
            "a": [
              {
                "b": null
              }
            ],
            "c": {}
          },
          "flag": true
        }

        """)
  }

  @Test func breaksLongScalarArrays() {
    let items = (0..<30).map { JSONNode(.string("item\($0)")) }
    let text = JSONWriter.write(.array(items))
    #expect(text.hasPrefix("[\n  \"item0\",\n"))
  }

  @Test func escapesStringsAndRoundTrips() throws {
    let original = "quote \" backslash \\ newline \n tab \t bell \u{07} é, comma"
    var out = ""
    JSONWriter.writeString(original, into: &out)
    #expect(out == #""quote \" backslash \\ newline \n tab \t bell \u0007 é, comma""#)
    let reparsed = try JSONDocument(parsing: "[\(out)]", path: "t.json").root.value
    #expect(
      reparsed == .array([JSONNode(.string(original), offset: 1, endOffset: 1 + out.utf8.count)]))
    #expect(JSONWriter.write(.array([JSONNode(.string("a, b"))])) == "[\"a, b\"]\n")
  }

  @Test func writesCompactLines() {
    let value = JSONValue.object([
      JSONMember(
        key: "a", value: JSONNode(.array([JSONNode(.number(1)), JSONNode(.number(0.25))])))
    ])
    #expect(JSONWriter.compact(value) == #"{"a":[1,0.25]}"#)
  }
}
