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
  private var step = Step(keyword: "", keywordType: .unknown, text: "")
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
    case .dataTable, .examplesTable: rows = []
    case .tags: pendingTags = []
    case .feature, .featureHeader, .rule, .ruleHeader, .background, .scenarioDefinition,
      .scenario, .examplesDefinition, .examples, .step:
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
      step.docString = docString
    case .dataTable:
      if let error = finishRows() { return error }
      if let first = rows.first {
        step.dataTable = DataTable(location: first.location, rows: rows)
      }
    case .step:
      step.id = newID()
      if parent == .background {
        background.steps.append(step)
      } else {
        scenario.steps.append(step)
      }
    case .background:
      background.id = newID()
      if parent == .rule {
        rule.children.append(.background(background))
      } else {
        feature?.children.append(.background(background))
      }
    case .examplesTable:
      if let error = finishRows() { return error }
      examples.tableHeader = rows.first
      examples.tableBody = Array(rows.dropFirst())
    case .examplesDefinition:
      Self.assignIDs(&examples.tags, from: &nextID)
      examples.id = newID()
      scenario.examples.append(examples)
    case .scenarioDefinition:
      Self.assignIDs(&scenario.tags, from: &nextID)
      scenario.id = newID()
      if parent == .rule {
        rule.children.append(.scenario(scenario))
      } else {
        feature?.children.append(.scenario(scenario))
      }
    case .rule:
      Self.assignIDs(&rule.tags, from: &nextID)
      rule.id = newID()
      feature?.children.append(.rule(rule))
    case .feature:
      if var finished = feature {
        Self.assignIDs(&finished.tags, from: &nextID)
        document.feature = finished
        feature = nil
      }
    case .featureHeader, .ruleHeader, .scenario, .examples, .tags:
      break
    }
    return nil
  }

  /// Numbers the rows of the closing table and checks they all have as many cells as the
  /// first.
  private mutating func finishRows() -> GherkinParseError? {
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
        keyword: token.keyword ?? "", name: text(token))
    case .ruleLine:
      rule = Rule(
        location: location, tags: takeTags(), keyword: token.keyword ?? "", name: text(token))
    case .backgroundLine:
      background = Background(location: location, keyword: token.keyword ?? "", name: text(token))
    case .scenarioLine:
      scenario = Scenario(
        location: location, tags: takeTags(), keyword: token.keyword ?? "", name: text(token))
    case .examplesLine:
      examples = Examples(
        location: location, tags: takeTags(), keyword: token.keyword ?? "", name: text(token))
    case .stepLine:
      step = Step(
        location: location, keyword: token.keyword ?? "",
        keywordType: token.keywordType ?? .unknown, text: text(token))
    case .tableRow:
      rows.append(TableRow(location: location, cells: cellScanner.cells(of: line)))
    case .docStringSeparator:
      if !docStringOpened {
        docStringOpened = true
        let mediaType = text(token)
        docString = DocString(
          location: location, mediaType: mediaType.isEmpty ? nil : mediaType, content: "",
          delimiter: token.keyword ?? "")
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
    guard count > 0 else { return "" }
    if count == 1 {
      return source.string(from: lines[0].start, to: lines[0].end)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines[count - 1].end - lines[0].start)
    for index in 0..<count {
      if index > 0 { bytes.append(0x0A) }
      bytes.append(
        contentsOf: UnsafeBufferPointer(
          rebasing: source.bytes[lines[index].start..<lines[index].end]))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The doc string lines joined by newlines, with escaped delimiters un-escaped.
  private func docStringText() -> String {
    var bytes: [UInt8] = []
    if let first = lines.first, let last = lines.last {
      bytes.reserveCapacity(last.end - first.start)
    }
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes.append(0x0A) }
      let content = UnsafeBufferPointer(rebasing: source.bytes[line.start..<line.end])
      switch line.escaped {
      case .none: bytes.append(contentsOf: content)
      case .quotes: Self.appendUnescaping(content, UInt8(ascii: "\""), to: &bytes)
      case .backticks: Self.appendUnescaping(content, UInt8(ascii: "`"), to: &bytes)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `content` with every `\"\"\"` (or `` \`\`\` ``) replaced by three `quote`s.
  private static func appendUnescaping(
    _ content: UnsafeBufferPointer<UInt8>, _ quote: UInt8, to bytes: inout [UInt8]
  ) {
    let backslash = UInt8(ascii: "\\")
    var index = 0
    let count = content.count
    while index < count {
      if index + 5 < count, content[index] == backslash, content[index + 1] == quote,
        content[index + 2] == backslash, content[index + 3] == quote,
        content[index + 4] == backslash, content[index + 5] == quote
      {
        bytes.append(quote)
        bytes.append(quote)
        bytes.append(quote)
        index += 6
      } else {
        bytes.append(content[index])
        index += 1
      }
    }
  }
}
