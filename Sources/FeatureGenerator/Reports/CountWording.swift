import Diagnostics

/// The closing lines of the text and GitHub reports, with counts in the right number.
enum CountWording {
  /// `1 drift item`, `2 drift items`.
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }

  /// `in sync: 12 generated files match the criteria`, or
  /// `2 drift items in 2 of 12 generated files; to regenerate: …`.
  static func summary(_ result: CheckResult) -> String {
    if result.inSync {
      return "in sync: \(count(result.filesChecked.count, "generated file")) "
        + (result.filesChecked.count == 1 ? "matches" : "match") + " the criteria"
    }
    return "\(drift(result)); to regenerate: \(result.fixCommand)"
  }

  /// `1 step outside the step vocabulary, 1 step that matches several phrases`, or nil when
  /// every step of the generated parts matches exactly one phrase.
  static func stepFindings(_ findings: [Diagnostic]) -> String? {
    guard !findings.isEmpty else { return nil }
    let outside = findings.filter { $0.rule == CommittedStepAudit.outsideRule }.count
    var parts: [String] = []
    if outside > 0 { parts.append(count(outside, "step") + " outside the step vocabulary") }
    let ambiguous = findings.count - outside
    if ambiguous > 0 {
      parts.append(
        count(ambiguous, "step") + (ambiguous == 1 ? " that matches" : " that match")
          + " several phrases")
    }
    return parts.joined(separator: ", ") + " (the phrases: a11y-gherkin steps)"
  }

  /// `2 drift items in 2 of 12 generated files`.
  static func drift(_ result: CheckResult) -> String {
    "\(count(result.items.count, "drift item")) in \(result.driftedFiles.count) of "
      + count(result.filesChecked.count, "generated file")
  }

  /// `check could not run: 2 errors, 1 warning`.
  static func invalid(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    var parts = [count(errors, "error")]
    if warnings > 0 { parts.append(count(warnings, "warning")) }
    return "check could not run: " + parts.joined(separator: ", ")
  }
}
