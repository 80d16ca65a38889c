import Diagnostics
import Gherkin

/// The document's meaning: locations and ids zeroed, comments dropped, so that two parses of
/// differently laid out text compare equal when they say the same thing. Blank lines at the
/// start of a description are dropped too: they exist only after a comment, and the printer
/// moves comments (see ``GherkinPrinter``).
func normalized(_ document: GherkinDocument) -> GherkinDocument {
  let zero = SourceLocation(line: 0, column: 0)
  func text(_ description: String) -> String {
    var lines = description.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.allSatisfy(\.isWhitespace) {
      lines = lines.dropFirst()
    }
    return lines.joined(separator: "\n")
  }
  func tags(_ tags: [Tag]) -> [Tag] {
    tags.map { Tag(id: 0, location: zero, name: $0.name) }
  }
  func row(_ row: TableRow) -> TableRow {
    TableRow(
      id: 0, location: zero, cells: row.cells.map { TableCell(location: zero, value: $0.value) })
  }
  func steps(_ steps: [Step]) -> [Step] {
    steps.map { step in
      var step = step
      step.id = 0
      step.location = zero
      step.docString?.location = zero
      if let table = step.dataTable {
        step.dataTable = DataTable(location: zero, rows: table.rows.map(row))
      }
      return step
    }
  }
  func background(_ background: Background) -> Background {
    var background = background
    background.id = 0
    background.location = zero
    background.steps = steps(background.steps)
    background.description = text(background.description)
    return background
  }
  func scenario(_ scenario: Scenario) -> Scenario {
    var scenario = scenario
    scenario.id = 0
    scenario.location = zero
    scenario.tags = tags(scenario.tags)
    scenario.steps = steps(scenario.steps)
    scenario.description = text(scenario.description)
    scenario.examples = scenario.examples.map { examples in
      var examples = examples
      examples.id = 0
      examples.description = text(examples.description)
      examples.location = zero
      examples.tags = tags(examples.tags)
      examples.tableHeader = examples.tableHeader.map(row)
      examples.tableBody = examples.tableBody.map(row)
      return examples
    }
    return scenario
  }
  guard var feature = document.feature else { return GherkinDocument() }
  feature.location = zero
  feature.tags = tags(feature.tags)
  feature.description = text(feature.description)
  feature.children = feature.children.map { child in
    switch child {
    case .background(let value): return .background(background(value))
    case .scenario(let value): return .scenario(scenario(value))
    case .rule(var rule):
      rule.id = 0
      rule.location = zero
      rule.tags = tags(rule.tags)
      rule.description = text(rule.description)
      rule.children = rule.children.map { child in
        switch child {
        case .background(let value): return .background(background(value))
        case .scenario(let value): return .scenario(scenario(value))
        }
      }
      return .rule(rule)
    }
  }
  return GherkinDocument(feature: feature, comments: [])
}
