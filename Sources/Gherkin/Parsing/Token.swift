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
  /// The matched keyword (without the colon of title lines), as an index into the dialect's
  /// ``CompiledDialect/texts``; -1 when there is none, ``Token/keywordInSource`` when the
  /// keyword is the source bytes `keywordStart..<keywordEnd` (a Markdown fence or table pipe).
  var keywordID = -1
  var keywordStart = 0
  var keywordEnd = 0
  var keywordType: StepKeywordType?
  /// The delimiter of a doc string separator line.
  var delimiter = DocStringDelimiter.none
  /// The matched text: title, step text, media type, language code, or the line itself.
  var hasText = false
  var textStart = 0
  var textEnd = 0
  /// For `Other` lines inside a doc string: the delimiter whose escaped form to un-escape.
  var escapedDelimiter = DocStringDelimiter.none

  /// The ``keywordID`` of a keyword taken from the source rather than the dialect.
  static let keywordInSource = -2

  init(line: Line) {
    self.line = line
  }

  /// Marks `start..<end` of the source as the matched text.
  @inline(__always)
  mutating func setText(_ start: Int, _ end: Int) {
    hasText = true
    textStart = start
    textEnd = end
  }

  /// Marks the rest of the line from `start`, trimmed on both sides, as the matched text.
  @inline(__always)
  mutating func setTrimmedText(from start: Int, in source: SourceBuffer) {
    let end = source.trimEnd(from: start, to: line.end)
    setText(source.skipWhitespace(from: start, to: end), end)
  }

  /// The keyword text: the dialect's keyword, the doc string delimiter, or the source bytes
  /// the matcher marked as the keyword.
  func keyword(in dialect: CompiledDialect, source: SourceBuffer) -> String? {
    if delimiter != .none { return delimiter.text }
    if keywordID == Self.keywordInSource {
      return source.string(from: keywordStart, to: keywordEnd)
    }
    return keywordID >= 0 ? dialect.texts[keywordID] : nil
  }
}

/// A tag on a tag line: its column and the bytes of its name (from the `@`).
struct TagItem {
  var column: Int
  var start: Int
  var end: Int
}
