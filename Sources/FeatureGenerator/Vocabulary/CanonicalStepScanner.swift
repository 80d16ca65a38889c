import Diagnostics
import Gherkin

/// Reads the backgrounds and generated scenarios of a feature file in the canonical portable
/// layout line by line, without parsing it: `check` reads the steps of every committed file,
/// and most of them are exactly what this tool wrote, which a full parse would read at several
/// times the cost.
///
/// The layout is the printer's: feature tags and `Feature:` at column 1; tags, `Background:`
/// and scenarios at 3; a scenario's description, steps and `Examples:` at 5; tables and doc
/// strings at 7. Anything else
/// (a rule, a language line, a tab, an escaped table cell, an unknown line) gives nil, and the
/// caller parses the file instead, so the result is always the parser's.
enum CanonicalStepScanner {
  private static let stepKeywords: [[UInt8]] = ["Given ", "When ", "Then ", "And ", "But ", "* "]
    .map { Array($0.utf8) }
  private static let blockKeywords: [[UInt8]] = [
    "Scenario:", "Scenario Outline:", "Example:", "Scenario Template:",
  ].map { Array($0.utf8) }
  private static let criterionPrefix = Array(GeneratorTags.criterionPrefix.utf8)
  private static let feature = Array("Feature:".utf8)
  private static let background = Array("Background:".utf8)
  private static let rule = Array("Rule:".utf8)
  private static let examples = [Array("Examples:".utf8), Array("Scenarios:".utf8)]
  private static let docStringDelimiters = [Array("\"\"\"".utf8), Array("```".utf8)]

  static func generatedParts(of source: String) -> [CommittedStepAudit.GeneratedPart]? {
    var source = source
    return source.withUTF8(generatedParts(of:))
  }

  /// The same, on the file's UTF-8 bytes: the scan compares bytes and makes strings only of
  /// what it keeps (step texts, table cells, criterion ids).
  static func generatedParts(of bytes: UnsafeBufferPointer<UInt8>)
    -> [CommittedStepAudit.GeneratedPart]?
  {
    typealias Part = CommittedStepAudit.GeneratedPart
    let space = UInt8(ascii: " ")
    let bar = UInt8(ascii: "|")
    var parts: [Part] = []
    var current: Part?
    var tags: Range<Int>?
    var sawFeature = false
    // Inside Examples: the header once read; inside a doc string: its delimiter.
    var inExamples = false
    var header: [String]?
    // Whether the table under the current header has a row yet (a table without rows is
    // left out, as the parser's reading leaves it out).
    var tableOpen = false
    var docString: [UInt8]?
    func finish() {
      if let part = current { parts.append(part) }
      current = nil
      inExamples = false
      header = nil
    }
    func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    var number = 0
    var lineStart = 0
    while lineStart < bytes.count || (lineStart == bytes.count && number == 0) {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      defer { lineStart = lineEnd + 1 }
      number += 1
      var start = lineStart
      while start < lineEnd, bytes[start] == space { start += 1 }
      let indent = start - lineStart
      let content = start..<lineEnd
      func hasPrefix(_ prefix: [UInt8]) -> Bool {
        content.count >= prefix.count
          && bytes[start..<(start + prefix.count)].elementsEqual(prefix)
      }
      if let delimiter = docString {
        if bytes[content].elementsEqual(delimiter) { docString = nil }
        continue
      }
      if content.isEmpty { continue }
      if bytes[lineStart..<lineEnd].contains(UInt8(ascii: "\t"))
        || bytes[lineEnd - 1] == UInt8(ascii: "\r")
      {
        return nil
      }
      if bytes[start] == UInt8(ascii: "#") {
        // A language line before the feature changes every keyword.
        var word = start + 1
        while word < lineEnd, bytes[word] == space { word += 1 }
        if !sawFeature, bytes[word..<lineEnd].starts(with: "language".utf8) { return nil }
        continue
      }
      switch indent {
      case 0:
        if bytes[start] == UInt8(ascii: "@") { continue }
        guard hasPrefix(feature), !sawFeature else { return nil }
        sawFeature = true
      case 2:
        guard sawFeature else { return nil }
        if bytes[start] == UInt8(ascii: "@") {
          tags = content
        } else if hasPrefix(background) {
          finish()
          current = Part(owner: CommittedStepAudit.backgroundOwner)
        } else if hasPrefix(rule) {
          return nil
        } else if blockKeywords.contains(where: hasPrefix) {
          finish()
          // The criterion tag, if the scenario is generated; the team's are not read.
          current = Part(owner: "")
          if let tags, let id = criterionID(in: bytes, tags) {
            current = Part(owner: CommittedStepAudit.scenarioOwner(id))
          }
          tags = nil
        } else if current != nil {
          return nil
        }
      case 4:
        guard current != nil else { continue }
        if let keyword = stepKeywords.first(where: hasPrefix) {
          guard !inExamples else { return nil }
          current?.steps.append(
            .init(
              location: SourceLocation(line: number, column: 5),
              keyword: string(start..<(start + keyword.count)),
              text: string((start + keyword.count)..<lineEnd)))
        } else if examples.contains(where: hasPrefix) {
          inExamples = true
          header = nil
        } else if current?.steps.isEmpty == true, !inExamples, bytes[start] != UInt8(ascii: "@") {
          // A description line under the scenario's name, before its first step.
          continue
        } else if bytes[start] != UInt8(ascii: "@") {
          return nil
        }
      default:
        guard indent >= 6, current != nil else { return nil }
        if let delimiter = docStringDelimiters.first(where: hasPrefix) {
          docString = delimiter
          continue
        }
        guard inExamples else { continue }
        guard indent == 6, bytes[start] == bar, bytes[lineEnd - 1] == bar, content.count > 1,
          !bytes[content].contains(UInt8(ascii: "\\"))
        else { return nil }
        var cells: [String] = []
        var cellStart = start + 1
        for index in (start + 1)..<lineEnd where bytes[index] == bar {
          var low = cellStart
          var high = index
          while low < high, bytes[low] == space { low += 1 }
          while high > low, bytes[high - 1] == space { high -= 1 }
          cells.append(string(low..<high))
          cellStart = index + 1
        }
        if let names = header {
          guard names.count == cells.count else { return nil }
          if !tableOpen {
            current?.examples.append(.init(placeholders: OutlinePlaceholders(columns: names)))
            tableOpen = true
          }
          let last = (current?.examples.count ?? 1) - 1
          current?.examples[last].rows.append(cells)
        } else {
          header = cells
          tableOpen = false
        }
      }
    }
    guard docString == nil else { return nil }
    finish()
    // Hand-written scenarios were read only to skip them.
    return parts.filter { !$0.owner.isEmpty }
  }

  /// The id of the first `@criterion:` tag on a tag line.
  private static func criterionID(in bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>)
    -> String?
  {
    var index = line.lowerBound
    while index < line.upperBound {
      var end = index
      while end < line.upperBound, bytes[end] != UInt8(ascii: " ") { end += 1 }
      if bytes[index..<end].starts(with: criterionPrefix) {
        let id = (index + criterionPrefix.count)..<end
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[id]), as: UTF8.self)
      }
      index = end + 1
    }
    return nil
  }
}
