/// The report for people: each drift item with its place, what differs and why, then the
/// command that fixes it.
struct TextReport {
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    guard !result.inSync else { return CountWording.summary(result) + "\n" }
    var out = ""
    for item in result.items {
      let location = paths.display(item.file) + (item.line.map { ":\($0)" } ?? "")
      var identity = [item.component, item.platform, item.experience].filter { !$0.isEmpty }.joined(
        separator: " ")
      if let criterion = item.criterion { identity += " " + criterion }
      out += "\(location): \(item.kind.title) [\(identity)]: \(item.message)\n"
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
    let handEdited = result.items.contains { $0.cause == .editedByHand }
    out += "\nto regenerate: \(result.fixCommand)\n"
    if handEdited {
      out +=
        "(regenerating replaces hand edits to generated scenarios; to keep one, remove its @criterion: tag first)\n"
    }
    return out
  }
}
