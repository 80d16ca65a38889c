/// The criterion items of a checklist (`- [ ] \`keyboard.space\` Space activates…`), to tell
/// which criteria a changed checklist concerns.
enum ChecklistItems {
  /// The criteria whose item differs between two checklist texts or is missing from the
  /// committed one; a tick (`- [x]`) is the tester's, so it is not a difference.
  static func criteriaOutOfSync(committed: Substring, expected: Substring) -> [String] {
    let found = items(in: committed)
    var criteria: [String] = []
    for (criterion, line) in items(in: expected) where found[criterion] != line {
      criteria.append(criterion)
    }
    return criteria
  }

  /// Each criterion's item line, with its tick removed, by criterion id.
  private static func items(in text: Substring) -> [String: Substring] {
    var items: [String: Substring] = [:]
    for line in text.split(separator: "\n") {
      guard let rest = itemText(line), rest.first == "`" else { continue }
      let id = rest.dropFirst().prefix { $0 != "`" }
      if !id.isEmpty, items[String(id)] == nil { items[String(id)] = rest }
    }
    return items
  }

  /// The text after `- [ ] ` or `- [x] `, or nil for a line that is no checklist item.
  private static func itemText(_ line: Substring) -> Substring? {
    for prefix in ["- [ ] ", "- [x] ", "- [X] "] where line.hasPrefix(prefix) {
      return line.dropFirst(prefix.count)
    }
    return nil
  }
}
