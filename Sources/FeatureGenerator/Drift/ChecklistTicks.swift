/// Ticked checklist items (`- [x] \`keyboard.space\` …`): the tester's record, which neither
/// check nor generate treats as the generator's. Check compares checklists with every tick
/// undone; generate carries each tick over to the item of the same criterion.
enum ChecklistTicks {
  /// The criteria whose item is ticked in a checklist text.
  static func ticked(in text: String) -> Set<String> {
    var criteria: Set<String> = []
    for line in text.split(separator: "\n") {
      guard line.hasPrefix("- [x] `") || line.hasPrefix("- [X] `") else { continue }
      let id = line.dropFirst("- [x] `".count).prefix { $0 != "`" }
      if !id.isEmpty { criteria.insert(String(id)) }
    }
    return criteria
  }

  /// `text` with the items of `criteria` ticked.
  static func apply(_ criteria: Set<String>, to text: String) -> String {
    guard !criteria.isEmpty else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices where lines[index].hasPrefix("- [ ] `") {
      let id = lines[index].dropFirst("- [ ] `".count).prefix { $0 != "`" }
      if criteria.contains(String(id)) {
        lines[index] = "- [x] " + lines[index].dropFirst("- [ ] ".count)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` with every tick undone, for comparing with what the criteria generate.
  static func undone(_ text: Substring) -> String {
    guard text.contains("- [x] ") || text.contains("- [X] ") else { return String(text) }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("- [x] ") || line.hasPrefix("- [X] ") ? "- [ ] " + line.dropFirst(6) : line
    }.joined(separator: "\n")
  }
}
