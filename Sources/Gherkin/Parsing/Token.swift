/// The delimiter of an open doc string, which the matcher tracks between lines.
enum DocStringDelimiter: UInt8 {
  case none
  case quotes
  case backticks

  var text: String {
    switch self {
    case .none: ""
    case .quotes: "\"\"\""
    case .backticks: "```"
    }
  }
}

/// A line as the matcher classified it: its token type and what the match extracted, as byte
/// ranges into the source so that nothing is copied until the AST needs it.
struct Token {
  var line: Line
  var type: TokenType = .other
  /// 1-based, in scalars: the indentation plus one, or 1 for comments, blank and other lines.
  var column = 1
  /// The matched keyword (without the colon of title lines), or the doc string delimiter.
  var keyword: String?
  var keywordType: StepKeywordType?
  /// The matched text: title, step text, media type, language code, or the line itself.
  var hasText = false
  var textStart = 0
  var textEnd = 0
  /// For `Other` lines inside a doc string: the delimiter whose escaped form to un-escape.
  var escapedDelimiter = DocStringDelimiter.none

  init(line: Line) {
    self.line = line
  }
}

/// A tag on a tag line: its column and the bytes of its name (from the `@`).
struct TagItem {
  var column: Int
  var start: Int
  var end: Int
}
