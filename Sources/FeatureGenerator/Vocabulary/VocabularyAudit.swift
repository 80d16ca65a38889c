import A11yCriteria
import Diagnostics
import Foundation
import Gherkin
import JSON

/// Matches every generated step against the step vocabulary: how many steps use each phrase,
/// and a warning at the criterion's place in its criteria file for each step that matches no
/// phrase or more than one.
///
/// Outline steps are matched once per Examples row, with the row's values in place, as a
/// runner sees them.
public struct VocabularyAudit: Sendable {
  public let vocabulary: StepVocabulary
  /// Generated steps per phrase, in the vocabulary's order.
  public private(set) var uses: [Int]
  /// All generated steps matched.
  public private(set) var steps = 0
  /// Steps outside the vocabulary or matching several phrases, located at their criterion.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The phrases each step text matched: the targets of a component repeat most steps.
  private var matched: [String: [Int]] = [:]
  /// The criteria of the component last audited, by id.
  private var criterionIndex: (component: String, index: [String: Int])?

  public init(vocabulary: StepVocabulary) {
    self.vocabulary = vocabulary
    uses = Array(repeating: 0, count: vocabulary.phrases.count)
  }

  /// Audits the generated steps of every target.
  public mutating func audit(_ targets: [RenderedTarget]) {
    for target in targets { audit(target) }
  }

  /// The problems as errors, for a project that keeps its vocabulary strict.
  public var errors: [Diagnostic] {
    diagnostics.map { diagnostic in
      var error = diagnostic
      error.severity = .error
      return error
    }
  }

  /// Audits one target, and returns its own problems (each once, whether or not an earlier
  /// target had it too).
  @discardableResult
  public mutating func audit(_ target: RenderedTarget) -> [Diagnostic] {
    targetDiagnostics = []
    auditFeature(target)
    return targetDiagnostics
  }

  /// The problems of the target being audited.
  private var targetDiagnostics: [Diagnostic] = []

  private mutating func auditFeature(_ target: RenderedTarget) {
    guard let feature = target.document.feature else { return }
    let component = target.target.component
    if criterionIndex?.component != component.id {
      criterionIndex = (
        component.id,
        Dictionary(
          component.criteria.enumerated().map { ($1.id, $0) },
          uniquingKeysWith: { first, _ in first })
      )
    }
    for child in feature.children {
      switch child {
      case .background(let background): audit(background, of: target.target)
      case .scenario(let scenario): audit(scenario, in: target.target)
      case .rule(let rule):
        for child in rule.children {
          switch child {
          case .background(let background): audit(background, of: target.target)
          case .scenario(let scenario): audit(scenario, in: target.target)
          }
        }
      }
    }
  }

  /// A background's steps come from the templates, then the component's `background`, then
  /// the experience's: a step is located at its own entry, counted from the end.
  private mutating func audit(_ background: Background, of target: GenerationTarget) {
    let component = target.component
    let steps = background.steps
    let root = JSONPath.root.appending("background")
    let experienceIndex = component.experiences.firstIndex { $0.id == target.experience.id }
    let own = target.experience.background.count
    let shared = component.background.count
    for (index, step) in steps.enumerated() {
      check(step.text, component: component) {
        let fromEnd = steps.count - index
        if fromEnd <= own, let experienceIndex {
          return [
            JSONPath.root.appending("experiences").appending(experienceIndex)
              .appending("background").appending(own - fromEnd), root,
          ]
        }
        if fromEnd <= own + shared { return [root.appending(own + shared - fromEnd), root] }
        return [root]
      }
    }
  }

  private mutating func audit(_ scenario: Scenario, in target: GenerationTarget) {
    let component = target.component
    let id = GeneratorTags.criterionID(of: scenario.tags)
    let index = id.flatMap { criterionIndex?.index[$0] }
    let criterionPath = index.map { JSONPath.root.appending("criteria").appending($0) } ?? .root
    // Each step points at its own text in the criteria file when the scenario's steps are the
    // wording's (given, when, then, in order); a standard criterion's text is not in the file,
    // so those point at the criterion. Worked out only for a step with a problem.
    func paths(ofStep step: Int) -> [JSONPath] {
      guard let index else { return [criterionPath] }
      let resolved = component.criteria[index].resolvedWording(
        experience: target.experience.id, platform: target.platform.id)
      let wording = resolved.wording
      guard wording.given.count + 1 + wording.then.count == scenario.steps.count else {
        return [criterionPath]
      }
      let (part, offset): (WordingPart, Int?) =
        step < wording.given.count
        ? (.given, step)
        : step == wording.given.count ? (.when, nil) : (.then, step - wording.given.count - 1)
      let path = resolved.path(of: part, criterionPath: criterionPath)
      return (offset.map { [path.appending($0)] } ?? []) + [path, criterionPath]
    }
    for texts in Self.expandedRows(scenario) {
      for (step, text) in texts.enumerated() {
        check(text, component: component) { paths(ofStep: step) }
      }
    }
  }

  /// The step texts of a scenario, once per Examples row with the row's values in place (one
  /// list of the steps as written when there are no rows).
  static func expandedRows(_ scenario: Scenario) -> [[String]] {
    let tables = scenario.examples.compactMap { examples -> [[String]]? in
      guard let header = examples.tableHeader else { return nil }
      let placeholders = OutlinePlaceholders(columns: header.cells.map(\.value))
      return examples.tableBody.map { row in
        let values = row.cells.map(\.value)
        return scenario.steps.map { placeholders.filled($0.text, values: values) }
      }
    }
    let rows = tables.flatMap { $0 }
    return rows.isEmpty ? [scenario.steps.map(\.text)] : rows
  }

  /// The step texts of a scenario, once per Examples row with the row's values in place.
  public static func expandedSteps(_ scenario: Scenario) -> [String] { expanded(scenario) }

  static func expanded(_ scenario: Scenario) -> [String] {
    expandedRows(scenario).flatMap { $0 }
  }

  private mutating func check(
    _ text: String, component: Component, at paths: () -> [JSONPath]
  ) {
    steps += 1
    let matches: [Int]
    if let known = matched[text] {
      matches = known
    } else {
      matches = vocabulary.matches(text)
      matched[text] = matches
    }
    if matches.count == 1 {
      uses[matches[0]] += 1
      return
    }
    var diagnostic = component.source.diagnostic(
      matches.isEmpty
        ? "the step '\(text)' matches no phrase of the step vocabulary"
        : "the step '\(text)' matches \(matches.count) phrases of the step vocabulary: "
          + matches.map { "'\(vocabulary.phrases[$0].expression.source)'" }.joined(
            separator: ", "),
      atFirstOf: paths())
    diagnostic.severity = .warning
    if !targetDiagnostics.contains(diagnostic) { targetDiagnostics.append(diagnostic) }
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }
}
