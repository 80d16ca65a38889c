import Foundation
import JSON
import TestSupport
import Testing

/// The top-level scan against the parser: of a valid document it answers as the parser reads
/// it, or, where it cannot read the document simply, not at all (nil).
@Suite struct JSONTopLevelScanTests {
  /// The root's members as the parser reads them, in the scan's terms.
  private func parsed(_ bytes: [UInt8]) throws -> [String: JSONTopLevelScan.Value] {
    let document = try JSONDocument(parsing: bytes, path: "t.json")
    guard case .object(let members) = document.root.value else { return [:] }
    var values: [String: JSONTopLevelScan.Value] = [:]
    for member in members {
      switch member.value.value {
      case .string(let text): values[member.key] = .string(text)
      case .number(let number): values[member.key] = .number(number)
      default: values[member.key] = .other
      }
    }
    return values
  }

  /// The same names, and the same values where the scan gives one (a string with escapes is
  /// stepped over, so the scan calls it other).
  private func agree(
    _ scanned: [String: JSONTopLevelScan.Value], _ parsed: [String: JSONTopLevelScan.Value]
  ) -> Bool {
    scanned.keys.sorted() == parsed.keys.sorted()
      && scanned.allSatisfy { key, value in value == .other || parsed[key] == value }
  }

  @Test func readsEveryCatalogFileAsTheParserDoes() throws {
    let catalog = TestData.packageRoot.appendingPathComponent("Catalog")
    let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasSuffix(".json") }
    #expect(names.count > 40)
    for name in names {
      let bytes = Array(try Data(contentsOf: catalog.appendingPathComponent(name)))
      let scanned = try #require(JSONTopLevelScan.members(of: bytes), "\(name)")
      #expect(agree(scanned, try parsed(bytes)), "\(name)")
    }
  }

  @Test func answersAsTheParserOrNotAtAll() throws {
    let documents = [
      #"{}"#, #" { "id" : "a" , "version": 2 } "#,
      #"{"id": "a", "n": -1.5e3, "t": true, "z": null}"#,
      #"{"list": ["]", "}", "\"]", {"a": [[]]}], "id": "b"}"#,
      #"{"o": {"id": "inner"}, "id": "outer"}"#,
      #"{"id": "é ünïcode"}"#,
      // Nil: escapes, a repeated name, not an object, trailing text, unclosed brackets.
      #"{"id": "a\"b"}"#, #"{"i\u0064": "a"}"#, #"{"id": "a", "id": "b"}"#, #"["id"]"#,
      #"{"id": "a"} x"#, #"{"list": [1, 2}"#, #"{"id": "a","#, "\u{FEFF}{\"id\": \"a\"}", "",
    ]
    for text in documents {
      let bytes = Array(text.utf8)
      guard let scanned = JSONTopLevelScan.members(of: bytes) else { continue }
      #expect(agree(scanned, try parsed(bytes)), "\(text)")
    }
    // Backslashes before a quote: an even run ends the string, an odd one escapes the quote.
    let escapes = [
      #"{"a": "x\\", "id": "b"}"#, #"{"a": "x\\\"y", "id": "b"}"#,
      #"{"a": ["\\", "\\\\", "\"]\""], "id": "b"}"#, #"{"a": {"k\\": "}\\"}, "id": "b"}"#,
      #"{"a": "\\\\\"", "id": "b"}"#,
    ]
    for text in escapes {
      let bytes = Array(text.utf8)
      let scanned = try #require(JSONTopLevelScan.members(of: bytes), "\(text)")
      #expect(agree(scanned, try parsed(bytes)), "\(text)")
      #expect(scanned["id"] == .string("b"), "\(text)")
    }
    // Unclosed: a string whose last quote is escaped, inside a container and outside.
    #expect(JSONTopLevelScan.members(of: Array(#"{"a": "x\"}"#.utf8)) == nil)
    #expect(JSONTopLevelScan.members(of: Array(#"{"a": ["x\"]}"#.utf8)) == nil)
    #expect(JSONTopLevelScan.members(of: Array(#"{"a": "x\\"#.utf8)) == nil)
    // A slice is read as the same bytes in an array.
    let padded = Array(#"xx{"id": "a", "n": 2}yy"#.utf8)
    #expect(
      JSONTopLevelScan.members(of: padded[2..<(padded.count - 2)])
        == ["id": .string("a"), "n": .number(2)])
    #expect(JSONTopLevelScan.members(of: Array(#"{"id": "a\"b"}"#.utf8)) == ["id": .other])
    #expect(JSONTopLevelScan.members(of: Array(#"{"i\u0064": "a"}"#.utf8)) == nil)
    #expect(JSONTopLevelScan.members(of: Array(#"{"id": "a", "id": "b"}"#.utf8)) == nil)
    #expect(JSONTopLevelScan.members(of: Array(#"{"list": [1, 2}"#.utf8)) == nil)
  }
}
