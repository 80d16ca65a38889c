extension DriftItem {
  /// What differs and why, as lines under the message: every report format shows them.
  var details: [String] {
    var lines: [String] = []
    if let expected { lines.append("expected: \(expected)") }
    if let found { lines.append("found: \(found)") }
    if let cause {
      lines.append(
        "why: \(cause.explanation) (fix: \(cause.advice(for: kind, criterion: criterion)))")
    }
    return lines
  }
}
