import JSON

/// Short builders for the JSON that the `json` and `sarif` reports write.
enum ReportJSON {
  static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }

  /// A string, or null for nil and for the empty string (a value nobody could use).
  static func optional(_ text: String?) -> JSONNode {
    guard let text, !text.isEmpty else { return JSONNode(.null) }
    return JSONNode(.string(text))
  }

  static func number(_ value: Int) -> JSONNode { JSONNode(.number(Double(value))) }

  static func optional(_ value: Int?) -> JSONNode {
    JSONNode(value.map { .number(Double($0)) } ?? .null)
  }

  static func bool(_ flag: Bool) -> JSONNode { JSONNode(.bool(flag)) }

  static func array(_ elements: [JSONNode]) -> JSONNode { JSONNode(.array(elements)) }

  static func object(_ members: [(String, JSONNode)]) -> JSONNode {
    JSONNode(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
  }
}
