/// Decides whether a line of a Gherkin-in-Markdown document (`.feature.md`, "MDG") is a
/// given kind of token, following the official `GherkinInMarkdownTokenMatcher`.
///
/// The Gherkin lives in ordinary Markdown, and only lines written for it count:
/// - Feature, Rule, Background, Scenario (Outline) and Examples lines are headings: one to six
///   `#`, one whitespace, then the keyword and its colon (`## Scenario: Login`). The first
///   line that is not a Feature heading stands for the feature, with the whole line as its
///   name, so a document may start with any title.
/// - Steps are list items: a `*`, `-` or `+` bullet before the keyword (`* Given a user`).
///   The `* ` keyword of classic Gherkin is no keyword here; it is a bullet.
/// - Tags are code spans: `` `@smoke` `@wip` `` (whatever else is on the line is ignored).
/// - Table rows are indented by two to five whitespace characters and start with `|`; a
///   Markdown separator row (`| --- | :-: |`) is no row.
/// - Doc strings are code blocks fenced by three or more backticks; the rest of the opening
///   fence is the media type, and only a line that is exactly the opening fence closes it, so a
///   shorter fence inside is content.
/// - Every other line is blank as far as Gherkin is concerned (`Empty`): prose, other headings,
///   separator rows, items without a step keyword. There are no comments and no
///   `# language:` header; the dialect is the parser's default language.
///
/// Decisions where the official matcher is not followed to the letter:
/// - A separator row is `Empty`, not a `Comment`: the official conformance data lists it as
///   `Empty` and puts no comment in the AST.
/// - Checking whether a line is `Empty` changes no state. The official matcher tries the
///   other kinds on the way, and a fence line met where no doc string may start would open
///   one there and then.
/// - When several step keywords fit, the longest wins, as in classic Gherkin (the official
///   matcher takes the first in the dialect's list).
struct MarkdownTokenMatcher: GherkinTokenMatching {
  let source: SourceBuffer
  let dialect: CompiledDialect
  private var matchedFeatureLine = false
  /// The bytes of the open doc string's fence, or an empty range when none is open.
  private var fence = 0..<0
  private var indentToRemove = 0
  private var cells: TableCellScanner

  /// The tags of the most recently scanned tag line.
  private var tags: [TagItem] = []
  private var tagsLine = -1

  init(source: SourceBuffer, dialect: CompiledDialect) {
    self.source = source
    self.dialect = dialect
    self.cells = TableCellScanner(source: source)
  }

  func candidates(_ line: Line) -> UInt16 {
    let eof: UInt16 = 1 << TokenType.eof.rawValue
    return line.isEOF ? eof : ~eof
  }

  mutating func match(_ type: TokenType, _ token: inout Token, errors: inout ErrorCollector)
    -> Bool
  {
    if token.line.isEOF {
      guard type == .eof else { return false }
      token.type = .eof
      return true
    }
    switch type {
    case .eof, .comment, .language: return false
    case .empty: return matchEmpty(&token)
    case .tagLine: return matchTagLine(&token)
    case .featureLine: return matchFeatureLine(&token)
    case .ruleLine: return matchHeading(dialect.rule, .ruleLine, &token)
    case .backgroundLine: return matchHeading(dialect.background, .backgroundLine, &token)
    case .scenarioLine: return matchHeading(dialect.scenario, .scenarioLine, &token)
    case .examplesLine: return matchHeading(dialect.examples, .examplesLine, &token)
    case .stepLine: return matchStep(&token)
    case .docStringSeparator: return matchDocStringSeparator(&token)
    case .tableRow: return matchTableRow(&token)
    case .other: return matchOther(&token)
    }
  }

  // MARK: - Empty and other lines

  /// A blank line, or one that is no other kind of token.
  private mutating func matchEmpty(_ token: inout Token) -> Bool {
    let line = token.line
    if line.textStart < line.end {
      var probe = Token(line: line)
      let isGherkin =
        !matchedFeatureLine
        || scanTags(line)
        || heading(dialect.feature, &probe) || heading(dialect.rule, &probe)
        || heading(dialect.background, &probe) || heading(dialect.scenario, &probe)
        || heading(dialect.examples, &probe)
        || isTableRow(line) || fenceLength(line) > 0 || stepKeyword(line) != nil
      if isGherkin { return false }
    }
    token.type = .empty
    token.column = 1
    return true
  }

  /// Doc string content: the line without the opening fence's indentation (all of its
  /// leading whitespace when it is indented less).
  private func matchOther(_ token: inout Token) -> Bool {
    let line = token.line
    token.type = .other
    token.column = 1
    let start =
      indentToRemove > line.indent
      ? line.textStart
      : source.index(advancedBy: indentToRemove, from: line.start, limit: line.end)
    token.setText(start, line.end)
    return true
  }

  // MARK: - Headings and steps

  private mutating func matchFeatureLine(_ token: inout Token) -> Bool {
    guard !matchedFeatureLine else { return false }
    matchedFeatureLine = true
    if matchHeading(dialect.feature, .featureLine, &token) { return true }
    // Any first line stands for the feature, its text (without indentation) as the name.
    token.type = .featureLine
    token.column = token.line.indent + 1
    token.setText(token.line.textStart, token.line.end)
    return true
  }

  private func matchHeading(
    _ group: CompiledDialect.Group, _ type: TokenType, _ token: inout Token
  ) -> Bool {
    guard heading(group, &token) else { return false }
    token.type = type
    return true
  }

  /// `#{1,6}`, one whitespace, a keyword of `group` and its colon; the token gets the
  /// keyword, the trimmed title and the keyword's column.
  private func heading(_ group: CompiledDialect.Group, _ token: inout Token) -> Bool {
    let line = token.line
    var index = line.textStart
    while index < line.end, index - line.textStart < 7, source[index] == UInt8(ascii: "#") {
      index += 1
    }
    let hashes = index - line.textStart
    guard hashes >= 1, hashes <= 6 else { return false }
    let space = source.whitespaceLength(at: index, end: line.end)
    guard space > 0,
      let keyword = dialect.match(
        group, in: source, at: index + space, end: line.end, colon: true)
    else { return false }
    token.column = line.indent + hashes + 2
    token.keywordID = keyword.id
    token.setTrimmedText(from: index + space + keyword.count + 1, in: source)
    return true
  }

  private func matchStep(_ token: inout Token) -> Bool {
    guard let (keyword, start, prefix) = stepKeyword(token.line) else { return false }
    token.type = .stepLine
    token.column = token.line.indent + prefix + 1
    token.keywordID = keyword.id
    token.keywordType = keyword.type
    token.setTrimmedText(from: start + keyword.count, in: source)
    return true
  }

  /// The step keyword after a list bullet, where it starts, and the bullet's length with the
  /// whitespace after it, in scalars.
  private func stepKeyword(_ line: Line) -> (CompiledDialect.Keyword, Int, Int)? {
    guard line.textStart < line.end else { return nil }
    let bullet = source[line.textStart]
    guard bullet == UInt8(ascii: "*") || bullet == UInt8(ascii: "-") || bullet == UInt8(ascii: "+")
    else { return nil }
    var index = line.textStart + 1
    var prefix = 1
    while true {
      let space = source.whitespaceLength(at: index, end: line.end)
      guard space > 0 else { break }
      index += space
      prefix += 1
    }
    guard
      let keyword = dialect.match(
        dialect.steps, in: source, at: index, end: line.end, colon: false),
      dialect.texts[keyword.id] != "* "
    else { return nil }
    return (keyword, index, prefix)
  }

  // MARK: - Doc strings and tables

  private mutating func matchDocStringSeparator(_ token: inout Token) -> Bool {
    let line = token.line
    let length = fenceLength(line)
    guard length > 0 else { return false }
    token.type = .docStringSeparator
    token.column = line.indent + 1
    token.keywordID = Token.keywordInSource
    token.keywordStart = line.textStart
    token.keywordEnd = line.textStart + length
    if fence.isEmpty {
      // Opening: the rest of the line, as written, is the media type.
      token.setText(line.textStart + length, line.end)
      fence = line.textStart..<line.textStart + length
      indentToRemove = line.indent
    } else {
      fence = 0..<0
    }
    return true
  }

  /// The length of the fence `line` is: when no doc string is open, a run of three or more
  /// backticks (followed by anything); when one is open, exactly its opening fence. 0 when
  /// the line is no fence.
  private func fenceLength(_ line: Line) -> Int {
    let backtick = UInt8(ascii: "`")
    if fence.isEmpty {
      var index = line.textStart
      while index < line.end, source[index] == backtick { index += 1 }
      return index - line.textStart >= 3 ? index - line.textStart : 0
    }
    guard line.end - line.textStart == fence.count else { return 0 }
    for offset in 0..<fence.count where source[line.textStart + offset] != backtick {
      return 0
    }
    return fence.count
  }

  private mutating func matchTableRow(_ token: inout Token) -> Bool {
    guard isTableRow(token.line) else { return false }
    token.type = .tableRow
    token.column = token.line.indent + 1
    token.keywordID = Token.keywordInSource
    token.keywordStart = token.line.textStart
    token.keywordEnd = token.line.textStart + 1
    return true
  }

  /// A `|` after two to five whitespace characters (so that a table of the Markdown text
  /// itself is not one), unless the row is a separator row.
  private func isTableRow(_ line: Line) -> Bool {
    guard (2...5).contains(line.indent), line.textStart < line.end,
      source[line.textStart] == UInt8(ascii: "|")
    else { return false }
    let cells = self.cells
    return !cells.cells(of: line).contains { Self.isSeparatorCell($0.value) }
  }

  /// `-`, `:-`, `-:` or `:-:`, with any number of dashes.
  private static func isSeparatorCell(_ value: String) -> Bool {
    var bytes = Substring(value).utf8
    if bytes.first == UInt8(ascii: ":") { bytes.removeFirst() }
    if bytes.last == UInt8(ascii: ":") { bytes.removeLast() }
    return !bytes.isEmpty && bytes.allSatisfy { $0 == UInt8(ascii: "-") }
  }

  // MARK: - Tags

  private mutating func matchTagLine(_ token: inout Token) -> Bool {
    guard scanTags(token.line) else { return false }
    token.type = .tagLine
    token.column = token.line.indent + 1
    return true
  }

  mutating func tagItems(of line: Line) -> [TagItem] {
    if tagsLine != line.number {
      tagsLine = line.number
      tags = Self.tags(of: line, in: source)
    }
    return tags
  }

  /// Whether the line has a tag.
  private mutating func scanTags(_ line: Line) -> Bool {
    !tagItems(of: line).isEmpty
  }

  /// The code spans that start with `@` and hold more than the `@`, left to right; the tag is
  /// the span's content (which may contain whitespace) and its column that of the `@`.
  private static func tags(of line: Line, in source: SourceBuffer) -> [TagItem] {
    let backtick = UInt8(ascii: "`")
    var tags: [TagItem] = []
    var index = line.textStart
    var column = line.indent + 1  // of the scalar at `index`
    while index < line.end {
      if source[index] == backtick, index + 2 < line.end, source[index + 1] == UInt8(ascii: "@"),
        source[index + 2] != backtick
      {
        var close = index + 3
        while close < line.end, source[close] != backtick { close += 1 }
        if close < line.end {
          tags.append(TagItem(column: column + 1, start: index + 1, end: close))
          column += source.scalarCount(from: index, to: close + 1)
          index = close + 1
          continue
        }
      }
      let byte = source[index]
      index += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      column += 1
    }
    return tags
  }
}
