import Diagnostics
import Foundation

/// The steps of a run outside the step vocabulary (or matching several phrases), each
/// distinct step text once: at the first place in the criteria it comes from, with how many
/// generated feature files use it. A component's step repeats in every experience and
/// platform, so one warning per occurrence would bury everything else a run says.
public struct DistinctStepProblems: Sendable {
  /// One per distinct step and problem, in the order first met, each saying how many
  /// generated feature files use the step.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The generated feature files with at least one such step.
  public private(set) var files = 0

  public init() {}

  /// The findings of check in committed files (see ``CommittedStepAudit``), each distinct
  /// step once, at its first line and column.
  public init(findings: [Diagnostic]) {
    var byFile: [String: Int] = [:]
    var perFile: [[Diagnostic]] = []
    for finding in findings {
      if let index = byFile[finding.path] {
        perFile[index].append(finding)
      } else {
        byFile[finding.path] = perFile.count
        perFile.append([finding])
      }
    }
    self.init(perFile: perFile)
  }

  /// - Parameter perFile: The problems of each generated feature file (as
  ///   ``VocabularyAudit/audit(_:)-(RenderedTarget)`` returns them), in catalog order.
  public init(perFile: [[Diagnostic]]) {
    var first: [String: Int] = [:]
    var uses: [Int] = []
    for problems in perFile where !problems.isEmpty {
      files += 1
      var seen: Set<Int> = []
      for problem in problems {
        let key = Self.key(of: problem)
        let index: Int
        if let known = first[key] {
          index = known
        } else {
          index = diagnostics.count
          first[key] = index
          diagnostics.append(problem)
          uses.append(0)
        }
        if seen.insert(index).inserted { uses[index] += 1 }
      }
    }
    for index in diagnostics.indices {
      diagnostics[index].message += Self.usedIn(uses[index])
    }
  }

  /// Whether no step had a problem.
  public var isEmpty: Bool { diagnostics.isEmpty }

  /// The diagnostics as errors, for a project whose vocabulary setting is `error`.
  public var errors: [Diagnostic] {
    diagnostics.map { diagnostic in
      var error = diagnostic
      error.severity = .error
      return error
    }
  }

  /// The line that ends the report, nil when there is nothing to report.
  public var summary: String? {
    guard !diagnostics.isEmpty else { return nil }
    func steps(_ count: Int) -> String {
      count == 1 ? "1 distinct step" : "\(count) distinct steps"
    }
    let outside = diagnostics.filter { $0.message.contains("matches no phrase") }.count
    let ambiguous = diagnostics.count - outside
    var parts: [String] = []
    if outside > 0 { parts.append(steps(outside) + " outside the step vocabulary") }
    if ambiguous > 0 {
      parts.append(
        steps(ambiguous) + (ambiguous == 1 ? " that matches" : " that match") + " several phrases")
    }
    let inFiles = files == 1 ? "1 generated feature file" : "\(files) generated feature files"
    return parts.joined(separator: ", ") + " in \(inFiles)"
      + " (the phrases: a11y-gherkin steps; free-form steps on purpose: \"vocabulary\": \"off\" in the configuration)"
  }

  static func usedIn(_ count: Int) -> String {
    count == 1 ? " (in 1 generated feature file)" : " (in \(count) generated feature files)"
  }

  /// The problem without the place it was found: the step's text (up to the quote that
  /// closes it, before "in the scenario of ..." or "matches") and whether it matches no
  /// phrase or several.
  static func key(of diagnostic: Diagnostic) -> String {
    let message = diagnostic.message
    let kind = message.contains("matches no phrase") ? " none" : " several"
    guard let start = message.range(of: "the step '") else { return message }
    let rest = message[start.upperBound...]
    let ends = ["' in ", "' matches "].compactMap { rest.range(of: $0)?.lowerBound }
    guard let end = ends.min() else { return message }
    return String(rest[..<end]) + kind
  }

}
