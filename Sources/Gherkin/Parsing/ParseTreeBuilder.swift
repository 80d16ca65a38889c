/// Assembles the ``ParseTree`` from the parser's rule events and matched tokens.
///
/// The grammar fixes how rules nest, so instead of a generic node stack there is one slot per
/// kind of node being built. A node is finished when its rule closes; ids are handed out at
/// that moment, which reproduces the official numbering (table rows, then their step; tags
/// just before the scenario, examples or rule that owns them; feature tags last).
struct ParseTreeBuilder {
  private let source: SourceBuffer
  private let cellScanner: TableCellScanner
  private var tree: ParseTree
  private var nextID = 0
  /// The open rules, innermost last.
  private var open: [RuleType] = []

  /// The first tag not yet given to a node.
  private var pendingTags = 0
  private var rule = ParseTree.RuleNode(header: Self.noHeader)
  private var background = ParseTree.BackgroundNode(header: Self.noHeader)
  private var scenario = ParseTree.ScenarioNode(header: Self.noHeader)
  private var examples = ParseTree.ExamplesNode(header: Self.noHeader)
  /// The first row of the open table.
  private var tableStart = 0
  private var docString: ParseTree.DocStringNode?
  /// Byte ranges of the lines of the open description or doc string, and for doc string
  /// lines the delimiter to un-escape.
  private var lines: [(start: Int, end: Int, escaped: DocStringDelimiter)] = []

  private static let noHeader = ParseTree.Header(
    line: 0, column: 0, keyword: .empty, name: .empty)

  init(source: SourceBuffer, dialect: CompiledDialect) {
    self.source = source
    self.cellScanner = TableCellScanner(source: source)
    self.tree = ParseTree(dialect: dialect)
    // Room for a typical document of this size, so that few arrays grow.
    let lines = source.count / 40 + 4
    tree.steps.reserveCapacity(lines / 2)
    tree.rows.reserveCapacity(lines / 4)
    tree.cells.reserveCapacity(lines)
    tree.tags.reserveCapacity(lines / 4)
  }

  private mutating func newID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  private mutating func assignIDs(_ tags: Range<Int>) {
    for index in tags {
      tree.tags[index].id = newID()
    }
  }

  /// The tree, once the parser has reached the end of file, with the dialect it was read in.
  mutating func finish(dialect: CompiledDialect) -> ParseTree {
    tree.dialect = dialect
    tree.idCount = nextID
    return tree
  }

  // MARK: - Rules

  mutating func startRule(_ type: RuleType) {
    open.append(type)
    switch type {
    case .description: lines.removeAll(keepingCapacity: true)
    case .docString:
      lines.removeAll(keepingCapacity: true)
      docString = nil
    case .dataTable, .examplesTable: tableStart = tree.rows.count
    case .tags: pendingTags = tree.tags.count
    case .background, .scenario, .feature, .featureHeader, .rule, .ruleHeader,
      .scenarioDefinition, .examplesDefinition, .examples, .step:
      break
    }
  }

  /// Closes the innermost rule (which is `type`) and attaches its node to its parent; returns
  /// the error the node has, if any (an inconsistent table).
  mutating func endRule(_ type: RuleType) -> GherkinParseError? {
    _ = open.popLast()
    let parent = open.last
    switch type {
    case .description:
      let text = descriptionText()
      switch parent {
      case .featureHeader: tree.feature?.header.description = text
      case .ruleHeader: rule.header.description = text
      case .background: background.header.description = text
      case .scenario: scenario.header.description = text
      case .examples: examples.header.description = text
      default: break
      }
    case .docString:
      if var finished = docString, !tree.steps.isEmpty {
        finished.content = joinedLines(lines.count, escapes: true)
        tree.steps[tree.steps.count - 1].docString = tree.docStrings.count
        tree.docStrings.append(finished)
      }
      docString = nil
    case .dataTable:
      if let error = finishRows() { return error }
      if tableStart < tree.rows.count, !tree.steps.isEmpty {
        tree.steps[tree.steps.count - 1].table = tableStart..<tree.rows.count
      }
    case .step:
      if !tree.steps.isEmpty {
        tree.steps[tree.steps.count - 1].id = newID()
      }
    case .background:
      background.id = newID()
      background.steps = background.steps.lowerBound..<tree.steps.count
      let index = tree.backgrounds.count
      tree.backgrounds.append(background)
      if parent == .rule {
        tree.ruleChildren.append(.background(index))
      } else {
        tree.featureChildren.append(.background(index))
      }
    case .scenario:
      scenario.steps = scenario.steps.lowerBound..<tree.steps.count
    case .examplesTable:
      if let error = finishRows() { return error }
      examples.rows = tableStart..<tree.rows.count
    case .examplesDefinition:
      assignIDs(examples.header.tags)
      examples.id = newID()
      tree.examples.append(examples)
    case .scenarioDefinition:
      assignIDs(scenario.header.tags)
      scenario.id = newID()
      scenario.examples = scenario.examples.lowerBound..<tree.examples.count
      let index = tree.scenarios.count
      tree.scenarios.append(scenario)
      if parent == .rule {
        tree.ruleChildren.append(.scenario(index))
      } else {
        tree.featureChildren.append(.scenario(index))
      }
    case .rule:
      assignIDs(rule.header.tags)
      rule.id = newID()
      rule.children = rule.children.lowerBound..<tree.ruleChildren.count
      tree.featureChildren.append(.rule(tree.rules.count))
      tree.rules.append(rule)
    case .feature:
      if let tags = tree.feature?.header.tags {
        assignIDs(tags)
        tree.feature?.children = 0..<tree.featureChildren.count
      }
    case .featureHeader, .ruleHeader, .examples, .tags:
      break
    }
    return nil
  }

  /// Numbers the rows of the closing table and checks they all have as many cells as the
  /// first.
  private mutating func finishRows() -> GherkinParseError? {
    let rows = tableStart..<tree.rows.count
    for index in rows {
      tree.rows[index].id = newID()
    }
    guard let count = rows.first.map({ tree.rows[$0].cells.count }) else { return nil }
    for index in rows where tree.rows[index].cells.count != count {
      let row = tree.rows[index]
      return GherkinParseError(
        line: row.line, column: row.column, message: "inconsistent cell count within the table")
    }
    return nil
  }

  // MARK: - Tokens

  mutating func build(_ token: Token, tags: [TagItem]) {
    let line = token.line
    switch token.type {
    case .comment:
      tree.comments.append(ParseTree.CommentNode(line: line.number, text: text(token)))
    case .tagLine:
      for tag in tags {
        tree.tags.append(
          ParseTree.TagNode(
            line: line.number, column: tag.column, name: .source(tag.start, tag.end)))
      }
    case .featureLine:
      tree.feature = ParseTree.FeatureNode(header: header(token, tags: takeTags()))
    case .ruleLine:
      rule = ParseTree.RuleNode(header: header(token, tags: takeTags()))
      rule.children = tree.ruleChildren.count..<tree.ruleChildren.count
    case .backgroundLine:
      background = ParseTree.BackgroundNode(header: header(token, tags: 0..<0))
      background.steps = tree.steps.count..<tree.steps.count
    case .scenarioLine:
      scenario = ParseTree.ScenarioNode(header: header(token, tags: takeTags()))
      scenario.steps = tree.steps.count..<tree.steps.count
      scenario.examples = tree.examples.count..<tree.examples.count
    case .examplesLine:
      examples = ParseTree.ExamplesNode(header: header(token, tags: takeTags()))
    case .stepLine:
      tree.steps.append(
        ParseTree.StepNode(
          line: line.number, column: token.column, keyword: keyword(token),
          keywordType: token.keywordType ?? .unknown, text: text(token)))
    case .tableRow:
      let first = tree.cells.count
      cellScanner.scan(line, into: &tree.cells, scratch: &tree.scratch)
      tree.rows.append(
        ParseTree.RowNode(line: line.number, column: token.column, cells: first..<tree.cells.count))
    case .docStringSeparator:
      if docString == nil {
        docString = ParseTree.DocStringNode(
          line: line.number, column: token.column,
          mediaType: token.hasText && token.textStart < token.textEnd ? text(token) : nil,
          delimiter: token.delimiter,
          delimiterText: token.delimiter == .none ? keyword(token) : .empty)
      }
    case .other:
      lines.append((token.textStart, token.textEnd, token.escapedDelimiter))
    case .eof, .empty, .language:
      break
    }
  }

  private func header(_ token: Token, tags: Range<Int>) -> ParseTree.Header {
    ParseTree.Header(
      line: token.line.number, column: token.column, keyword: keyword(token), name: text(token),
      tags: tags)
  }

  /// The tags since the last tag rule started, given to the node being built.
  private mutating func takeTags() -> Range<Int> {
    defer { pendingTags = tree.tags.count }
    return min(pendingTags, tree.tags.count)..<tree.tags.count
  }

  private func text(_ token: Token) -> ParseTree.Text {
    token.hasText ? .source(token.textStart, token.textEnd) : .empty
  }

  /// The token's keyword: the dialect's, or the source bytes the matcher marked.
  private func keyword(_ token: Token) -> ParseTree.Text {
    if token.keywordID == Token.keywordInSource {
      return .source(token.keywordStart, token.keywordEnd)
    }
    if token.keywordID >= 0 {
      return ParseTree.Text(storage: .keyword, start: token.keywordID, end: 0)
    }
    return .empty
  }

  // MARK: - Multi-line text

  /// The description lines joined by newlines, without the blank lines at the end.
  private mutating func descriptionText() -> ParseTree.Text {
    var count = lines.count
    while count > 0 {
      let line = lines[count - 1]
      if source.skipWhitespace(from: line.start, to: line.end) != line.end { break }
      count -= 1
    }
    return joinedLines(count, escapes: false)
  }

  /// The first `count` collected lines joined by newlines (with escaped delimiters
  /// un-escaped when `escapes`): a range of the source when they are one run of it, joined
  /// by single `\n`s, else a copy in the scratch bytes.
  private mutating func joinedLines(_ count: Int, escapes: Bool) -> ParseTree.Text {
    guard count > 0 else { return .empty }
    var contiguous = true
    var capacity = count - 1
    for index in 0..<count {
      let line = lines[index]
      capacity += line.end - line.start
      if index > 0 {
        let previous = lines[index - 1]
        if line.start != previous.end + 1 || source[previous.end] != 0x0A {
          contiguous = false
        }
      }
      if escapes, line.escaped != .none, contiguous,
        source.contains(UInt8(ascii: "\\"), from: line.start, to: line.end)
      {
        contiguous = false
      }
    }
    if contiguous {
      return .source(lines[0].start, lines[count - 1].end)
    }
    let start = tree.scratch.count
    tree.scratch.reserveCapacity(start + capacity)
    for index in 0..<count {
      if index > 0 {
        tree.scratch.append(0x0A)
      }
      let line = lines[index]
      let content = UnsafeBufferPointer(rebasing: source.bytes[line.start..<line.end])
      switch escapes ? line.escaped : .none {
      case .none: tree.scratch.append(contentsOf: content)
      case .quotes: Self.appendUnescaping(content, UInt8(ascii: "\""), to: &tree.scratch)
      case .backticks: Self.appendUnescaping(content, UInt8(ascii: "`"), to: &tree.scratch)
      }
    }
    return ParseTree.Text(storage: .scratch, start: start, end: tree.scratch.count)
  }

  /// Appends `content` with every `\"\"\"` (or `` \`\`\` ``) replaced by three `quote`s.
  private static func appendUnescaping(
    _ content: UnsafeBufferPointer<UInt8>, _ quote: UInt8, to output: inout [UInt8]
  ) {
    let backslash = UInt8(ascii: "\\")
    guard content.contains(backslash) else {
      output.append(contentsOf: content)
      return
    }
    var index = 0
    let count = content.count
    while index < count {
      if index + 5 < count, content[index] == backslash, content[index + 1] == quote,
        content[index + 2] == backslash, content[index + 3] == quote,
        content[index + 4] == backslash, content[index + 5] == quote
      {
        output.append(quote)
        output.append(quote)
        output.append(quote)
        index += 6
      } else {
        output.append(content[index])
        index += 1
      }
    }
  }
}
