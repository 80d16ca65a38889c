import Diagnostics

/// The report for people: each drift item with its place, what differs and why, then the
/// command that fixes it. Steps outside the step vocabulary come first, as warnings at their
/// line and column (each distinct step once), and are counted under the summary.
struct TextReport {
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    var out = ""
    let renderer = DiagnosticRenderer(colored: false)
    // Each distinct step once, with how many files use it.
    let distinct = DistinctStepProblems(findings: result.stepFindings)
    for finding in distinct.diagnostics {
      out += renderer.render(finding) + "\n"
    }
    if !out.isEmpty { out += "\n" }
    let steps = distinct.summary.map { $0 + "\n" } ?? ""
    guard !result.inSync else { return out + CountWording.summary(result) + "\n" + steps }
    for item in result.items {
      let location = paths.display(item.file) + (item.line.map { ":\($0)" } ?? "")
      var identity = [item.component, item.platform, item.experience].filter { !$0.isEmpty }.joined(
        separator: " ")
      if let criterion = item.criterion { identity += " " + criterion }
      // The index belongs to no component.
      let bracketed = identity.isEmpty ? "" : " [\(identity)]"
      out += "\(location): \(item.kind.title)\(bracketed): \(item.message)\n"
      for line in item.details {
        // Texts of several lines (a step with a table) stay aligned under their label.
        let label = line.prefix { $0 != ":" }.count + 2
        out +=
          "  "
          + line.replacingOccurrences(of: "\n", with: "\n  " + String(repeating: " ", count: label))
          + "\n"
      }
    }
    for diff in result.diffs {
      out += "\n" + diff.unified(displayPath: paths.display(diff.file))
    }
    out += "\n" + CountWording.drift(result)
    if !steps.isEmpty { out += "\n" + steps.dropLast() }
    if let otherVersion = result.otherVersion {
      out += "\nthe files were \(otherVersion), whose output differs: regenerate them"
    }
    if let generatedWith = result.generatedWith {
      out +=
        "\nthe files were generated with other settings: \(generatedWith)"
        + "\n(check with the same settings, best recorded in a11y-gherkin.json; the command below reproduces them)"
    }
    out += "\nto regenerate: \(result.fixCommand)\n"
    // A scenario deleted by hand comes back; any other hand edit would be lost.
    let handEdits = result.items.filter {
      ($0.cause?.losesHandEdits ?? false) && $0.kind != .missingScenario
        && $0.kind != .changedIndex
    }
    if !handEdits.isEmpty {
      out +=
        "(regenerating discards the hand edits above; to keep a generated scenario as the team's own, replace its @criterion:ID tag with @criterion-override:ID first)\n"
    }
    return out
  }
}
