/// Reads the expected outcomes of a web document's `## Gherkin` section, which states them
/// differently from a native one: its scenarios are "Keyboard for mobile & desktop", "Desktop
/// screenreader" and "Mobile screenreader", and what must be seen or heard follows "I SEE" or
/// "I HEAR" in any bullet, a `WHEN` or `THEN` line, an `IF …` or `OR when …` line, or a bare
/// "I HEAR …" bullet under the action. Each such bullet is one outcome.
struct WebGherkinOutcomeReader {
  /// One outcome: its scenario's slug (`keyboard`, `desktop-screen-reader`,
  /// `mobile-screen-reader`, or `other`), the bullet's text and its line.
  struct Outcome: Hashable {
    var group: String
    var text: String
    var line: Int
  }

  let document: SourceDocument

  func read(_ section: MarkdownOutline.Section) -> [Outcome] {
    var outcomes: [Outcome] = []
    var group = "other"
    var fence = CodeFence()
    for number in section.body {
      let text = document.lines[number - 1]
      if fence.consume(text) || Indentation.isBlank(text) { continue }
      let content = text.trimming(" \t")
      if let heading = content.wholeMatch(of: #/\d{1,2}[.)]\s+(?:scenario\s*:\s*)?(.+)/#) {
        group = Self.group(titled: String(heading.1))
        continue
      }
      guard let bullet = content.wholeMatch(of: #/[-*+]\s+(.+)/#),
        bullet.1.contains(#/\bI (SEE|HEAR)\b/#)
      else { continue }
      outcomes.append(Outcome(group: group, text: String(bullet.1), line: number))
    }
    return outcomes
  }

  /// The slug of a scenario heading: the keyboard one, or the desktop or mobile screen
  /// reader's.
  static func group(titled title: String) -> String {
    let title = title.lowercased()
    if title.contains("desktop") && !title.contains("keyboard") { return "desktop-screen-reader" }
    if title.contains("mobile") && !title.contains("keyboard") { return "mobile-screen-reader" }
    if title.contains("keyboard") { return "keyboard" }
    return "other"
  }
}
