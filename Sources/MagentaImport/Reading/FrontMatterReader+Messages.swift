extension FrontMatterReader {
  /// The front matter reader's diagnostics: short, lowercase, quoting what the document says.
  enum Message {
    static let unclosedFrontMatter =
      "the front matter that starts here is never closed by a '---' line"

    static let tabInIndentation =
      "a tab in the indentation is not valid YAML; read as indentation to the next multiple of \(Indentation.tabWidth) columns"

    static func oddIndentation(key: String, indent: Int, expected: Int) -> String {
      "'\(key)' is indented \(indent) columns where the keys before it have \(expected); read as one of them"
    }

    static let listItemForKey = "expected 'key: value', found a list item"

    static let flowCollectionKey = "flow collections ([...], {...}) are not supported as keys"

    static let colonAfterQuotedKey = "expected ':' after the quoted key"

    static func notKeyValue(_ preview: String) -> String {
      "expected 'key: value', found '\(preview)'"
    }

    static let anchorsAliasesTags =
      "anchors (&), aliases (*) and tags (!) are not supported in the front matter"

    static let keyBeforeColon = "expected a key before ':'"

    static let flowMap = "flow maps ({...}) are not supported in the front matter"

    static let textAfterQuotedValue = "unexpected text after the quoted value"

    static func plainValueStart(_ first: Unicode.Scalar) -> String {
      "a plain value cannot start with '\(first)'; quote it"
    }

    static let colonInPlainValue =
      "a plain value cannot contain ': '; quote it or write it as a block value with '|'"

    static let shortUnicodeEscape = "expected four hexadecimal digits after '\\u'"

    static func unknownEscape(_ escaped: Unicode.Scalar) -> String {
      "unknown escape '\\\(escaped)' in a double-quoted value"
    }

    static let unclosedQuotedValue =
      "the quoted value is not closed on this line (quoted values must end on their line)"

    static func blockHeader(_ header: String) -> String {
      "unsupported block value header '\(header)'; this reader takes '|' or '>', optionally followed by '-' or '+'"
    }

    static let underIndentedContinuation =
      "this line is indented less than the value it continues; read as part of it"

    static let plainListsOnly = "only lists of plain values are supported in the front matter"

    static let nestedCollection = "nested collections are not supported in the front matter"

    static let textAfterList = "unexpected text after the list"

    static let unclosedList =
      "the list is not closed on this line (lists in brackets must end on their line)"
  }
}
