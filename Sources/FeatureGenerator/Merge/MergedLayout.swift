import Diagnostics
import Gherkin

/// Gives a merged feature fresh line numbers in printing order, with room before each node
/// for the comments that go there: the printer places a comment before the first node that
/// starts after it, so lines in order are all it needs to put every comment where it belongs.
struct MergedLayout {
  let before: [NodeKey: [Comment]]
  let after: [Comment]

  private var line = 1
  private var comments: [Comment] = []

  /// - Parameters:
  ///   - before: The comments to print before each node.
  ///   - after: The comments to print after every node.
  init(before: [NodeKey: [Comment]], after: [Comment]) {
    self.before = before
    self.after = after
  }

  /// The document: `feature` laid out again, with the comments.
  static func document(
    _ feature: Feature, before: [NodeKey: [Comment]], after: [Comment]
  ) -> GherkinDocument {
    var layout = MergedLayout(before: before, after: after)
    let feature = layout.feature(feature)
    layout.place(layout.after)
    return GherkinDocument(feature: feature, comments: layout.comments)
  }

  // MARK: - Nodes, in printing order

  private mutating func feature(_ feature: Feature) -> Feature {
    var feature = NodeMapper.shifting(by: start(.feature, at: feature.firstLine)).header(
      of: feature)
    line = feature.headerLastLine + 1
    feature.children = feature.children.map { child in
      switch child {
      case .background(let value): .background(background(value, rule: nil, team: false))
      case .scenario(let value): .scenario(scenario(value, team: false))
      case .rule(let value): .rule(rule(value))
      }
    }
    return feature
  }

  private mutating func rule(_ rule: Rule) -> Rule {
    let team = NodeKey.isTeams(rule)
    var rule = NodeMapper.shifting(by: start(NodeKey.key(of: rule), at: rule.firstLine))
      .header(of: rule)
    line = rule.headerLastLine + 1
    rule.children = rule.children.map { child in
      switch child {
      case .background(let value): .background(background(value, rule: rule.name, team: team))
      case .scenario(let value): .scenario(scenario(value, team: team))
      }
    }
    return rule
  }

  private mutating func background(_ background: Background, rule: String?, team: Bool)
    -> Background
  {
    let keys = NodeKey.keys(of: background, rule: rule, team: team)
    var background = NodeMapper.shifting(by: start(keys.background, at: background.location.line))
      .header(of: background)
    line = background.headerLastLine + 1
    background.steps = zip(keys.steps, background.steps).map { step($0.1, key: $0.0) }
    return background
  }

  private mutating func scenario(_ scenario: Scenario, team: Bool) -> Scenario {
    let keys = NodeKey.keys(of: scenario, team: team)
    var scenario = NodeMapper.shifting(by: start(keys.scenario, at: scenario.firstLine))
      .header(of: scenario)
    line = scenario.headerLastLine + 1
    scenario.steps = zip(keys.steps, scenario.steps).map { step($0.1, key: $0.0) }
    scenario.examples = zip(keys.examples, scenario.examples).map { key, examples in
      let moved = NodeMapper.shifting(by: start(key, at: examples.firstLine)).examples(examples)
      line = moved.lastLine + 1
      return moved
    }
    return scenario
  }

  private mutating func step(_ step: Step, key: NodeKey) -> Step {
    let moved = NodeMapper.shifting(by: start(key, at: step.location.line)).step(step)
    line = moved.lastLine + 1
    return moved
  }

  // MARK: - Lines

  /// Places the comments that go before `key`, and returns how far a node starting at
  /// `firstLine` must move to start on the next line.
  private mutating func start(_ key: NodeKey, at firstLine: Int) -> Int {
    place(before[key] ?? [])
    return line - firstLine
  }

  private mutating func place(_ placed: [Comment]) {
    for comment in placed {
      comments.append(
        Comment(
          location: SourceLocation(line: line, column: comment.location.column), text: comment.text)
      )
      line += 1
    }
  }
}
