extension CondensedSectionReader {
  /// The Condensed section reader's warnings: short, lowercase, quoting what the document says.
  enum Message {
    static func secondGroup(_ group: String, firstLine: Int) -> String {
      "a second \(group) group (the first is on line \(firstLine)); its items are read with the first"
    }

    static func unknownGroup(_ title: String) -> String {
      "unknown group '\(title)'; its items are filed by their keys"
    }

    static let notAnItem = "expected '- Key: value'; the item is left out"

    static let itemBeforeGroup = "an item before any numbered group; filed by its key"

    static func unindentedContinuation(key: String, line: Int) -> String {
      "a line at column 0 continues the value of '\(key)' (line \(line)); read as part of it"
    }

    static let textOutsideItems = "text outside any '- Key: value' item is left out"

    static func missingGroup(_ group: String) -> String {
      "the Condensed section has no \(group) group"
    }
  }
}
