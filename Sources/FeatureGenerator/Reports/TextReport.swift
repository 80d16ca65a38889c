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
        // The lines after the first of a text (a step's table, an Examples table) go under
        // one another at one indent, whatever the label, so expected and found line up.
        let lines = line.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines[0].hasSuffix(": ") ? lines[0].dropLast() : lines[0]
        out += "  " + first + "\n"
        for rest in lines.dropFirst() { out += "      " + rest + "\n" }
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
        "(generate leaves a file with the hand edits above as it is; to keep a generated scenario as the team's own, replace its @criterion:ID tag with @criterion-override:ID, or to discard the edits, run generate --discard-edits)\n"
    }
    return out
  }
}
