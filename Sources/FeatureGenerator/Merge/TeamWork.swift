import Diagnostics
import Gherkin

/// What a team added to a committed feature file, read from it once: everything check
/// ignores, so that generate keeps it.
///
/// - Hand-written scenarios (no `@criterion:` tag), each with the generated criterion it came
///   after (nil: before every generated scenario), and hand-written rules.
/// - Tags added to the feature, to generated scenarios, rules and Examples.
/// - Descriptions under Examples, a background or a generated rule, where the templates write
///   none.
struct TeamWork: Equatable {
  struct KeptScenario: Equatable {
    var scenario: Scenario
    var after: String?
  }

  /// What was added to a node the generator owns.
  struct Additions: Equatable {
    var tags: [Tag] = []
    var name = ""
    var description = ""
  }

  var scenarios: [KeptScenario] = []
  var rules: [Rule] = []
  var featureTags: [Tag] = []
  var scenarioTags: [String: [Tag]] = [:]
  /// By criterion, then by position of the Examples in the outline.
  var examples: [String: [Int: Additions]] = [:]
  /// By rule name (nil: the feature's background).
  var backgrounds: [String?: Additions] = [:]
  var generatedRules: [String: Additions] = [:]

  /// Reads the team's work from `committed`.
  ///
  /// - Parameter generatedIDs: The criteria the regenerated file has scenarios for; a
  ///   hand-written scenario that followed one that is gone goes with the one before it.
  init(committed: Feature, generatedIDs: Set<String>) {
    featureTags = committed.tags.filter { !GeneratorTags.isFeatureTag($0.name) }
    var after: String?
    func read(_ scenario: Scenario) {
      guard let id = GeneratorTags.criterionID(of: scenario.tags) else {
        scenarios.append(KeptScenario(scenario: scenario, after: after))
        return
      }
      if generatedIDs.contains(id) { after = id }
      let tags = scenario.tags.filter { !GeneratorTags.isScenarioTag($0.name) }
      if !tags.isEmpty { scenarioTags[id, default: []] += tags }
      for (index, table) in scenario.examples.enumerated()
      where !table.tags.isEmpty || !table.description.isEmpty {
        examples[id, default: [:]][index] = Additions(
          tags: table.tags, description: table.description)
      }
    }
    func read(_ background: Background, rule: String?) {
      backgrounds[rule] = Additions(name: background.name, description: background.description)
    }
    for child in committed.children {
      switch child {
      case .background(let background): read(background, rule: nil)
      case .scenario(let scenario): read(scenario)
      case .rule(let rule):
        guard !NodeKey.isTeams(rule) else {
          rules.append(rule)
          continue
        }
        generatedRules[rule.name] = Additions(tags: rule.tags, description: rule.description)
        for child in rule.children {
          switch child {
          case .background(let background): read(background, rule: rule.name)
          case .scenario(let scenario): read(scenario)
          }
        }
      }
    }
  }

  // MARK: - Applying it to a generated feature

  /// `feature` with the tags and descriptions the team added to its nodes.
  func addingToGeneratedNodes(_ feature: Feature) -> Feature {
    var feature = feature
    feature.tags = Self.tags(featureTags, to: feature.tags, at: feature.location)
    feature.children = feature.children.map { child -> FeatureChild in
      switch child {
      case .background(let background): return .background(adding(to: background, rule: nil))
      case .scenario(let scenario): return .scenario(adding(to: scenario))
      case .rule(var rule):
        if let additions = generatedRules[rule.name] {
          rule.tags = Self.tags(additions.tags, to: rule.tags, at: rule.location)
          if rule.description.isEmpty { rule.description = additions.description }
        }
        let name = rule.name
        rule.children = rule.children.map { child in
          switch child {
          case .background(let background): .background(adding(to: background, rule: name))
          case .scenario(let scenario): .scenario(adding(to: scenario))
          }
        }
        return .rule(rule)
      }
    }
    return feature
  }

  private func adding(to background: Background, rule: String?) -> Background {
    var background = background
    guard let additions = backgrounds[rule] else { return background }
    if background.name.isEmpty { background.name = additions.name }
    if background.description.isEmpty { background.description = additions.description }
    return background
  }

  private func adding(to scenario: Scenario) -> Scenario {
    guard let id = GeneratorTags.criterionID(of: scenario.tags) else { return scenario }
    var scenario = scenario
    scenario.tags = Self.tags(scenarioTags[id] ?? [], to: scenario.tags, at: scenario.location)
    for (index, additions) in examples[id] ?? [:] where index < scenario.examples.count {
      var examples = scenario.examples[index]
      examples.tags = Self.tags(additions.tags, to: examples.tags, at: examples.location)
      if examples.description.isEmpty { examples.description = additions.description }
      scenario.examples[index] = examples
    }
    return scenario
  }

  /// `tags` followed by those of `added` it lacks, on the line of its tags (or above `node`).
  private static func tags(_ added: [Tag], to tags: [Tag], at node: SourceLocation) -> [Tag] {
    let line = tags.last?.location.line ?? node.line - 1
    var result = tags
    for tag in added where !result.contains(where: { $0.name == tag.name }) {
      var moved = tag
      moved.location = SourceLocation(line: line, column: tag.location.column)
      result.append(moved)
    }
    return result
  }

  // MARK: - Placing the hand-written nodes

  /// `feature` with the hand-written scenarios after the generated scenario they followed
  /// (those that came first before the first generated scenario or rule), and the
  /// hand-written rules at the end.
  func insertingHandWrittenNodes(into feature: Feature) -> Feature {
    var feature = feature
    let leading = scenarios.filter { $0.after == nil }.map { FeatureChild.scenario($0.scenario) }
    var children: [FeatureChild] = []
    var leadingPlaced = leading.isEmpty
    for child in feature.children {
      switch child {
      case .background:
        children.append(child)
      case .scenario(let scenario):
        if !leadingPlaced {
          children += leading
          leadingPlaced = true
        }
        children.append(child)
        children += following(scenario).map(FeatureChild.scenario)
      case .rule(var rule):
        if !leadingPlaced {
          children += leading
          leadingPlaced = true
        }
        rule.children = rule.children.flatMap { child -> [RuleChild] in
          guard case .scenario(let scenario) = child else { return [child] }
          return [child] + following(scenario).map(RuleChild.scenario)
        }
        children.append(.rule(rule))
      }
    }
    if !leadingPlaced { children += leading }
    feature.children = children + rules.map(FeatureChild.rule)
    return feature
  }

  /// The hand-written scenarios that followed the generated one.
  private func following(_ scenario: Scenario) -> [Scenario] {
    guard let id = GeneratorTags.criterionID(of: scenario.tags) else { return [] }
    return scenarios.filter { $0.after == id }.map(\.scenario)
  }
}
