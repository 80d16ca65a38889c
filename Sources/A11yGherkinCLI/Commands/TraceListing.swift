import A11yCriteria

/// How `list` shows a component's trace: a line of counts, and the table a reviewer reads,
/// one requirement a row with its answer.
enum TraceListing {
  /// What `list` says of a component without a trace.
  static let none = "trace: none (no requirement of a source document is traced)"

  /// "trace of SOURCE: 31 requirements, 24 covered, 6 out of scope, 1 uncovered".
  static func summary(_ trace: Trace) -> String {
    let count = trace.entries.count
    return "trace of \(trace.source): \(count) requirement\(count == 1 ? "" : "s"),"
      + " \(trace.covered.count) covered, \(trace.outOfScope.count) out of scope,"
      + " \(trace.uncovered.count) uncovered"
  }

  /// Every entry in the file's order: the locator, what it is about (when the entry says),
  /// and its answer.
  static func table(_ trace: Trace) -> String {
    var rows = [["requirement", "about", "answer"]]
    for entry in trace.entries {
      rows.append([entry.requirement, entry.note ?? "", answer(entry)])
    }
    return TextTable.render(rows)
  }

  static func answer(_ entry: TraceEntry) -> String {
    if let covers = entry.covers { return "covered by " + covers.joined(separator: ", ") }
    if let reason = entry.outOfScope { return "out of scope: " + reason }
    if let missing = entry.uncovered { return "UNCOVERED: " + missing }
    return ""
  }
}
