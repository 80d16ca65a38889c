/// Reads the hand-written `## Gherkin` section of a newer document into blocks: numbered
/// `N. Scenario: …` lines give the group (by the same titles as the Condensed groups), and
/// bullets that start with `WHEN`, `THEN` or `AND` (any case, `GIVEN` too) are the lines of a
/// block, a `WHEN` starting the next one, and so does an `AND when …` after a `THEN` (the
/// headings' "AND when the user navigates by swiping up or down …").
///
/// The section is not valid Gherkin and is never a source of criteria; it is read only to find
/// where it disagrees with the Condensed section.
struct GherkinSectionReader {
  let document: SourceDocument

  func read(_ section: MarkdownOutline.Section) -> [GherkinBlock] {
    var blocks: [GherkinBlock] = []
    var group: SourceGroup?
    var fence = CodeFence()
    for number in section.body {
      let text = document.lines[number - 1]
      if fence.consume(text) || Indentation.isBlank(text) { continue }
      let measure = Indentation.measure(text)
      let content = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(measure.scalars)))
        .trimmingTrailingWhitespace()
      if let match = content.wholeMatch(
        of: #/\d{1,2}[.)]\s+(?:scenario\s*:\s*)?(.+)/#.ignoresCase())
      {
        group = CondensedSectionReader.group(titled: String(match.1))
        continue
      }
      guard
        let match = content.wholeMatch(
          of: #/[-*+]\s+(when|then|and|given(?:\s+that)?)\b\s*(.*)/#.ignoresCase())
      else { continue }
      var keyword = match.1.uppercased()
      var said = String(match.2).trimming(" \t")
      let offset = content[..<match.1.startIndex].unicodeScalars.count
      // "AND when the user navigates by swiping up or down, …" under a THEN is an action of
      // its own, with the THEN that follows it.
      if keyword == "AND", let nested = said.wholeMatch(of: #/when\s+(.*)/#.ignoresCase()),
        blocks.last?.outcome != nil
      {
        keyword = "WHEN"
        said = String(nested.1)
      }
      let line = GherkinBlock.Line(
        keyword: keyword.hasPrefix("GIVEN") ? "GIVEN" : keyword,
        text: said, line: number, column: measure.scalars + offset + 1)
      switch line.keyword {
      case "WHEN":
        blocks.append(GherkinBlock(group: group, lines: [line]))
      case "THEN", "AND":
        guard let last = blocks.indices.last, blocks[last].group == group else { continue }
        blocks[last].lines.append(line)
      default:
        continue
      }
    }
    return blocks
  }
}
