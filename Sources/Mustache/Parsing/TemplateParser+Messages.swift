extension TemplateParser {
  /// The parser's error messages: short, lowercase, quoting what the template says.
  enum Message {
    static func unclosedTag(expecting closer: String) -> String {
      "unclosed tag: expected '\(closer)'"
    }

    static func emptyName(in tag: String) -> String {
      "empty tag name in '\(tag)'"
    }

    static func invalidName(_ name: String) -> String {
      "invalid tag name '\(name)'"
    }

    /// `noun` is `section`, `parent` or `block`.
    static func unclosed(_ noun: String, _ name: String) -> String {
      "unclosed \(noun) '\(name)'"
    }

    static func mismatchedClosingTag(expected: String, found: String) -> String {
      "mismatched closing tag: expected '\(expected)', found '\(found)'"
    }

    static func unexpectedClosingTag(_ tag: String) -> String {
      "unexpected closing tag '\(tag)'"
    }

    static func missingDelimiterEquals(before close: String) -> String {
      "invalid set-delimiter tag: missing '=' before '\(close)'"
    }

    static let delimiterCount =
      "invalid set-delimiter tag: expected two delimiters separated by whitespace"

    static func nestedTooDeeply(_ noun: String, _ name: String, limit: Int) -> String {
      "\(noun) '\(name)' is nested more than \(limit) levels deep"
    }
  }
}
