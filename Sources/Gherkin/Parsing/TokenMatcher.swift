/// Decides whether a line is a given kind of token, the way the official matcher does, and
/// keeps the state that lives between lines: the dialect (changed by a `# language:` header)
/// and the open doc string's delimiter and indentation.
struct TokenMatcher: GherkinTokenMatching {
  let source: SourceBuffer
  private(set) var dialect: CompiledDialect
  private var delimiter = DocStringDelimiter.none
  private var indentToRemove = 0

  /// The tags of the most recently scanned tag line (tag lines are matched more than once when
  /// the parser looks ahead).
  private var tags: [TagItem] = []
  private var tagsLine = -1
  private var tagsValid = false

  init(source: SourceBuffer, dialect: CompiledDialect) {
    self.source = source
    self.dialect = dialect
  }

  /// The token types `line` may be, one bit per ``TokenType`` raw value: a cheap filter
  /// before the matchers proper.
  @inline(__always)
  func candidates(_ line: Line) -> UInt16 {
    if line.isEOF { return 1 << TokenType.eof.rawValue }
    let other: UInt16 = 1 << TokenType.other.rawValue
    guard line.textStart < line.end else { return other | 1 << TokenType.empty.rawValue }
    return other | dialect.candidates[Int(source[line.textStart])]
  }

  /// Whether `token`'s line is a `type` token; on success the token holds what was matched.
  /// Errors found while matching (a tag with whitespace, an unknown language) are reported to
  /// `errors` and make the match fail, as in the official parsers.
  @inline(__always)
  mutating func match(_ type: TokenType, _ token: inout Token, errors: inout ErrorCollector)
    -> Bool
  {
    if token.line.isEOF {
      guard type == .eof else { return false }
      token.type = .eof
      return true
    }
    switch type {
    case .eof: return false
    case .empty: return matchEmpty(&token)
    case .comment: return matchComment(&token)
    case .tagLine: return matchTagLine(&token, errors: &errors)
    case .featureLine: return matchTitle(dialect.feature, .featureLine, &token)
    case .ruleLine: return matchTitle(dialect.rule, .ruleLine, &token)
    case .backgroundLine: return matchTitle(dialect.background, .backgroundLine, &token)
    case .scenarioLine: return matchTitle(dialect.scenario, .scenarioLine, &token)
    case .examplesLine: return matchTitle(dialect.examples, .examplesLine, &token)
    case .stepLine: return matchStep(&token)
    case .docStringSeparator: return matchDocStringSeparator(&token)
    case .tableRow: return matchTableRow(&token)
    case .language: return matchLanguage(&token, errors: &errors)
    case .other: return matchOther(&token)
    }
  }

  // MARK: - Simple lines

  @inline(__always)
  private func firstByte(_ line: Line) -> UInt8? {
    line.textStart < line.end ? source[line.textStart] : nil
  }

  private func matchEmpty(_ token: inout Token) -> Bool {
    guard token.line.textStart == token.line.end else { return false }
    set(&token, .empty, column: 1)
    return true
  }

  private func matchComment(_ token: inout Token) -> Bool {
    guard firstByte(token.line) == UInt8(ascii: "#") else { return false }
    set(&token, .comment, column: 1)
    token.setText(token.line.start, token.line.end)
    return true
  }

  private func matchTableRow(_ token: inout Token) -> Bool {
    guard firstByte(token.line) == UInt8(ascii: "|") else { return false }
    set(&token, .tableRow)
    return true
  }

  private func matchOther(_ token: inout Token) -> Bool {
    let line = token.line
    set(&token, .other, column: 1)
    if delimiter == .none {
      token.setText(line.start, line.end)
    } else if indentToRemove > line.indent {
      token.setText(line.textStart, line.end)
    } else {
      let start = source.index(advancedBy: indentToRemove, from: line.start, limit: line.end)
      token.setText(start, line.end)
    }
    token.escapedDelimiter = delimiter
    return true
  }

  // MARK: - Keyword lines

  private func matchTitle(
    _ group: CompiledDialect.Group, _ type: TokenType, _ token: inout Token
  ) -> Bool {
    let line = token.line
    guard
      let keyword = dialect.match(group, in: source, at: line.textStart, end: line.end, colon: true)
    else { return false }
    set(&token, type)
    token.keywordID = keyword.id
    token.setTrimmedText(from: line.textStart + keyword.count + 1, in: source)
    return true
  }

  private func matchStep(_ token: inout Token) -> Bool {
    let line = token.line
    guard
      let keyword = dialect.match(
        dialect.steps, in: source, at: line.textStart, end: line.end, colon: false)
    else { return false }
    set(&token, .stepLine)
    token.keywordID = keyword.id
    token.keywordType = keyword.type
    token.setTrimmedText(from: line.textStart + keyword.count, in: source)
    return true
  }

  private mutating func matchDocStringSeparator(_ token: inout Token) -> Bool {
    let line = token.line
    guard line.end - line.textStart >= 3 else { return false }
    let first = source[line.textStart]
    let found: DocStringDelimiter
    if first == UInt8(ascii: "\"") {
      found = .quotes
    } else if first == UInt8(ascii: "`") {
      found = .backticks
    } else {
      return false
    }
    guard source[line.textStart + 1] == first, source[line.textStart + 2] == first,
      delimiter == .none || delimiter == found
    else { return false }
    set(&token, .docStringSeparator)
    token.delimiter = found
    if delimiter == .none {
      // Opening: the rest of the line is the media type.
      token.setTrimmedText(from: line.textStart + 3, in: source)
      delimiter = found
      indentToRemove = line.indent
    } else {
      delimiter = .none
      indentToRemove = 0
    }
    return true
  }

  /// `^\s*#\s*language\s*:\s*([a-zA-Z\-_]+)\s*$`, as in the official matchers.
  private mutating func matchLanguage(_ token: inout Token, errors: inout ErrorCollector) -> Bool {
    let line = token.line
    let end = line.end
    var index = line.textStart
    guard index < end, source[index] == UInt8(ascii: "#") else { return false }
    index = source.skipWhitespace(from: index + 1, to: end)
    for byte in "language".utf8 {
      guard index < end, source[index] == byte else { return false }
      index += 1
    }
    index = source.skipWhitespace(from: index, to: end)
    guard index < end, source[index] == UInt8(ascii: ":") else { return false }
    index = source.skipWhitespace(from: index + 1, to: end)
    let nameStart = index
    while index < end {
      let byte = source[index]
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      guard isLetter || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else { break }
      index += 1
    }
    guard index > nameStart, source.skipWhitespace(from: index, to: end) == end else {
      return false
    }
    set(&token, .language)
    token.setText(nameStart, index)
    let code = source.string(from: nameStart, to: index)
    guard let dialect = CompiledDialect.named(code) else {
      errors.add(
        GherkinParseError(
          line: line.number, column: line.indent + 1, message: "Language not supported: \(code)"))
      return false
    }
    self.dialect = dialect
    return true
  }

  // MARK: - Tags

  private mutating func matchTagLine(_ token: inout Token, errors: inout ErrorCollector) -> Bool {
    guard firstByte(token.line) == UInt8(ascii: "@") else { return false }
    if tagsLine != token.line.number {
      tagsLine = token.line.number
      tagsValid = scanTags(token.line, errors: &errors)
    }
    guard tagsValid else { return false }
    set(&token, .tagLine)
    return true
  }

  /// The tags of a tag line that has already been matched (and found valid).
  mutating func tagItems(of line: Line) -> [TagItem] {
    if tagsLine != line.number {
      var ignored = ErrorCollector()
      tagsLine = line.number
      tagsValid = scanTags(line, errors: &ignored)
    }
    return tags
  }

  /// Splits a tag line into tags, in one pass: a comment starts at a `#` after whitespace;
  /// tags are split at each `@` and trimmed; a tag may not contain whitespace. (An empty `@`
  /// is skipped, as in the JavaScript parser, but still counted for the columns after it.)
  private mutating func scanTags(_ line: Line, errors: inout ErrorCollector) -> Bool {
    tags.removeAll(keepingCapacity: true)
    let end = line.end
    var index = line.textStart
    var column = line.indent + 1  // of the scalar at `index`
    var tagStart = -1  // the current tag's `@`
    var tagColumn = 0
    var nameEnd = 0  // after the current tag's last non-blank scalar
    var afterWhitespace = false
    while index < end {
      let byte = source[index]
      let whitespace = source.whitespaceLength(at: index, end: end)
      if whitespace > 0 {
        afterWhitespace = true
        index += whitespace
        column += 1
        continue
      }
      if byte == UInt8(ascii: "@") {
        if nameEnd > tagStart + 1 {
          tags.append(TagItem(column: tagColumn, start: tagStart, end: nameEnd))
        }
        tagStart = index
        tagColumn = column
        nameEnd = index + 1
        afterWhitespace = false
        index += 1
        column += 1
        continue
      }
      if afterWhitespace {
        if byte == UInt8(ascii: "#") { break }
        // Whitespace inside a tag's name (or between `@` and the name).
        errors.add(
          GherkinParseError(
            line: line.number, column: tagColumn, message: "A tag may not contain whitespace"))
        return false
      }
      index += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      column += 1
      nameEnd = min(index, end)
    }
    if nameEnd > tagStart + 1 {
      tags.append(TagItem(column: tagColumn, start: tagStart, end: nameEnd))
    }
    return true
  }

  // MARK: - Setting the match

  @inline(__always)
  private func set(_ token: inout Token, _ type: TokenType, column: Int? = nil) {
    token.type = type
    token.column = column ?? token.line.indent + 1
  }
}
