/// Prints a ``GherkinDocument`` in the one canonical layout: the layout of the official
/// Cucumber pretty formatter (`gherkin-utils`, JavaScript, `gherkin` syntax).
///
/// - Feature at column 0, with a `# language:` header first when the language is not English;
///   rules at 2; backgrounds and scenarios at 2 (4 inside a rule); steps and examples one level
///   deeper; tables and doc strings one more.
/// - Exactly one blank line before every rule, background, scenario and examples block; none
///   elsewhere; the output ends with one newline; an empty document prints as "".
/// - Tags on one line above their keyword; names trimmed; `Keyword:` alone for empty names.
/// - Descriptions verbatim (without blank lines at their start), followed by a blank line when
///   steps follow.
/// - Table cells escaped (`\\`, `\n`, `\|`), padded to the widest cell of their column (CJK
///   and fullwidth characters count two), right-aligned when they start like a number.
/// - Doc strings keep their delimiter and media type; delimiters inside are escaped; a step's
///   doc string is printed before its data table.
/// - Comments are printed verbatim, each just before the first feature, rule, background,
///   scenario, examples or step that starts after it (so a comment inside a table moves below
///   it); comments after everything come last.
///
/// Differences from the official formatter, each so that the output reads back as the same
/// document: a table row with no cells (a lone `|`) is printed as `|`; blank lines at the start
/// of a description (possible only after a comment) are dropped; when a comment before the
/// feature looks like a `# language:` header, the real header is printed before it; and a step
/// whose keyword and text would read back as a longer keyword (French `Mais ` then `que x`,
/// read as `Mais que ` then `x`) gets a second space after its keyword.
///
/// ```swift
/// let canonical = GherkinPrinter().format(try GherkinParser().parse(text))
/// ```
public struct GherkinPrinter: Sendable {
  /// A printer; it has no options: there is one canonical layout.
  public init() {}

  /// The canonical text of `document`.
  public func format(_ document: GherkinDocument) -> String {
    var printer = Printer(comments: document.comments)
    printer.document(document)
    return printer.output
  }
}

/// One printing pass: the output so far, as UTF-8 bytes, and the comments not yet placed.
private struct Printer {
  var bytes: [UInt8] = []
  let comments: [Comment]
  var nextComment = 0
  /// 1, or 2 once a rule has started (rules come after every other child of a feature).
  var scenarioLevel = 1
  /// The feature's dialect, which says how a step line reads back.
  var dialect: CompiledDialect?

  init(comments: [Comment]) {
    self.comments = comments
  }

  var output: String { String(decoding: bytes, as: UTF8.self) }

  mutating func document(_ document: GherkinDocument) {
    guard let feature = document.feature else {
      commentsBefore(line: nil)
      return
    }
    dialect = CompiledDialect.named(feature.language)
    // The header goes after the comments before the feature, as the official formatter puts
    // it, unless one of them reads like a header: then the header goes first, even for
    // English, or that comment would set the language when the output is read back.
    var headerPrinted = false
    while nextComment < comments.count, comments[nextComment].location.line < feature.location.line
    {
      if !headerPrinted, LanguageHeader.matches(comments[nextComment].text) {
        languageHeader(feature.language)
        headerPrinted = true
      }
      line(comments[nextComment].text)
      nextComment += 1
    }
    if !headerPrinted, feature.language != "en" {
      languageHeader(feature.language)
    }
    header(
      level: 0, tags: feature.tags, keyword: feature.keyword, name: feature.name,
      description: feature.description, hasSteps: false)
    for child in feature.children {
      switch child {
      case .background(let background): self.background(background)
      case .scenario(let scenario): self.scenario(scenario)
      case .rule(let rule):
        commentsBefore(line: rule.location.line)
        scenarioLevel = 2
        header(
          level: 1, tags: rule.tags, keyword: rule.keyword, name: rule.name,
          description: rule.description, hasSteps: false)
        for child in rule.children {
          switch child {
          case .background(let background): self.background(background)
          case .scenario(let scenario): self.scenario(scenario)
          }
        }
      }
    }
    commentsBefore(line: nil)
  }

  mutating func background(_ background: Background) {
    commentsBefore(line: background.location.line)
    header(
      level: scenarioLevel, tags: [], keyword: background.keyword, name: background.name,
      description: background.description, hasSteps: !background.steps.isEmpty)
    steps(background.steps)
  }

  mutating func scenario(_ scenario: Scenario) {
    commentsBefore(line: scenario.location.line)
    header(
      level: scenarioLevel, tags: scenario.tags, keyword: scenario.keyword, name: scenario.name,
      description: scenario.description, hasSteps: !scenario.steps.isEmpty)
    steps(scenario.steps)
    for examples in scenario.examples {
      commentsBefore(line: examples.location.line)
      header(
        level: scenarioLevel + 1, tags: examples.tags, keyword: examples.keyword,
        name: examples.name, description: examples.description, hasSteps: false)
      if let header = examples.tableHeader {
        table([header] + examples.tableBody, level: scenarioLevel + 2)
      }
    }
  }

  mutating func steps(_ steps: [Step]) {
    for step in steps {
      commentsBefore(line: step.location.line)
      indent(scenarioLevel + 1)
      append(step.keyword)
      // Spaces, when the keyword and the text would otherwise read back as a longer keyword
      // (found by fuzzing: French `Mais ` then `que x`).
      for _ in 0..<(dialect?.spaces(between: step.keyword, and: step.text) ?? 0) {
        append(" ")
      }
      append(step.text)
      newline()
      if let docString = step.docString {
        self.docString(docString, level: scenarioLevel + 2)
      }
      if let dataTable = step.dataTable {
        table(dataTable.rows, level: scenarioLevel + 2)
      }
    }
  }

  // MARK: - Pieces

  mutating func languageHeader(_ language: String) {
    append("# language: ")
    append(language)
    newline()
  }

  /// A blank line (except for the feature), the tags, `Keyword: name`, the description.
  mutating func header(
    level: Int, tags: [Tag], keyword: String, name: String, description: String, hasSteps: Bool
  ) {
    if level > 0 {
      newline()
    }
    if !tags.isEmpty {
      indent(level)
      for (index, tag) in tags.enumerated() {
        if index > 0 { bytes.append(0x20) }
        append(tag.name)
      }
      newline()
    }
    indent(level)
    append(keyword)
    if name.isEmpty {
      bytes.append(UInt8(ascii: ":"))
    } else {
      append(": ")
      append(name)
    }
    newline()
    let description = Self.withoutLeadingBlankLines(description)
    if !description.isEmpty {
      line(description)
      if hasSteps {
        newline()
      }
    }
  }

  /// The doc string: delimiter and media type, every content line indented (blank ones
  /// too), delimiters inside escaped, closing delimiter.
  mutating func docString(_ docString: DocString, level: Int) {
    let delimiter = Array(docString.delimiter.utf8.prefix(3))
    let quote = delimiter.first ?? UInt8(ascii: "\"")
    indent(level)
    bytes.append(contentsOf: delimiter)
    append(docString.mediaType ?? "")
    newline()
    indent(level)
    let content = Array(docString.content.utf8)
    var index = 0
    while index < content.count {
      let byte = content[index]
      if byte == 0x0A {
        newline()
        indent(level)
        index += 1
      } else if byte == quote, index + 2 < content.count, content[index + 1] == quote,
        content[index + 2] == quote
      {
        for _ in 0..<3 {
          bytes.append(UInt8(ascii: "\\"))
          bytes.append(quote)
        }
        index += 3
      } else {
        bytes.append(byte)
        index += 1
      }
    }
    newline()
    indent(level)
    bytes.append(contentsOf: delimiter)
    newline()
  }

  /// The rows, each cell escaped and padded to its column's widest cell, numbers to the right.
  mutating func table(_ rows: [TableRow], level: Int) {
    let cells = rows.map { row in row.cells.map { CellText.escaped($0.value) } }
    let widths = cells.map { row in row.map(CellText.width) }
    var columnWidths: [Int] = []
    for row in widths {
      for (column, width) in row.enumerated() {
        if column < columnWidths.count {
          columnWidths[column] = max(columnWidths[column], width)
        } else {
          columnWidths.append(width)
        }
      }
    }
    for (row, rowWidths) in zip(cells, widths) {
      indent(level)
      guard !row.isEmpty else {
        bytes.append(UInt8(ascii: "|"))
        newline()
        continue
      }
      bytes.append(UInt8(ascii: "|"))
      for (column, cell) in row.enumerated() {
        let padding = columnWidths[column] - rowWidths[column]
        bytes.append(0x20)
        if CellText.isNumeric(cell) {
          spaces(padding)
          append(cell)
        } else {
          append(cell)
          spaces(padding)
        }
        append(" |")
      }
      newline()
    }
  }

  /// Prints the comments that start before `line` (all of them when nil).
  mutating func commentsBefore(line number: Int?) {
    while nextComment < comments.count {
      let comment = comments[nextComment]
      if let number, comment.location.line >= number { break }
      line(comment.text)
      nextComment += 1
    }
  }

  /// A description starts with blank lines only when a comment came first (blank lines right
  /// after a keyword line are not part of a description); the comment moves below the
  /// description, so the blank lines would be lost on reading back. They carry nothing, so
  /// they are dropped.
  static func withoutLeadingBlankLines(_ description: String) -> String {
    let scalars = description.unicodeScalars
    var lineStart = scalars.startIndex
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "\n" {
        lineStart = scalars.index(after: index)
      } else if !scalar.properties.isWhitespace {
        break
      }
      index = scalars.index(after: index)
    }
    if index == scalars.endIndex { return "" }
    return lineStart == scalars.startIndex
      ? description : String(String.UnicodeScalarView(scalars[lineStart...]))
  }

  // MARK: - Bytes

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func line(_ text: String) {
    append(text)
    newline()
  }

  mutating func newline() {
    bytes.append(0x0A)
  }

  mutating func indent(_ level: Int) {
    spaces(2 * level)
  }

  mutating func spaces(_ count: Int) {
    for _ in 0..<max(0, count) {
      bytes.append(0x20)
    }
  }
}
