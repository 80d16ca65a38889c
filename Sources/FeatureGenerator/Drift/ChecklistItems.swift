/// The criterion items of a checklist (`- [ ] \`keyboard.space\` Space activates…`), to tell
/// which criteria a changed checklist concerns, so that each changed item is drift of its own
/// criterion.
enum ChecklistItems {
  /// One criterion's item that differs from what the criteria generate.
  struct Difference: Equatable {
    var criterion: String
    /// The generated line.
    var expected: Substring
    /// The committed line, tick and all; nil when the committed checklist has no item for it.
    var found: Substring?
  }

  /// The criteria whose item differs between two checklist texts or is missing from the
  /// committed one, in the expected order; a tick (`- [x]`) is the tester's, so it is not a
  /// difference. Each found line is a slice of `committed`, so its place can be told.
  static func differences(committed: Substring, expected: Substring) -> [Difference] {
    let found = items(in: committed)
    var differences: [Difference] = []
    for (criterion, line) in lines(in: expected) {
      let committedLine = found[criterion]
      guard committedLine.flatMap(itemText) != itemText(line) else { continue }
      differences.append(Difference(criterion: criterion, expected: line, found: committedLine))
    }
    return differences
  }

  /// The first line of `committed`, other than the items of `criteria`, that differs from
  /// `expected` with the same items left out (ticks undone), as a slice of `committed`, with
  /// the expected line; nil when the rest matches. A text that ends first has nil there, and
  /// the found line's place is then the end of `committed`.
  static func firstOtherDifference(
    committed: Substring, expected: Substring, skipping criteria: Set<String>
  ) -> (place: Substring, found: Substring?, expected: Substring?)? {
    func others(_ text: Substring) -> [Substring] {
      text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
        criterion(of: line).map { !criteria.contains($0) } ?? true
      }
    }
    let found = others(committed)
    let wanted = others(expected)
    for index in 0..<max(found.count, wanted.count) {
      let foundLine = index < found.count ? found[index] : nil
      let wantedLine = index < wanted.count ? wanted[index] : nil
      if foundLine.map(ChecklistTicks.undone) != wantedLine.map(ChecklistTicks.undone) {
        return (foundLine ?? committed[committed.endIndex...], foundLine, wantedLine)
      }
    }
    return nil
  }

  /// Each criterion's item line, by criterion id (the first one where a criterion has two).
  private static func items(in text: Substring) -> [String: Substring] {
    var items: [String: Substring] = [:]
    for (criterion, line) in lines(in: text) where items[criterion] == nil {
      items[criterion] = line
    }
    return items
  }

  /// The item lines of a text with their criterion, in order.
  private static func lines(in text: Substring) -> [(String, Substring)] {
    text.split(separator: "\n").compactMap { line in criterion(of: line).map { ($0, line) } }
  }

  private static func criterion(of line: Substring) -> String? {
    guard let rest = itemText(line), rest.first == "`" else { return nil }
    let id = rest.dropFirst().prefix { $0 != "`" }
    return id.isEmpty ? nil : String(id)
  }

  /// The text after `- [ ] ` or `- [x] `, or nil for a line that is no checklist item.
  private static func itemText(_ line: Substring) -> Substring? {
    for prefix in ["- [ ] ", "- [x] ", "- [X] "] where line.hasPrefix(prefix) {
      return line.dropFirst(prefix.count)
    }
    return nil
  }
}
