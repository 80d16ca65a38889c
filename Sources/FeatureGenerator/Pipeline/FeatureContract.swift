import A11yCriteria
import Diagnostics
import Gherkin
import JSON

/// What every generated feature file must be, whatever its templates: the tags check and merge
/// key on, one scenario per applicable criterion, and (by default) the portable dialect.
///
/// Problems that come from a criterion's text (a comma in a scenario name) point at the text in
/// the criteria file; the others at the generated line.
struct FeatureContract {
  let target: GenerationTarget
  let dialect: Dialect
  /// Where problems in the generated text are reported.
  let generatedPath: String
  let generatedText: String

  func check(_ document: GherkinDocument) -> [Diagnostic] {
    var check = Check(contract: self)
    check.run(document)
    return check.problems
  }

  /// One pass over a document, collecting problems.
  private struct Check {
    let contract: FeatureContract
    var problems: [Diagnostic] = []
    var seen: Set<String> = []
    /// Where each criterion that applies stands in the component, by id: looked up once per
    /// scenario, so a component with thousands of criteria is checked in linear time.
    let applying: [String: Int]

    init(contract: FeatureContract) {
      self.contract = contract
      let criteria = contract.target.component.criteria
      applying = Dictionary(
        contract.target.criterionIndices.map { (criteria[$0].id, $0) },
        uniquingKeysWith: { first, _ in first })
    }

    private var target: GenerationTarget { contract.target }

    mutating func run(_ document: GherkinDocument) {
      guard let feature = document.feature else {
        problems.append(
          Diagnostic(path: contract.generatedPath, message: "the templates produced no Feature"))
        return
      }
      if feature.language != "en" {
        problem(
          "generated files use English keywords; remove the '# language:' line",
          at: feature.location)
      }
      let featureTags = Set(feature.tags.map(\.name))
      for tag in target.featureTags where !featureTags.contains(tag) {
        problem("the Feature must carry the tag \(tag)", at: feature.location)
      }
      checkName(feature.name, keyword: feature.keyword, at: feature.location)
      for child in feature.children {
        switch child {
        case .background: break
        case .scenario(let scenario):
          checkScenario(scenario)
        case .rule(let rule):
          if contract.dialect == .portable {
            problem("the portable dialect has no 'Rule:' (use --dialect modern)", at: rule.location)
          }
          checkName(rule.name, keyword: rule.keyword, at: rule.location)
          for case .scenario(let scenario) in rule.children {
            checkScenario(scenario)
          }
        }
      }
      for index in target.criterionIndices {
        let id = target.component.criteria[index].id
        guard !seen.contains(id) else { continue }
        problem(
          "no scenario carries @criterion:\(id); every criterion that applies needs one",
          at: feature.location)
      }
    }

    private mutating func checkScenario(_ scenario: Scenario) {
      guard let id = GeneratorTags.criterionID(of: scenario.tags) else {
        problem("every generated scenario needs a @criterion: tag", at: scenario.location)
        return
      }
      guard let index = applying[id] else {
        problem("@criterion:\(id) is not a criterion that applies here", at: scenario.location)
        return
      }
      if !seen.insert(id).inserted {
        problem("a second scenario for @criterion:\(id)", at: scenario.location)
      }
      let wcag = scenario.tags.filter { $0.name.hasPrefix(GeneratorTags.wcagPrefix) }
        .map { String($0.name.dropFirst(GeneratorTags.wcagPrefix.count)) }
      let expectedWCAG = target.component.criteria[index].wcag
      if wcag != expectedWCAG {
        let expected = expectedWCAG.map { GeneratorTags.wcagPrefix + $0 }.joined(
          separator: " ")
        problem("@criterion:\(id) must carry the tags \(expected)", at: scenario.location)
      }
      let runTags = scenario.tags.map(\.name).filter(GeneratorTags.runTags.contains)
      if runTags.count != 1 {
        problem(
          "@criterion:\(id) must carry exactly one of the tags @manual and @automatable",
          at: scenario.location)
      }
      if scenario.examples.count > 1 {
        problem(
          "the portable dialect allows one Examples table per outline",
          at: scenario.examples[1].location)
      }
      if scenario.name.utf8.contains(UInt8(ascii: ",")) {
        // The name comes from the criterion's title: point there.
        let resolved = target.component.criteria[index].resolvedWording(
          experience: target.experience.id, platform: target.platform.id)
        let path = resolved.path(
          of: .title, criterionPath: JSONPath.root.appending("criteria").appending(index))
        problems.append(
          target.component.source.diagnostic(
            "the scenario name '\(scenario.name)' has a comma, which cucumber-android rejects; reword the title",
            at: path))
      }
    }

    private mutating func checkName(_ name: String, keyword: String, at location: SourceLocation) {
      if name.utf8.contains(UInt8(ascii: ",")) {
        problem(
          "the \(keyword) name '\(name)' has a comma, which cucumber-android rejects", at: location)
      }
    }

    private mutating func problem(_ message: String, at location: SourceLocation) {
      problems.append(
        Diagnostic.error(
          message, path: contract.generatedPath, at: location, in: contract.generatedText))
    }
  }
}
