import Diagnostics

/// Rebuilds a Gherkin tree with its locations, ids and descriptions transformed, node by node:
/// one walk over every node type, so that moving a scenario to other lines, erasing the layout
/// of a document, or comparing two documents by meaning cannot forget a node.
///
/// ```swift
/// let moved = NodeMapper(location: { SourceLocation(line: $0.line + 3, column: $0.column) })
///   .scenario(scenario)
/// ```
public struct NodeMapper {
  public var location: (SourceLocation) -> SourceLocation
  public var id: (Int) -> Int
  public var description: (String) -> String

  public init(
    location: @escaping (SourceLocation) -> SourceLocation = { $0 },
    id: @escaping (Int) -> Int = { $0 },
    description: @escaping (String) -> String = { $0 }
  ) {
    self.location = location
    self.id = id
    self.description = description
  }

  /// Moves every location `delta` lines down (up when negative).
  public static func shifting(by delta: Int) -> NodeMapper {
    NodeMapper(location: { SourceLocation(line: $0.line + delta, column: $0.column) })
  }

  public func document(_ document: GherkinDocument) -> GherkinDocument {
    GherkinDocument(
      feature: document.feature.map(feature), comments: document.comments.map(comment))
  }

  public func feature(_ feature: Feature) -> Feature {
    var feature = header(of: feature)
    feature.children = feature.children.map { child in
      switch child {
      case .background(let value): .background(background(value))
      case .scenario(let value): .scenario(scenario(value))
      case .rule(let value): .rule(rule(value))
      }
    }
    return feature
  }

  /// The feature's own lines (tags, keyword, description), its children untouched.
  public func header(of feature: Feature) -> Feature {
    var feature = feature
    feature.location = location(feature.location)
    feature.tags = feature.tags.map(tag)
    feature.description = description(feature.description)
    return feature
  }

  public func rule(_ rule: Rule) -> Rule {
    var rule = header(of: rule)
    rule.children = rule.children.map { child in
      switch child {
      case .background(let value): .background(background(value))
      case .scenario(let value): .scenario(scenario(value))
      }
    }
    return rule
  }

  /// The rule's own lines (tags, keyword, description), its children untouched.
  public func header(of rule: Rule) -> Rule {
    var rule = rule
    rule.id = id(rule.id)
    rule.location = location(rule.location)
    rule.tags = rule.tags.map(tag)
    rule.description = description(rule.description)
    return rule
  }

  public func background(_ background: Background) -> Background {
    var background = header(of: background)
    background.steps = background.steps.map(step)
    return background
  }

  /// The background's own lines (keyword, description), its steps untouched.
  public func header(of background: Background) -> Background {
    var background = background
    background.id = id(background.id)
    background.location = location(background.location)
    background.description = description(background.description)
    return background
  }

  public func scenario(_ scenario: Scenario) -> Scenario {
    var scenario = header(of: scenario)
    scenario.steps = scenario.steps.map(step)
    scenario.examples = scenario.examples.map(examples)
    return scenario
  }

  /// The scenario's own lines (tags, keyword, description), its steps and examples untouched.
  public func header(of scenario: Scenario) -> Scenario {
    var scenario = scenario
    scenario.id = id(scenario.id)
    scenario.location = location(scenario.location)
    scenario.tags = scenario.tags.map(tag)
    scenario.description = description(scenario.description)
    return scenario
  }

  public func examples(_ examples: Examples) -> Examples {
    var examples = examples
    examples.id = id(examples.id)
    examples.location = location(examples.location)
    examples.tags = examples.tags.map(tag)
    examples.description = description(examples.description)
    examples.tableHeader = examples.tableHeader.map(row)
    examples.tableBody = examples.tableBody.map(row)
    return examples
  }

  public func step(_ step: Step) -> Step {
    var step = step
    step.id = id(step.id)
    step.location = location(step.location)
    if var docString = step.docString {
      docString.location = location(docString.location)
      step.docString = docString
    }
    if var table = step.dataTable {
      table.location = location(table.location)
      table.rows = table.rows.map(row)
      step.dataTable = table
    }
    return step
  }

  public func row(_ row: TableRow) -> TableRow {
    var row = row
    row.id = id(row.id)
    row.location = location(row.location)
    row.cells = row.cells.map { cell in
      var cell = cell
      cell.location = location(cell.location)
      return cell
    }
    return row
  }

  public func tag(_ tag: Tag) -> Tag {
    var tag = tag
    tag.id = id(tag.id)
    tag.location = location(tag.location)
    return tag
  }

  public func comment(_ comment: Comment) -> Comment {
    var comment = comment
    comment.location = location(comment.location)
    return comment
  }
}
