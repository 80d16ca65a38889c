/// Runs the state machine over one document: reads lines, matches them against the current
/// state's transitions in order, opens and closes rules, and hands each token to the AST
/// builder (and, on request, to the token listing). Generic over the matcher, so that each
/// syntax gets its own specialized engine.
struct ParserEngine<Matcher: GherkinTokenMatching> {
  private let source: SourceBuffer
  private let machine = ParserStateMachine.shared
  private var scanner: LineScanner
  private var matcher: Matcher
  private var builder: ParseTreeBuilder
  private(set) var errors = ErrorCollector()

  /// The `.tokens` listing, when requested.
  private let recordsTokens: Bool
  private var tokenBytes: [UInt8] = []
  var tokens: String { String(decoding: tokenBytes, as: UTF8.self) }
  private let tokenCells: TableCellScanner

  /// The last look-ahead run: the lines from `runStart` up to the line `stop` are all tag,
  /// comment or blank lines, so a look-ahead from inside the run ends at `stop` too. Without
  /// it a long run of tag lines would be scanned once per line.
  private var runStart = -1
  private var stop = Line.endOfFile(number: 0, at: 0)

  init(source: SourceBuffer, matcher: Matcher, recordsTokens: Bool) {
    self.source = source
    self.scanner = LineScanner(source: source)
    self.matcher = matcher
    self.builder = ParseTreeBuilder(source: source, dialect: matcher.dialect)
    self.recordsTokens = recordsTokens
    self.tokenCells = TableCellScanner(source: source)
  }

  /// The state machine's tables, borrowed for the length of a parse.
  private struct Tables {
    let states: UnsafeBufferPointer<Range<Int>>
    let transitions: UnsafeBufferPointer<ParserStateMachine.Transition>
    let actions: UnsafeBufferPointer<RuleType>
  }

  /// Parses the whole document; the tree is meaningful only when there are no errors.
  mutating func run() -> ParseTree {
    let machine = self.machine
    machine.stateTransitions.withUnsafeBufferPointer { states in
      machine.transitions.withUnsafeBufferPointer { transitions in
        machine.actions.withUnsafeBufferPointer { actions in
          let tables = Tables(states: states, transitions: transitions, actions: actions)
          var state = machine.startState
          while true {
            var token = Token(line: scanner.next())
            state = match(&token, in: state, tables)
            if token.line.isEOF || errors.aborted { break }
          }
        }
      }
    }
    return builder.finish(dialect: matcher.dialect)
  }

  private mutating func match(_ token: inout Token, in state: Int, _ tables: Tables) -> Int {
    let candidates = matcher.candidates(token.line)
    for index in tables.states[state] {
      let transition = tables.transitions[index]
      guard candidates & (1 << transition.token.rawValue) != 0,
        matcher.match(transition.token, &token, errors: &errors)
      else { continue }
      if transition.lookahead != .none, !lookahead(transition.lookahead) {
        continue
      }
      for action in transition.endsStart..<transition.endsEnd {
        if let error = builder.endRule(tables.actions[action]) {
          errors.add(error)
        }
      }
      for action in transition.endsEnd..<transition.startsEnd {
        builder.startRule(tables.actions[action])
      }
      build(token)
      return transition.target
    }
    let expected = machine.expected[state]

    let line = token.line
    if line.isEOF {
      errors.add(
        GherkinParseError(
          line: line.number, column: nil,
          message: "unexpected end of file, expected: \(expected)"))
    } else {
      let end = source.trimEnd(from: line.textStart, to: line.end)
      let text = source.string(from: line.textStart, to: end)
      errors.add(
        GherkinParseError(
          line: line.number, column: line.indent + 1,
          message: "expected: \(expected), got '\(text)'"))
    }
    return state
  }

  /// Whether, after the current line, a run of tag, comment and blank lines ends with a
  /// line of the kind `lookahead` wants.
  private mutating func lookahead(_ lookahead: ParserStateMachine.Lookahead) -> Bool {
    let wanted: TokenType = lookahead == .examplesLine ? .examplesLine : .scenarioLine
    var peek = scanner
    if runStart < 0 || peek.offset < runStart || peek.offset > stop.start {
      runStart = peek.offset
      while true {
        var token = Token(line: peek.next())
        if token.line.isEOF || matcher.match(wanted, &token, errors: &errors) {
          stop = token.line
          break
        }
        let skipped =
          matcher.match(.empty, &token, errors: &errors)
          || matcher.match(.comment, &token, errors: &errors)
          || matcher.match(.tagLine, &token, errors: &errors)
        if !skipped {
          stop = token.line
          break
        }
      }
    }
    var token = Token(line: stop)
    return matcher.match(wanted, &token, errors: &errors)
  }

  private mutating func build(_ token: Token) {
    if recordsTokens {
      recordToken(token)
    }
    let tags = token.type == .tagLine ? matcher.tagItems(of: token.line) : []
    builder.build(token, tags: tags)
  }

  // MARK: - The `.tokens` listing

  /// `(line:column)Type:(KeywordType)Keyword/text/items`, or `EOF`.
  private mutating func recordToken(_ token: Token) {
    guard token.type != .eof else {
      append("EOF\n")
      return
    }
    append("(")
    append(token.line.number)
    append(":")
    append(token.column)
    append(")")
    append(token.type.name)
    append(":")
    if let keyword = token.keyword(in: matcher.dialect, source: source) {
      append("(")
      append(token.keywordType?.rawValue ?? "")
      append(")")
      append(keyword)
    }
    append("/")
    if token.hasText {
      appendText(token)
    }
    append("/")
    switch token.type {
    case .tagLine:
      for (index, tag) in matcher.tagItems(of: token.line).enumerated() {
        if index > 0 { append(",") }
        append(tag.column)
        append(":")
        tokenBytes.append(
          contentsOf: UnsafeBufferPointer(rebasing: source.bytes[tag.start..<tag.end]))
      }
    case .tableRow:
      for (index, cell) in tokenCells.cells(of: token.line).enumerated() {
        if index > 0 { append(",") }
        append(cell.location.column)
        append(":")
        append(cell.value)
      }
    default:
      break
    }
    append("\n")
  }

  private mutating func append(_ text: String) {
    tokenBytes.append(contentsOf: text.utf8)
  }

  private mutating func append(_ number: Int) {
    append(String(number))
  }

  /// The matched text, with escaped delimiters un-escaped inside doc strings.
  private mutating func appendText(_ token: Token) {
    let text = UnsafeBufferPointer(rebasing: source.bytes[token.textStart..<token.textEnd])
    let quote: UInt8
    switch token.escapedDelimiter {
    case .none:
      tokenBytes.append(contentsOf: text)
      return
    case .quotes: quote = UInt8(ascii: "\"")
    case .backticks: quote = UInt8(ascii: "`")
    }
    let backslash = UInt8(ascii: "\\")
    var index = 0
    while index < text.count {
      if index + 5 < text.count, text[index] == backslash, text[index + 1] == quote,
        text[index + 2] == backslash, text[index + 3] == quote, text[index + 4] == backslash,
        text[index + 5] == quote
      {
        tokenBytes.append(contentsOf: [quote, quote, quote])
        index += 6
      } else {
        tokenBytes.append(text[index])
        index += 1
      }
    }
  }
}
