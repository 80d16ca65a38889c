extension DriftItem {
  /// What differs and why, as lines under the message: every report format shows them.
  var details: [String] {
    var lines: [String] = []
    if let expected { lines.append("expected: \(expected)") }
    if let found { lines.append("found: \(found)") }
    if let cause {
      let file = criteriaFile.map { " (its criteria: \($0))" } ?? ""
      lines.append(
        "why: \(cause.explanation)\(file) (fix: \(cause.advice(for: kind, criterion: criterion)))")
    }
    return lines
  }
}
