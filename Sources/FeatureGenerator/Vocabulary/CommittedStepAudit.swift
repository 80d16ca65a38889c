import A11yCriteria
import Diagnostics
import Foundation
import Gherkin
import Synchronization

/// Matches the steps of the generated parts of a committed feature file against the step
/// vocabulary, so that `check` notices a step the exported step definitions cannot run.
///
/// Generated parts are the backgrounds of the feature and of generated rules, and every
/// scenario with a `@criterion:` tag. A team's hand-written scenarios (no `@criterion:` tag,
/// including those tagged `@criterion-override:`) and rules are exempt: the team writes the
/// step definitions for them. Outline steps are matched once per Examples row, with the
/// row's values in place, as a runner sees them; a step is reported once, at its line and
/// column, with the first text that does not match exactly one phrase.
public struct CommittedStepAudit: Sendable {
  /// The rule of a step that matches no phrase of the vocabulary.
  public static let outsideRule = "step-outside-vocabulary"
  /// The rule of a step that matches several phrases.
  public static let ambiguousRule = "ambiguous-step"

  /// Each rule with a short title and what it means, for the reports.
  public static let rules: [(id: String, title: String, summary: String)] = [
    (
      outsideRule, "step outside the vocabulary",
      "A step of a generated scenario or background matches no phrase of the step vocabulary, so no exported step definition runs it."
    ),
    (
      ambiguousRule, "ambiguous step",
      "A step of a generated scenario or background matches several phrases of the step vocabulary."
    ),
  ]

  public let vocabulary: StepVocabulary
  /// `.warning`, or `.error` for a project whose configuration says `strictVocabulary`.
  public var severity: Diagnostic.Severity
  /// The phrases each step text matched, shared by every copy of the audit (and so by every
  /// file a check reads, in parallel): generated files repeat the same steps many times.
  private let matches = MatchCache()

  private final class MatchCache: Sendable {
    let phrases = Mutex<[String: [Int]]>([:])
  }

  public init(vocabulary: StepVocabulary, severity: Diagnostic.Severity = .warning) {
    self.vocabulary = vocabulary
    self.severity = severity
  }

  /// The steps of `document`'s generated parts that match no phrase or several.
  ///
  /// - Parameters:
  ///   - path: The file as reports name it.
  ///   - source: The file's text, for the line under each finding.
  public func findings(in document: GherkinDocument, path: String, source: String)
    -> [Diagnostic]
  {
    findings(in: Self.generatedParts(of: document), path: path, source: source)
  }

  /// The same for a file this tool wrote (its header and content hash say so), read without
  /// parsing it when it is in the canonical portable layout, which costs far less; any other
  /// layout is parsed.
  ///
  /// - Throws: ``DiagnosticsError`` when the file has to be parsed and does not parse.
  public func findings(inGenerated source: String, path: String) throws(DiagnosticsError)
    -> [Diagnostic]
  {
    guard let parts = CanonicalStepScanner.generatedParts(of: source) else {
      let document = try FeatureGenerator.parse(source, path: path)
      return findings(in: Self.generatedParts(of: document), path: path, source: source)
    }
    return findings(in: parts, path: path, source: source)
  }

  private func findings(in parts: [GeneratedPart], path: String, source: String) -> [Diagnostic] {
    var lines: SourceText?
    var findings: [Diagnostic] = []
    for part in parts {
      for step in part.steps {
        let texts =
          part.examples.isEmpty
          ? [step.text]
          : part.examples.flatMap { table in
            table.rows.lazy.map { table.placeholders.filled(step.text, values: $0) }
          }
        for text in texts {
          guard let message = problem(step.keyword + text, text: text, owner: part.owner) else {
            continue
          }
          let sourceText = lines ?? SourceText(source)
          lines = sourceText
          findings.append(
            Diagnostic(
              severity, path: path, location: step.location, message: message.text,
              sourceLine: sourceText.line(step.location.line), rule: message.rule))
          break
        }
      }
    }
    return findings
  }

  /// A background or a generated scenario: its steps, and the Examples rows of an outline
  /// as (column, value) pairs.
  struct GeneratedPart: Equatable {
    struct PartStep: Equatable {
      var location: SourceLocation
      var keyword: String
      var text: String
    }

    var owner: String
    var steps: [PartStep] = []
    var examples: [ExampleTable] = []

    /// An Examples table: its columns, and the values of each row.
    struct ExampleTable: Equatable {
      var placeholders: OutlinePlaceholders
      var rows: [[String]] = []
    }
  }

  /// The backgrounds and generated scenarios of a parsed file, in file order.
  static func generatedParts(of document: GherkinDocument) -> [GeneratedPart] {
    guard let feature = document.feature else { return [] }
    var parts: [GeneratedPart] = []
    func steps(_ steps: [Step]) -> [GeneratedPart.PartStep] {
      steps.map { .init(location: $0.location, keyword: $0.keyword, text: $0.text) }
    }
    func add(_ background: Background) {
      parts.append(GeneratedPart(owner: backgroundOwner, steps: steps(background.steps)))
    }
    func add(_ scenario: Scenario) {
      guard let id = GeneratorTags.criterionID(of: scenario.tags) else { return }
      let tables = scenario.examples.compactMap { examples -> GeneratedPart.ExampleTable? in
        guard let header = examples.tableHeader, !examples.tableBody.isEmpty else { return nil }
        return GeneratedPart.ExampleTable(
          placeholders: OutlinePlaceholders(columns: header.cells.map(\.value)),
          rows: examples.tableBody.map { $0.cells.map(\.value) })
      }
      parts.append(
        GeneratedPart(owner: scenarioOwner(id), steps: steps(scenario.steps), examples: tables))
    }
    for child in feature.children {
      switch child {
      case .background(let background): add(background)
      case .scenario(let scenario): add(scenario)
      case .rule(let rule) where !NodeKey.isTeams(rule):
        for child in rule.children {
          switch child {
          case .background(let background): add(background)
          case .scenario(let scenario): add(scenario)
          }
        }
      case .rule: continue
      }
    }
    return parts
  }

  static let backgroundOwner = "the background"

  static func scenarioOwner(_ criterion: String) -> String {
    "the scenario of " + criterion
  }

  /// The message and rule for a step text that does not match exactly one phrase.
  private func problem(_ step: String, text: String, owner: String) -> (
    text: String, rule: String
  )? {
    let found: [Int]
    if let cached = matches.phrases.withLock({ $0[text] }) {
      found = cached
    } else {
      found = vocabulary.matches(text)
      matches.phrases.withLock { $0[text] = found }
    }
    switch found.count {
    case 1: return nil
    case 0:
      return (
        "the step '\(step)' in \(owner) matches no phrase of the step vocabulary, so no exported step definition runs it",
        Self.outsideRule
      )
    default:
      let phrases = found.map { "'\(vocabulary.phrases[$0].expression.source)'" }
      return (
        "the step '\(step)' in \(owner) matches \(found.count) phrases of the step vocabulary: "
          + phrases.joined(separator: ", "),
        Self.ambiguousRule
      )
    }
  }
}
