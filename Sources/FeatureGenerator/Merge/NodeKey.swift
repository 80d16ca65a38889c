import Gherkin

/// What a node of a feature is, in terms that hold in both the committed file and its
/// regenerated version: the generator's nodes by criterion, rule name and position, the
/// team's by the parser id they keep through a merge. A comment goes with the node it came
/// before, found again by this key.
enum NodeKey: Hashable {
  case feature
  /// The generated background of the feature (rule nil) or of a generated rule.
  case background(rule: String?)
  case backgroundStep(rule: String?, index: Int)
  case generatedRule(String)
  /// A generated scenario, by its `@criterion:` id.
  case criterion(String)
  case criterionStep(String, index: Int)
  case criterionExamples(String, index: Int)
  /// A node of the team's (a hand-written scenario or rule, or a part of one), by parser id.
  case team(Int)

  /// One node in document order, with the key it goes by and the line it starts on.
  struct Visit: Equatable {
    var key: NodeKey
    var line: Int
  }

  /// Every keyed node of `feature` in document order: the nodes before which the printer
  /// places comments (feature, rule, background, scenario, examples, step).
  static func walk(_ feature: Feature) -> [Visit] {
    var visits = [Visit(key: .feature, line: feature.location.line)]
    for child in feature.children {
      switch child {
      case .background(let background):
        walk(background, rule: nil, team: false, into: &visits)
      case .scenario(let scenario):
        walk(scenario, team: false, into: &visits)
      case .rule(let rule):
        let team = isTeams(rule)
        visits.append(Visit(key: key(of: rule), line: rule.location.line))
        for child in rule.children {
          switch child {
          case .background(let background):
            walk(background, rule: rule.name, team: team, into: &visits)
          case .scenario(let scenario):
            walk(scenario, team: team, into: &visits)
          }
        }
      }
    }
    return visits
  }

  /// A rule is the team's when none of its scenarios is generated.
  static func isTeams(_ rule: Rule) -> Bool {
    !rule.scenarios.contains { GeneratorTags.criterionID(of: $0.tags) != nil }
  }

  /// The keys of a background and of its steps.
  static func keys(of background: Background, rule: String?, team: Bool) -> (
    background: NodeKey, steps: [NodeKey]
  ) {
    guard !team else { return (.team(background.id), background.steps.map { .team($0.id) }) }
    return (
      .background(rule: rule),
      background.steps.indices.map { .backgroundStep(rule: rule, index: $0) }
    )
  }

  /// The keys of a scenario, of its steps and of its examples.
  static func keys(of scenario: Scenario, team: Bool) -> (
    scenario: NodeKey, steps: [NodeKey], examples: [NodeKey]
  ) {
    guard !team, let id = GeneratorTags.criterionID(of: scenario.tags) else {
      return (
        .team(scenario.id), scenario.steps.map { .team($0.id) },
        scenario.examples.map { .team($0.id) }
      )
    }
    return (
      .criterion(id), scenario.steps.indices.map { .criterionStep(id, index: $0) },
      scenario.examples.indices.map { .criterionExamples(id, index: $0) }
    )
  }

  /// The key of a rule.
  static func key(of rule: Rule) -> NodeKey {
    isTeams(rule) ? .team(rule.id) : .generatedRule(rule.name)
  }

  private static func walk(
    _ background: Background, rule: String?, team: Bool, into visits: inout [Visit]
  ) {
    let keys = keys(of: background, rule: rule, team: team)
    visits.append(Visit(key: keys.background, line: background.location.line))
    for (key, step) in zip(keys.steps, background.steps) {
      visits.append(Visit(key: key, line: step.location.line))
    }
  }

  private static func walk(_ scenario: Scenario, team: Bool, into visits: inout [Visit]) {
    let keys = keys(of: scenario, team: team)
    visits.append(Visit(key: keys.scenario, line: scenario.location.line))
    for (key, step) in zip(keys.steps, scenario.steps) {
      visits.append(Visit(key: key, line: step.location.line))
    }
    for (key, examples) in zip(keys.examples, scenario.examples) {
      visits.append(Visit(key: key, line: examples.location.line))
    }
  }
}
