import Diagnostics

/// Reads the backgrounds and generated scenarios of a feature file in the canonical portable
/// layout line by line, without parsing it: `check` reads the steps of every committed file,
/// and most of them are exactly what this tool wrote, which a full parse would read at several
/// times the cost.
///
/// The layout is the printer's: feature tags and `Feature:` at column 1; tags, `Background:`
/// and scenarios at 3; steps and `Examples:` at 5; tables and doc strings at 7. Anything else
/// (a rule, a language line, a tab, an escaped table cell, an unknown line) gives nil, and the
/// caller parses the file instead, so the result is always the parser's.
enum CanonicalStepScanner {
  private static let stepKeywords = ["Given ", "When ", "Then ", "And ", "But ", "* "]
  private static let blockKeywords = [
    "Scenario:", "Scenario Outline:", "Example:", "Scenario Template:",
  ]

  static func generatedParts(of source: String) -> [CommittedStepAudit.GeneratedPart]? {
    typealias Part = CommittedStepAudit.GeneratedPart
    var parts: [Part] = []
    var current: Part?
    var tags: Substring = ""
    var sawFeature = false
    // Inside Examples: the header once read; inside a doc string: its delimiter.
    var inExamples = false
    var header: [String]?
    var docString: Substring?
    func finish() {
      if let part = current { parts.append(part) }
      current = nil
      inExamples = false
      header = nil
    }
    var number = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let content = line.drop { $0 == " " }
      let indent = line.utf8.count - content.utf8.count
      if let delimiter = docString {
        if content == delimiter { docString = nil }
        continue
      }
      if content.isEmpty { continue }
      if line.utf8.contains(UInt8(ascii: "\t")) || line.utf8.last == UInt8(ascii: "\r") {
        return nil
      }
      if content.hasPrefix("#") {
        // A language line before the feature changes every keyword.
        if !sawFeature, content.dropFirst().drop(while: { $0 == " " }).hasPrefix("language") {
          return nil
        }
        continue
      }
      switch indent {
      case 0:
        if content.hasPrefix("@") { continue }
        guard content.hasPrefix("Feature:"), !sawFeature else { return nil }
        sawFeature = true
      case 2:
        guard sawFeature else { return nil }
        if content.hasPrefix("@") {
          tags = content
        } else if content.hasPrefix("Background:") {
          finish()
          current = Part(owner: CommittedStepAudit.backgroundOwner)
        } else if content.hasPrefix("Rule:") {
          return nil
        } else if blockKeywords.contains(where: { content.hasPrefix($0) }) {
          finish()
          // The criterion tag, if the scenario is generated; the team's are not read.
          let id = tags.split(separator: " ").first { $0.hasPrefix(GeneratorTags.criterionPrefix) }
          if let id {
            current = Part(
              owner: CommittedStepAudit.scenarioOwner(
                String(id.dropFirst(GeneratorTags.criterionPrefix.count))))
          } else {
            current = Part(owner: "")
          }
          tags = ""
        } else if current != nil {
          return nil
        }
      case 4:
        guard current != nil else { continue }
        if let keyword = stepKeywords.first(where: { content.hasPrefix($0) }) {
          guard !inExamples else { return nil }
          current?.steps.append(
            .init(
              location: SourceLocation(line: number, column: 5),
              keyword: keyword, text: String(content.dropFirst(keyword.count))))
        } else if content.hasPrefix("Examples:") || content.hasPrefix("Scenarios:") {
          inExamples = true
          header = nil
        } else if !content.hasPrefix("@") {
          return nil
        }
      default:
        guard indent >= 6, current != nil else { return nil }
        if content.hasPrefix("\"\"\"") || content.hasPrefix("```") {
          docString = content.hasPrefix("```") ? "```" : "\"\"\""
          continue
        }
        guard inExamples else { continue }
        guard indent == 6, content.hasPrefix("|"), content.hasSuffix("|"),
          !content.contains("\\")
        else { return nil }
        let cells = content.dropFirst().dropLast().split(
          separator: "|", omittingEmptySubsequences: false
        ).map(Self.trimmed)
        if let names = header {
          guard names.count == cells.count else { return nil }
          current?.rows.append(zip(names, cells).map { .init(column: $0, value: $1) })
        } else {
          header = cells
        }
      }
    }
    guard docString == nil else { return nil }
    finish()
    // Hand-written scenarios were read only to skip them.
    return parts.filter { !$0.owner.isEmpty }
  }

  /// A table cell without the spaces that pad it.
  private static func trimmed(_ cell: Substring) -> String {
    let start = cell.drop { $0 == " " }
    var end = start.endIndex
    while end > start.startIndex, start[start.index(before: end)] == " " {
      end = start.index(before: end)
    }
    return String(start[..<end])
  }
}
