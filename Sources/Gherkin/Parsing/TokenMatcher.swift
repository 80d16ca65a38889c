/// Decides whether a line is a given kind of token, the way the official matcher does, and
/// keeps the state that lives between lines: the dialect (changed by a `# language:` header)
/// and the open doc string's delimiter and indentation.
struct TokenMatcher {
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
    setText(&token, token.line.start, token.line.end)
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
      setText(&token, line.start, line.end)
    } else if indentToRemove > line.indent {
      setText(&token, line.textStart, line.end)
    } else {
      let start = source.index(advancedBy: indentToRemove, from: line.start, limit: line.end)
      setText(&token, start, line.end)
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
    token.keyword = keyword.text
    setTrimmedText(&token, from: line.textStart + keyword.count + 1)
    return true
  }

  private func matchStep(_ token: inout Token) -> Bool {
    let line = token.line
    guard
      let keyword = dialect.match(
        dialect.steps, in: source, at: line.textStart, end: line.end, colon: false)
    else { return false }
    set(&token, .stepLine)
    token.keyword = keyword.text
    token.keywordType = keyword.type
    setTrimmedText(&token, from: line.textStart + keyword.count)
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
    token.keyword = found.text
    if delimiter == .none {
      // Opening: the rest of the line is the media type.
      setTrimmedText(&token, from: line.textStart + 3)
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
    setText(&token, nameStart, index)
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

  /// Splits a tag line into tags: a comment starts at a `#` after whitespace; tags are split
  /// at each `@`; a tag may not contain whitespace. (An empty `@` is skipped, as in the
  /// JavaScript parser, but still counted for the columns of the tags after it.)
  private mutating func scanTags(_ line: Line, errors: inout ErrorCollector) -> Bool {
    tags.removeAll(keepingCapacity: true)
    let start = line.textStart
    var end = line.end
    // Cut a trailing comment.
    var index = start
    var afterWhitespace = false
    while index < end {
      let length = source.whitespaceLength(at: index, end: end)
      if length > 0 {
        afterWhitespace = true
        index += length
        continue
      }
      if afterWhitespace, source[index] == UInt8(ascii: "#") {
        end = index
        break
      }
      afterWhitespace = false
      index += 1
    }
    end = source.trimEnd(from: start, to: end)

    var column = line.indent + 1
    var at = start  // the `@` of the current tag
    while at < end {
      var next = at + 1
      while next < end, source[next] != UInt8(ascii: "@") {
        next += 1
      }
      let nameEnd = source.trimEnd(from: at + 1, to: next)
      if nameEnd > at + 1 {
        var scan = at + 1
        while scan < nameEnd {
          if source.whitespaceLength(at: scan, end: nameEnd) > 0 {
            errors.add(
              GherkinParseError(
                line: line.number, column: column, message: "A tag may not contain whitespace"))
            return false
          }
          scan += 1
        }
        tags.append(TagItem(column: column, start: at, end: nameEnd))
      }
      column += source.scalarCount(from: at, to: next)
      at = next
    }
    return true
  }

  // MARK: - Setting the match

  @inline(__always)
  private func set(_ token: inout Token, _ type: TokenType, column: Int? = nil) {
    token.type = type
    token.column = column ?? token.line.indent + 1
  }

  @inline(__always)
  private func setText(_ token: inout Token, _ start: Int, _ end: Int) {
    token.hasText = true
    token.textStart = start
    token.textEnd = end
  }

  /// The rest of the line from `start`, trimmed on both sides.
  @inline(__always)
  private func setTrimmedText(_ token: inout Token, from start: Int) {
    let end = source.trimEnd(from: start, to: token.line.end)
    setText(&token, source.skipWhitespace(from: start, to: end), end)
  }
}
