import Diagnostics

extension GherkinDocument {
  /// Whether two documents say the same thing, however they are laid out.
  ///
  /// Locations and ids are ignored, and so are blank lines at the start of a description
  /// (there only after a comment, and the printer moves comments); everything else counts:
  /// keywords, names, descriptions, tags, steps, tables, doc strings, and the comments'
  /// texts in their order. A document and its canonical form
  /// (``GherkinPrinter/format(_:)``, read back) have the same meaning.
  ///
  /// ```swift
  /// let original = try GherkinParser().parse(text)
  /// let printed = try GherkinParser().parse(GherkinPrinter().format(original))
  /// assert(original.hasSameMeaning(as: printed))
  /// ```
  public func hasSameMeaning(as other: GherkinDocument) -> Bool {
    withoutLayout() == other.withoutLayout()
  }

  /// The document with every location at 0:0, every id 0 and leading blank description
  /// lines removed: what is left is what ``hasSameMeaning(as:)`` compares.
  public func withoutLayout() -> GherkinDocument {
    let layout = LayoutEraser()
    return GherkinDocument(
      feature: feature.map { layout.feature($0) },
      comments: comments.map { Comment(location: LayoutEraser.zero, text: $0.text) })
  }
}

/// Zeroes locations and ids, node by node.
private struct LayoutEraser {
  static let zero = SourceLocation(line: 0, column: 0)

  func feature(_ feature: Feature) -> Feature {
    var feature = feature
    feature.location = Self.zero
    feature.tags = tags(feature.tags)
    feature.description = description(feature.description)
    feature.children = feature.children.map { child in
      switch child {
      case .background(let value): .background(background(value))
      case .scenario(let value): .scenario(scenario(value))
      case .rule(let value): .rule(rule(value))
      }
    }
    return feature
  }

  func rule(_ rule: Rule) -> Rule {
    var rule = rule
    rule.id = 0
    rule.location = Self.zero
    rule.tags = tags(rule.tags)
    rule.description = description(rule.description)
    rule.children = rule.children.map { child in
      switch child {
      case .background(let value): .background(background(value))
      case .scenario(let value): .scenario(scenario(value))
      }
    }
    return rule
  }

  func background(_ background: Background) -> Background {
    var background = background
    background.id = 0
    background.location = Self.zero
    background.description = description(background.description)
    background.steps = background.steps.map(step)
    return background
  }

  func scenario(_ scenario: Scenario) -> Scenario {
    var scenario = scenario
    scenario.id = 0
    scenario.location = Self.zero
    scenario.tags = tags(scenario.tags)
    scenario.description = description(scenario.description)
    scenario.steps = scenario.steps.map(step)
    scenario.examples = scenario.examples.map(examples)
    return scenario
  }

  func examples(_ examples: Examples) -> Examples {
    var examples = examples
    examples.id = 0
    examples.location = Self.zero
    examples.tags = tags(examples.tags)
    examples.description = description(examples.description)
    examples.tableHeader = examples.tableHeader.map(row)
    examples.tableBody = examples.tableBody.map(row)
    return examples
  }

  func step(_ step: Step) -> Step {
    var step = step
    step.id = 0
    step.location = Self.zero
    step.docString?.location = Self.zero
    if let table = step.dataTable {
      step.dataTable = DataTable(location: Self.zero, rows: table.rows.map(row))
    }
    return step
  }

  func row(_ row: TableRow) -> TableRow {
    TableRow(
      id: 0, location: Self.zero,
      cells: row.cells.map { TableCell(location: Self.zero, value: $0.value) })
  }

  func tags(_ tags: [Tag]) -> [Tag] {
    tags.map { Tag(id: 0, location: Self.zero, name: $0.name) }
  }

  /// Without the lines before the first one that has more than whitespace.
  func description(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
      lines = lines.dropFirst()
    }
    return lines.joined(separator: "\n")
  }
}
