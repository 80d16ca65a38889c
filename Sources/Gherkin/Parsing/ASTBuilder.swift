import Diagnostics

/// Assembles the AST from the parser's rule events and matched tokens.
///
/// The grammar fixes how rules nest, so instead of a generic node stack there is one slot per
/// kind of node being built. A node is finished when its rule closes; ids are handed out at
/// that moment, which reproduces the official numbering (table rows, then their step; tags
/// just before the scenario, examples or rule that owns them; feature tags last).
struct ASTBuilder {
  private let source: SourceBuffer
  private var cellScanner: TableCellScanner
  private var nextID = 0
  /// The open rules, innermost last.
  private var open: [RuleType] = []

  private var comments: [Comment] = []
  private var pendingTags: [Tag] = []

  private var feature: Feature?
  private var rule = Rule(name: "")
  private var background = Background()
  private var scenario = Scenario(name: "")
  private var examples = Examples()
  /// The steps of the open background or scenario; the open step is the last one, built in
  /// place.
  private var steps: [Step] = []
  /// The step count of the previous background or scenario, the likely count of the next.
  private var expectedSteps = 4
  /// The row count of the previous table, likewise.
  private var expectedRows = 4
  private var rows: [TableRow] = []
  private var docString = DocString(content: "")
  private var docStringOpened = false
  /// Byte ranges of the lines of the open description or doc string, and for doc string
  /// lines the delimiter to un-escape.
  private var lines: [(start: Int, end: Int, escaped: DocStringDelimiter)] = []

  private var document = GherkinDocument()

  init(source: SourceBuffer) {
    self.source = source
    self.cellScanner = TableCellScanner(source: source)
  }

  private mutating func newID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// The steps of the closing background or scenario.
  private mutating func takeSteps() -> [Step] {
    if !steps.isEmpty {
      expectedSteps = steps.count
    }
    return Self.take(&steps, [])
  }

  /// Moves a finished node out of its slot, leaving `empty` there, without copying it.
  @inline(__always)
  private static func take<Node>(_ slot: inout Node, _ empty: Node) -> Node {
    var node = empty
    swap(&node, &slot)
    return node
  }

  private static func assignIDs(_ tags: inout [Tag], from nextID: inout Int) {
    for index in tags.indices {
      tags[index].id = nextID
      nextID += 1
    }
  }

  /// The document, once the parser has reached the end of file.
  mutating func finish() -> GherkinDocument {
    document.comments = comments
    return document
  }

  // MARK: - Rules

  mutating func startRule(_ type: RuleType) {
    open.append(type)
    switch type {
    case .description: lines.removeAll(keepingCapacity: true)
    case .docString:
      lines.removeAll(keepingCapacity: true)
      docStringOpened = false
    case .dataTable, .examplesTable:
      rows = []
      rows.reserveCapacity(expectedRows)
    case .tags:
      pendingTags = []
      pendingTags.reserveCapacity(4)
    case .background, .scenario:
      steps = []
      steps.reserveCapacity(expectedSteps)
    case .feature, .featureHeader, .rule, .ruleHeader, .scenarioDefinition,
      .examplesDefinition, .examples, .step:
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
      case .featureHeader: feature?.description = text
      case .ruleHeader: rule.description = text
      case .background: background.description = text
      case .scenario: scenario.description = text
      case .examples: examples.description = text
      default: break
      }
    case .docString:
      docString.content = docStringText()
      if !steps.isEmpty {
        steps[steps.count - 1].docString = Self.take(&docString, DocString(content: ""))
      }
    case .dataTable:
      if let error = finishRows() { return error }
      if let first = rows.first, !steps.isEmpty {
        steps[steps.count - 1].dataTable = DataTable(
          location: first.location, rows: Self.take(&rows, []))
      }
    case .step:
      if !steps.isEmpty {
        steps[steps.count - 1].id = newID()
      }
    case .background:
      background.id = newID()
      background.steps = takeSteps()
      let finished = Self.take(&background, Background())
      if parent == .rule {
        rule.children.append(.background(finished))
      } else {
        feature?.children.append(.background(finished))
      }
    case .scenario:
      scenario.steps = takeSteps()
    case .examplesTable:
      if let error = finishRows() { return error }
      var table = Self.take(&rows, [])
      if !table.isEmpty {
        examples.tableHeader = table.removeFirst()
        examples.tableBody = table
      }
    case .examplesDefinition:
      Self.assignIDs(&examples.tags, from: &nextID)
      examples.id = newID()
      scenario.examples.append(Self.take(&examples, Examples()))
    case .scenarioDefinition:
      Self.assignIDs(&scenario.tags, from: &nextID)
      scenario.id = newID()
      let finished = Self.take(&scenario, Scenario(name: ""))
      if parent == .rule {
        rule.children.append(.scenario(finished))
      } else {
        feature?.children.append(.scenario(finished))
      }
    case .rule:
      Self.assignIDs(&rule.tags, from: &nextID)
      rule.id = newID()
      feature?.children.append(.rule(Self.take(&rule, Rule(name: ""))))
    case .feature:
      if var finished = feature.take() {
        Self.assignIDs(&finished.tags, from: &nextID)
        document.feature = finished
      }
    case .featureHeader, .ruleHeader, .examples, .tags:
      break
    }
    return nil
  }

  /// Numbers the rows of the closing table and checks they all have as many cells as the
  /// first.
  private mutating func finishRows() -> GherkinParseError? {
    expectedRows = max(rows.count, 1)
    for index in rows.indices {
      rows[index].id = newID()
    }
    guard let count = rows.first?.cells.count else { return nil }
    for row in rows where row.cells.count != count {
      return GherkinParseError(
        line: row.location.line, column: row.location.column,
        message: "inconsistent cell count within the table")
    }
    return nil
  }

  // MARK: - Tokens

  mutating func build(_ token: Token, dialect: CompiledDialect, tags: [TagItem]) {
    let line = token.line
    let location = SourceLocation(line: line.number, column: token.column)
    let keyword = token.keyword(in: dialect, source: source) ?? ""
    switch token.type {
    case .comment:
      comments.append(Comment(location: location, text: text(token)))
    case .tagLine:
      for tag in tags {
        pendingTags.append(
          Tag(
            location: SourceLocation(line: line.number, column: tag.column),
            name: source.string(from: tag.start, to: tag.end)))
      }
    case .featureLine:
      feature = Feature(
        location: location, tags: takeTags(), language: dialect.code,
        keyword: keyword, name: text(token))
    case .ruleLine:
      rule = Rule(
        location: location, tags: takeTags(), keyword: keyword, name: text(token))
    case .backgroundLine:
      background = Background(location: location, keyword: keyword, name: text(token))
    case .scenarioLine:
      scenario = Scenario(
        location: location, tags: takeTags(), keyword: keyword, name: text(token))
    case .examplesLine:
      examples = Examples(
        location: location, tags: takeTags(), keyword: keyword, name: text(token))
    case .stepLine:
      steps.append(
        Step(
          location: location, keyword: keyword,
          keywordType: token.keywordType ?? .unknown, text: text(token)))
    case .tableRow:
      rows.append(TableRow(location: location, cells: cellScanner.cells(of: line)))
    case .docStringSeparator:
      if !docStringOpened {
        docStringOpened = true
        let mediaType = text(token)
        docString = DocString(
          location: location, mediaType: mediaType.isEmpty ? nil : mediaType, content: "",
          delimiter: keyword)
      }
    case .other:
      lines.append((token.textStart, token.textEnd, token.escapedDelimiter))
    case .eof, .empty, .language:
      break
    }
  }

  private mutating func takeTags() -> [Tag] {
    defer { pendingTags = [] }
    return pendingTags
  }

  private func text(_ token: Token) -> String {
    token.hasText ? source.string(from: token.textStart, to: token.textEnd) : ""
  }

  // MARK: - Multi-line text

  /// The description lines joined by newlines, without the blank lines at the end.
  private func descriptionText() -> String {
    var count = lines.count
    while count > 0 {
      let line = lines[count - 1]
      if source.skipWhitespace(from: line.start, to: line.end) != line.end { break }
      count -= 1
    }
    return joinedLines(count)
  }

  /// The doc string lines joined by newlines, with escaped delimiters un-escaped.
  private func docStringText() -> String {
    joinedLines(lines.count)
  }

  /// The first `count` collected lines joined by newlines, written straight into the string's
  /// storage.
  private func joinedLines(_ count: Int) -> String {
    guard count > 0 else { return "" }
    var capacity = count - 1
    for index in 0..<count {
      capacity += lines[index].end - lines[index].start
    }
    let source = self.source
    let lines = self.lines
    return String(unsafeUninitializedCapacity: capacity) { output in
      var written = 0
      for index in 0..<count {
        if index > 0 {
          output[written] = 0x0A
          written += 1
        }
        let line = lines[index]
        let content = UnsafeBufferPointer(rebasing: source.bytes[line.start..<line.end])
        switch line.escaped {
        case .none: written += Self.copy(content, to: output, at: written)
        case .quotes:
          written += Self.copyUnescaping(content, UInt8(ascii: "\""), to: output, at: written)
        case .backticks:
          written += Self.copyUnescaping(content, UInt8(ascii: "`"), to: output, at: written)
        }
      }
      return written
    }
  }

  private static func copy(
    _ content: UnsafeBufferPointer<UInt8>, to output: UnsafeMutableBufferPointer<UInt8>,
    at offset: Int
  ) -> Int {
    guard let base = content.baseAddress, let target = output.baseAddress, content.count > 0
    else { return 0 }
    (target + offset).update(from: base, count: content.count)
    return content.count
  }

  /// Copies `content` with every `\"\"\"` (or `` \`\`\` ``) replaced by three `quote`s.
  private static func copyUnescaping(
    _ content: UnsafeBufferPointer<UInt8>, _ quote: UInt8,
    to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    let backslash = UInt8(ascii: "\\")
    guard content.contains(backslash) else {
      return copy(content, to: output, at: offset)
    }
    var written = offset
    var index = 0
    let count = content.count
    while index < count {
      if index + 5 < count, content[index] == backslash, content[index + 1] == quote,
        content[index + 2] == backslash, content[index + 3] == quote,
        content[index + 4] == backslash, content[index + 5] == quote
      {
        output[written] = quote
        output[written + 1] = quote
        output[written + 2] = quote
        written += 3
        index += 6
      } else {
        output[written] = content[index]
        written += 1
        index += 1
      }
    }
    return written - offset
  }
}
