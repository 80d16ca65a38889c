/// Building JSON documents member by member, as the criteria writers do.
extension JSONValue {
  /// An array of strings.
  public static func strings(_ list: [String]) -> JSONValue {
    .array(list.map { JSONNode(.string($0)) })
  }
}

extension [JSONMember] {
  /// Appends `key: value`.
  public mutating func add(_ key: String, _ value: JSONValue) {
    append(JSONMember(key: key, value: JSONNode(value)))
  }

  /// Appends `key: text` unless the text is empty.
  public mutating func addIfNotEmpty(_ key: String, _ text: String) {
    if !text.isEmpty { add(key, .string(text)) }
  }

  /// Appends `key: [list]` unless the list is empty.
  public mutating func addIfNotEmpty(_ key: String, _ list: [String]) {
    if !list.isEmpty { add(key, .strings(list)) }
  }
}
