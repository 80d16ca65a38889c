import A11yCriteria

/// How `list` shows a component's trace: a line of counts, and the table a reviewer reads,
/// one requirement a row with its answer.
enum TraceListing {
  /// What `list` says of a component without a trace.
  static let none = "trace: none (no requirement of a source document is traced)"

  /// "trace of SOURCE: 31 requirements, 24 covered, 6 out of scope, 1 uncovered", and for a
  /// source that ranks them (ARIA-AT) "; 22 of 24 MUST assertions covered".
  static func summary(_ trace: Trace) -> String {
    let count = trace.entries.count
    var line =
      "trace of \(trace.source): \(count) requirement\(count == 1 ? "" : "s"),"
      + " \(trace.covered.count) covered, \(trace.outOfScope.count) out of scope,"
      + " \(trace.uncovered.count) uncovered"
    if let must = trace.mustCoverage {
      line += "; \(must.covered) of \(must.total) MUST assertions covered"
    }
    return line
  }

  /// Every entry in the file's order: the locator, what it is about (when the entry says),
  /// and its answer.
  static func table(_ trace: Trace) -> String {
    let ranked = trace.mustCoverage != nil
    var rows = [["requirement"] + (ranked ? ["priority"] : []) + ["about", "answer"]]
    for entry in trace.entries {
      let priority = ranked ? [entry.priority.map(Self.priorityName) ?? ""] : []
      rows.append([entry.requirement] + priority + [entry.note ?? "", answer(entry)])
    }
    return TextTable.render(rows)
  }

  /// ARIA-AT's words for its priorities.
  static func priorityName(_ priority: Int) -> String {
    switch priority {
    case 1: "MUST"
    case 2: "SHOULD"
    default: "MAY"
    }
  }

  static func answer(_ entry: TraceEntry) -> String {
    if let covers = entry.covers { return "covered by " + covers.joined(separator: ", ") }
    if let reason = entry.outOfScope { return "out of scope: " + reason }
    if let missing = entry.uncovered { return "UNCOVERED: " + missing }
    return ""
  }
}
