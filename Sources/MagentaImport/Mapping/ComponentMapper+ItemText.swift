// Reading an item's value: negatives, optional items, lists and excerpts.
extension ComponentMapper {
  static func isNegative(_ lowered: String) -> Bool {
    [
      "does not receive focus", "not receive focus", "ignores", "ignored", "not focusable",
      "not announced", "not annoucned",
    ].contains { lowered.contains($0) }
  }

  static func isOptional(_ lowered: String) -> Bool {
    ["should not be necessary", "only one way is required"].contains { lowered.contains($0) }
  }

  /// "a, b and c".
  static func andList(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  static func excerpt(_ text: String) -> String {
    let words = text.split(separator: " ")
    return words.count <= 8 ? text : words.prefix(8).joined(separator: " ") + " …"
  }
}
