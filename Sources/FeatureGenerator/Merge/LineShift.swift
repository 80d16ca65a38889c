import Diagnostics
import Gherkin

// Moving parsed nodes to other lines, so that scenarios from a committed file can be placed
// among freshly generated ones: the printer places each comment before the first node that
// starts after it, so comments move with their scenario only if the lines stay in order.

extension SourceLocation {
  func shifted(by delta: Int) -> SourceLocation {
    SourceLocation(line: line + delta, column: column)
  }
}

extension Tag {
  func shifted(by delta: Int) -> Tag {
    var copy = self
    copy.location = location.shifted(by: delta)
    return copy
  }
}

extension Comment {
  func shifted(by delta: Int) -> Comment {
    var copy = self
    copy.location = location.shifted(by: delta)
    return copy
  }
}

extension TableRow {
  func shifted(by delta: Int) -> TableRow {
    var copy = self
    copy.location = location.shifted(by: delta)
    copy.cells = cells.map { cell in
      var moved = cell
      moved.location = cell.location.shifted(by: delta)
      return moved
    }
    return copy
  }
}

extension Step {
  func shifted(by delta: Int) -> Step {
    var copy = self
    copy.location = location.shifted(by: delta)
    copy.docString?.location = (docString?.location ?? location).shifted(by: delta)
    copy.dataTable?.location = (dataTable?.location ?? location).shifted(by: delta)
    copy.dataTable?.rows = (dataTable?.rows ?? []).map { $0.shifted(by: delta) }
    return copy
  }

  /// The last line the step occupies, its arguments included.
  var lastLine: Int {
    var last = location.line
    if let docString {
      last = max(
        last,
        docString.location.line
          + docString.content.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
    }
    if let row = dataTable?.rows.last {
      last = max(last, row.location.line)
    }
    return last
  }
}

extension Examples {
  func shifted(by delta: Int) -> Examples {
    var copy = self
    copy.location = location.shifted(by: delta)
    copy.tags = tags.map { $0.shifted(by: delta) }
    copy.tableHeader = tableHeader?.shifted(by: delta)
    copy.tableBody = tableBody.map { $0.shifted(by: delta) }
    return copy
  }

  var lastLine: Int {
    max(
      location.line + descriptionLines(description),
      tableBody.last?.location.line ?? tableHeader?.location.line ?? 0)
  }
}

extension Scenario {
  func shifted(by delta: Int) -> Scenario {
    var copy = self
    copy.location = location.shifted(by: delta)
    copy.tags = tags.map { $0.shifted(by: delta) }
    copy.steps = steps.map { $0.shifted(by: delta) }
    copy.examples = examples.map { $0.shifted(by: delta) }
    return copy
  }

  /// The first line of the scenario: its first tag, or its keyword.
  var firstLine: Int {
    min(tags.first?.location.line ?? location.line, location.line)
  }

  var lastLine: Int {
    var last = location.line + descriptionLines(description)
    for step in steps { last = max(last, step.lastLine) }
    for table in examples { last = max(last, table.lastLine) }
    return last
  }
}

extension Background {
  func shifted(by delta: Int) -> Background {
    var copy = self
    copy.location = location.shifted(by: delta)
    copy.steps = steps.map { $0.shifted(by: delta) }
    return copy
  }

  var lastLine: Int {
    steps.map(\.lastLine).max() ?? location.line + descriptionLines(description)
  }
}

extension Rule {
  func shifted(by delta: Int) -> Rule {
    var copy = self
    copy.location = location.shifted(by: delta)
    copy.tags = tags.map { $0.shifted(by: delta) }
    copy.children = children.map { child in
      switch child {
      case .background(let background): .background(background.shifted(by: delta))
      case .scenario(let scenario): .scenario(scenario.shifted(by: delta))
      }
    }
    return copy
  }

  var firstLine: Int {
    min(tags.first?.location.line ?? location.line, location.line)
  }

  var lastLine: Int {
    children.map { child in
      switch child {
      case .background(let background): background.lastLine
      case .scenario(let scenario): scenario.lastLine
      }
    }.max() ?? location.line + descriptionLines(description)
  }
}

private func descriptionLines(_ description: String) -> Int {
  description.isEmpty
    ? 0 : description.split(separator: "\n", omittingEmptySubsequences: false).count
}
