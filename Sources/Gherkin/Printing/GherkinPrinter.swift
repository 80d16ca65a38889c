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
/// of a description (possible only after a comment) are dropped; and when a comment before the
/// feature looks like a `# language:` header, the real header is printed before it.
///
/// ```swift
/// let canonical = GherkinPrinter().format(try GherkinParser().parse(text))
/// ```
public struct GherkinPrinter: Sendable {
  public init() {}

  /// The canonical text of `document`.
  public func format(_ document: GherkinDocument) -> String {
    var printer = Printer(comments: document.comments)
    printer.document(document)
    return printer.output
  }
}

/// One printing pass: the output so far and the comments not yet placed.
private struct Printer {
  var output = ""
  let comments: [Comment]
  var nextComment = 0
  /// 1, or 2 once a rule has started (rules come after every other child of a feature).
  var scenarioLevel = 1

  init(comments: [Comment]) {
    self.comments = comments
  }

  mutating func document(_ document: GherkinDocument) {
    guard let feature = document.feature else {
      commentsBefore(line: nil)
      return
    }
    // The header goes after the comments before the feature, as the official formatter puts
    // it, unless one of them reads like a header: then the header goes first, even for
    // English, or that comment would set the language when the output is read back.
    let languageHeader = "# language: \(feature.language)\n"
    var headerPrinted = false
    while nextComment < comments.count, comments[nextComment].location.line < feature.location.line
    {
      if !headerPrinted, LanguageHeader.matches(comments[nextComment].text) {
        output += languageHeader
        headerPrinted = true
      }
      output += comments[nextComment].text
      output += "\n"
      nextComment += 1
    }
    if !headerPrinted, feature.language != "en" {
      output += languageHeader
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
      output += step.keyword
      output += step.text
      output += "\n"
      if let docString = step.docString {
        self.docString(docString, level: scenarioLevel + 2)
      }
      if let dataTable = step.dataTable {
        table(dataTable.rows, level: scenarioLevel + 2)
      }
    }
  }

  // MARK: - Pieces

  /// A blank line (except for the feature), the tags, `Keyword: name`, the description.
  mutating func header(
    level: Int, tags: [Tag], keyword: String, name: String, description: String, hasSteps: Bool
  ) {
    if level > 0 {
      output += "\n"
    }
    if !tags.isEmpty {
      indent(level)
      output += tags.map(\.name).joined(separator: " ")
      output += "\n"
    }
    indent(level)
    output += keyword
    output += name.isEmpty ? ":" : ": " + name
    output += "\n"
    let description = Self.withoutLeadingBlankLines(description)
    if !description.isEmpty {
      output += description
      output += "\n"
      if hasSteps {
        output += "\n"
      }
    }
  }

  mutating func docString(_ docString: DocString, level: Int) {
    let delimiter = String(docString.delimiter.prefix(3))
    let quote: Character = delimiter.first ?? "\""
    let escaped = String(quote) + String(quote) + String(quote)
    let replacement = "\\\(quote)\\\(quote)\\\(quote)"
    indent(level)
    output += delimiter
    output += docString.mediaType ?? ""
    output += "\n"
    for line in docString.content.split(separator: "\n", omittingEmptySubsequences: false) {
      indent(level)
      let text = String(line)
      output += text.contains(escaped) ? text.replacing(escaped, with: replacement) : text
      output += "\n"
    }
    indent(level)
    output += delimiter
    output += "\n"
  }

  mutating func table(_ rows: [TableRow], level: Int) {
    let cells = rows.map { row in row.cells.map { CellText.escaped($0.value) } }
    var widths: [Int] = []
    for row in cells {
      for (column, cell) in row.enumerated() {
        let width = CellText.width(cell)
        if column < widths.count {
          widths[column] = max(widths[column], width)
        } else {
          widths.append(width)
        }
      }
    }
    for row in cells {
      indent(level)
      guard !row.isEmpty else {
        output += "|\n"
        continue
      }
      output += "|"
      for (column, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - CellText.width(cell))
        output += " "
        output += CellText.isNumeric(cell) ? padding + cell : cell + padding
        output += " |"
      }
      output += "\n"
    }
  }

  /// Prints the comments that start before `line` (all of them when nil).
  mutating func commentsBefore(line: Int?) {
    while nextComment < comments.count {
      let comment = comments[nextComment]
      if let line, comment.location.line >= line { break }
      output += comment.text
      output += "\n"
      nextComment += 1
    }
  }

  /// A description starts with blank lines only when a comment came first (blank lines right
  /// after a keyword line are not part of a description); the comment moves below the
  /// description, so the blank lines would be lost on reading back. They carry nothing, so
  /// they are dropped.
  static func withoutLeadingBlankLines(_ description: String) -> String {
    var lines = description.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.allSatisfy(\.isWhitespace) {
      lines = lines.dropFirst()
    }
    return lines.count == description.split(separator: "\n", omittingEmptySubsequences: false).count
      ? description : lines.joined(separator: "\n")
  }

  mutating func indent(_ level: Int) {
    output += String(repeating: "  ", count: level)
  }
}
