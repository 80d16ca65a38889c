// Where nodes start and end, and every scenario of a feature: what code that moves nodes
// between documents (merging, comparing) needs to know about the tree.

extension Feature {
  /// Every scenario, those inside rules included, in source order.
  public var allScenarios: [Scenario] {
    children.flatMap { child -> [Scenario] in
      switch child {
      case .background: []
      case .scenario(let scenario): [scenario]
      case .rule(let rule): rule.scenarios
      }
    }
  }

  /// The first line of the feature's own part: its first tag, or its keyword.
  public var firstLine: Int { min(tags.first?.location.line ?? location.line, location.line) }

  /// The last line of the feature's own part: its keyword, or the end of its description.
  public var headerLastLine: Int { location.line + descriptionLineCount(description) }
}

extension Rule {
  /// The scenarios directly inside the rule, in source order.
  public var scenarios: [Scenario] {
    children.compactMap { child in
      if case .scenario(let scenario) = child { scenario } else { nil }
    }
  }

  /// The first line of the rule: its first tag, or its keyword.
  public var firstLine: Int { min(tags.first?.location.line ?? location.line, location.line) }

  /// The last line of the rule's own part: its keyword, or the end of its description.
  public var headerLastLine: Int { location.line + descriptionLineCount(description) }

  /// The last line of the rule, its children included.
  public var lastLine: Int {
    children.map { child in
      switch child {
      case .background(let background): background.lastLine
      case .scenario(let scenario): scenario.lastLine
      }
    }.max() ?? headerLastLine
  }
}

extension Background {
  /// The last line of the background's own part: its keyword, or the end of its description.
  public var headerLastLine: Int { location.line + descriptionLineCount(description) }

  /// The last line of the background, its steps included.
  public var lastLine: Int { steps.map(\.lastLine).max() ?? headerLastLine }
}

extension Scenario {
  /// The first line of the scenario: its first tag, or its keyword.
  public var firstLine: Int { min(tags.first?.location.line ?? location.line, location.line) }

  /// The last line of the scenario's own part: its keyword, or the end of its description.
  public var headerLastLine: Int { location.line + descriptionLineCount(description) }

  /// The last line of the scenario, its steps and examples included.
  public var lastLine: Int {
    var last = headerLastLine
    for step in steps { last = max(last, step.lastLine) }
    for table in examples { last = max(last, table.lastLine) }
    return last
  }
}

extension Examples {
  /// The first line of the examples: its first tag, or its keyword.
  public var firstLine: Int { min(tags.first?.location.line ?? location.line, location.line) }

  /// The last line of the examples, its table included.
  public var lastLine: Int {
    max(
      location.line + descriptionLineCount(description),
      tableBody.last?.location.line ?? tableHeader?.location.line ?? 0)
  }
}

extension Step {
  /// The last line the step occupies, its argument included.
  public var lastLine: Int {
    var last = location.line
    if let docString {
      let contentLines = docString.content.split(separator: "\n", omittingEmptySubsequences: false)
      last = max(last, docString.location.line + contentLines.count + 1)
    }
    if let row = dataTable?.rows.last {
      last = max(last, row.location.line)
    }
    return last
  }
}

private func descriptionLineCount(_ description: String) -> Int {
  description.isEmpty
    ? 0 : description.split(separator: "\n", omittingEmptySubsequences: false).count
}
