import Gherkin

/// Carries what a team added to a committed feature file into its regenerated version:
/// hand-written scenarios (those without a `@criterion:` tag) stay after the generated scenario
/// they followed, hand-written rules stay at the end, tags added to generated scenarios and to
/// the feature stay, and comments move with the hand-written scenarios they belong to.
///
/// Everything else (the header, the background, generated scenarios) is the generator's.
struct FeatureMerger {
  let generated: GherkinDocument
  let committed: GherkinDocument

  /// A scenario or rule of the committed file that the generator does not own.
  private struct Kept {
    enum Node {
      case scenario(Scenario)
      case rule(Rule)
    }
    var node: Node
    var comments: [Comment] = []
    /// The generated criterion it followed; nil when it came before every generated scenario.
    var anchor: String?

    var firstLine: Int {
      let first: Int
      switch node {
      case .scenario(let scenario): first = scenario.firstLine
      case .rule(let rule): first = rule.firstLine
      }
      return min(first, comments.first?.location.line ?? first)
    }

    var lastLine: Int {
      switch node {
      case .scenario(let scenario): scenario.lastLine
      case .rule(let rule): rule.lastLine
      }
    }

    func shifted(by delta: Int) -> Kept {
      var copy = self
      switch node {
      case .scenario(let scenario): copy.node = .scenario(scenario.shifted(by: delta))
      case .rule(let rule): copy.node = .rule(rule.shifted(by: delta))
      }
      copy.comments = comments.map { $0.shifted(by: delta) }
      return copy
    }
  }

  func merge() -> GherkinDocument {
    guard var feature = generated.feature, let old = committed.feature else { return generated }
    let generatedIDs = Set(
      Self.generatedScenarios(of: feature).compactMap { GeneratorTags.criterionID(of: $0.tags) })
    var (kept, teamTags, trailing) = collect(from: old, generatedIDs: generatedIDs)

    for tag in old.tags
    where !GeneratorTags.isFeatureTag(tag.name)
      && !feature.tags.contains(where: { $0.name == tag.name })
    {
      var added = tag
      added.location = feature.tags.last?.location ?? feature.location
      feature.tags.append(added)
    }

    // Lay the generated children out again with the kept ones among them, moving every node
    // after an insertion down so that lines stay in order for the printer.
    var offset = 0
    var cursor = feature.location.line
    var comments: [Comment] = []
    func place(_ item: Kept) -> Kept {
      let moved = item.shifted(by: cursor + 1 - item.firstLine)
      let height = item.lastLine - item.firstLine + 1
      offset += height
      cursor += height
      comments += moved.comments
      return moved
    }
    func withTeamTags(_ scenario: Scenario) -> Scenario {
      var scenario = scenario.shifted(by: offset)
      if let id = GeneratorTags.criterionID(of: scenario.tags), let extra = teamTags[id] {
        let line = scenario.tags.last?.location ?? scenario.location
        scenario.tags += extra.map { tag in
          var moved = tag
          moved.location = line
          return moved
        }
      }
      cursor = max(cursor, scenario.lastLine)
      return scenario
    }
    func keptAfter(_ anchor: String?) -> [Kept] {
      let matching = kept.filter { $0.anchor == anchor && Self.isScenario($0) }
      kept.removeAll { $0.anchor == anchor && Self.isScenario($0) }
      return matching
    }

    var children: [FeatureChild] = []
    var leadingPlaced = false
    func placeLeading() {
      guard !leadingPlaced else { return }
      leadingPlaced = true
      for item in keptAfter(nil) {
        if case .scenario(let scenario) = place(item).node { children.append(.scenario(scenario)) }
      }
    }
    for child in feature.children {
      switch child {
      case .background(let background):
        let moved = background.shifted(by: offset)
        cursor = max(cursor, moved.lastLine)
        children.append(.background(moved))
      case .scenario(let scenario):
        placeLeading()
        let moved = withTeamTags(scenario)
        children.append(.scenario(moved))
        for item in keptAfter(GeneratorTags.criterionID(of: scenario.tags)) {
          if case .scenario(let kept) = place(item).node { children.append(.scenario(kept)) }
        }
      case .rule(var rule):
        placeLeading()
        rule = Rule(
          id: rule.id, location: rule.location.shifted(by: offset),
          tags: rule.tags.map { $0.shifted(by: offset) },
          keyword: rule.keyword, name: rule.name, description: rule.description, children: [])
        cursor = max(cursor, rule.location.line)
        guard case .rule(let original) = child else { continue }
        for ruleChild in original.children {
          switch ruleChild {
          case .background(let background):
            let moved = background.shifted(by: offset)
            cursor = max(cursor, moved.lastLine)
            rule.children.append(.background(moved))
          case .scenario(let scenario):
            rule.children.append(.scenario(withTeamTags(scenario)))
            for item in keptAfter(GeneratorTags.criterionID(of: scenario.tags)) {
              if case .scenario(let kept) = place(item).node {
                rule.children.append(.scenario(kept))
              }
            }
          }
        }
        children.append(.rule(rule))
      }
    }
    placeLeading()
    // Kept rules, and scenarios whose anchor is gone with no generated scenario left to follow,
    // come last; a scenario after a rule would belong to it, so scenarios go first.
    for item in kept.sorted(by: { Self.isScenario($0) && !Self.isScenario($1) }) {
      switch place(item).node {
      case .scenario(let scenario): children.append(.scenario(scenario))
      case .rule(let rule): children.append(.rule(rule))
      }
    }
    feature.children = children
    comments += trailing.map { $0.shifted(by: cursor + 1 - (trailing.first?.location.line ?? 0)) }
    return GherkinDocument(feature: feature, comments: comments)
  }

  // MARK: - Reading the committed file

  /// The kept nodes with their comments, the team's tags by criterion, and the comments after
  /// the last node.
  private func collect(from feature: Feature, generatedIDs: Set<String>)
    -> (kept: [Kept], teamTags: [String: [Tag]], trailing: [Comment])
  {
    var kept: [Kept] = []
    var teamTags: [String: [Tag]] = [:]
    // Start lines of every node, with the index of the kept item it belongs to (nil: the
    // generator's), so that each comment can go with the node the printer puts it before.
    var starts: [(line: Int, owner: Int?)] = [(feature.location.line, nil)]
    var anchor: String?

    func scenarioStarts(_ scenario: Scenario, owner: Int?) {
      starts.append((scenario.location.line, owner))
      for step in scenario.steps { starts.append((step.location.line, owner)) }
      for examples in scenario.examples { starts.append((examples.location.line, owner)) }
    }
    func visit(_ scenario: Scenario) {
      if let id = GeneratorTags.criterionID(of: scenario.tags) {
        let extra = scenario.tags.filter { !GeneratorTags.isScenarioTag($0.name) }
        if !extra.isEmpty { teamTags[id, default: []] += extra }
        if generatedIDs.contains(id) { anchor = id }
        scenarioStarts(scenario, owner: nil)
      } else {
        kept.append(Kept(node: .scenario(scenario), anchor: anchor))
        scenarioStarts(scenario, owner: kept.count - 1)
      }
    }

    for child in feature.children {
      switch child {
      case .background(let background):
        starts.append((background.location.line, nil))
        for step in background.steps { starts.append((step.location.line, nil)) }
      case .scenario(let scenario):
        visit(scenario)
      case .rule(let rule):
        let generatedRule = Self.scenarios(of: rule).contains {
          GeneratorTags.criterionID(of: $0.tags) != nil
        }
        if generatedRule {
          starts.append((rule.location.line, nil))
          for ruleChild in rule.children {
            switch ruleChild {
            case .background(let background):
              starts.append((background.location.line, nil))
              for step in background.steps { starts.append((step.location.line, nil)) }
            case .scenario(let scenario):
              visit(scenario)
            }
          }
        } else {
          kept.append(Kept(node: .rule(rule), anchor: nil))
          let owner = kept.count - 1
          starts.append((rule.location.line, owner))
          for ruleChild in rule.children {
            switch ruleChild {
            case .background(let background):
              starts.append((background.location.line, owner))
              for step in background.steps { starts.append((step.location.line, owner)) }
            case .scenario(let scenario):
              scenarioStarts(scenario, owner: owner)
            }
          }
        }
      }
    }

    starts.sort { $0.line < $1.line }
    var trailing: [Comment] = []
    var startIndex = 0
    for comment in committed.comments.sorted(by: { $0.location < $1.location }) {
      while startIndex < starts.count, starts[startIndex].line <= comment.location.line {
        startIndex += 1
      }
      guard startIndex < starts.count else {
        trailing.append(comment)
        continue
      }
      // Comments before the Feature line are the generated header: the generator writes it anew.
      if let owner = starts[startIndex].owner, startIndex > 0 {
        kept[owner].comments.append(comment)
      }
    }
    return (kept, teamTags, trailing)
  }

  private static func isScenario(_ item: Kept) -> Bool {
    if case .scenario = item.node { true } else { false }
  }

  private static func scenarios(of rule: Rule) -> [Scenario] {
    rule.children.compactMap { child in
      if case .scenario(let scenario) = child { scenario } else { nil }
    }
  }

  static func generatedScenarios(of feature: Feature) -> [Scenario] {
    feature.children.flatMap { child -> [Scenario] in
      switch child {
      case .background: []
      case .scenario(let scenario): [scenario]
      case .rule(let rule): scenarios(of: rule)
      }
    }
  }
}
