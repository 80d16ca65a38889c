import Gherkin

/// Carries what a team added to a committed feature file into its regenerated version, in
/// four steps that can be read and tested one by one:
///
/// 1. ``TeamWork``: read what the team added (everything `check` ignores): hand-written
///    scenarios and rules, tags on the feature, generated scenarios, rules and Examples, and
///    descriptions under Examples, backgrounds and generated rules where the templates write
///    none.
/// 2. ``TeamWork/addingToGeneratedNodes(_:)``: put the tags and descriptions back on the
///    regenerated nodes.
/// 3. ``TeamWork/insertingHandWrittenNodes(into:)``: put each hand-written scenario after the
///    generated scenario it followed, and hand-written rules at the end.
/// 4. ``CommentAnchors`` and ``MergedLayout``: give every node fresh lines in order, and every
///    comment the line before the node it came before (or the next one still there).
///
/// Everything else (the header, generated names, steps and tables) is the generator's.
struct FeatureMerger {
  let generated: GherkinDocument
  let committed: GherkinDocument

  func merge() -> GherkinDocument {
    guard var feature = generated.feature, let old = committed.feature else { return generated }
    // A scenario the team tagged @criterion-override:ID is their version of that criterion's:
    // it stays as theirs, and the generated one is not added beside it.
    let overridden = Set(Self.overriddenIDs(in: old))
    if !overridden.isEmpty { feature = Self.removing(overridden, from: feature) }
    let generatedIDs = Set(
      feature.allScenarios.compactMap { GeneratorTags.criterionID(of: $0.tags) })
    let work = TeamWork(committed: old, generatedIDs: generatedIDs)
    let merged = work.insertingHandWrittenNodes(into: work.addingToGeneratedNodes(feature))
    let present = Set(NodeKey.walk(merged).map(\.key))
    let comments = CommentAnchors(committed).placement(among: present)
    return MergedLayout.document(merged, before: comments.before, after: comments.after)
  }

  /// The criteria that scenarios of a feature take over with `@criterion-override:`.
  static func overriddenIDs(in feature: Feature) -> [String] {
    feature.allScenarios.compactMap { GeneratorTags.overriddenID(of: $0.tags) }
  }

  /// The feature without the generated scenarios of `criteria`.
  private static func removing(_ criteria: Set<String>, from feature: Feature) -> Feature {
    func keeps(_ scenario: Scenario) -> Bool {
      GeneratorTags.criterionID(of: scenario.tags).map { !criteria.contains($0) } ?? true
    }
    var feature = feature
    feature.children = feature.children.compactMap { child in
      switch child {
      case .background: return child
      case .scenario(let scenario): return keeps(scenario) ? child : nil
      case .rule(var rule):
        rule.children = rule.children.filter { ruleChild in
          if case .scenario(let scenario) = ruleChild { keeps(scenario) } else { true }
        }
        return .rule(rule)
      }
    }
    return feature
  }
}
