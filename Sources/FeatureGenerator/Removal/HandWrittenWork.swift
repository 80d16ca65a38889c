import Foundation
import Gherkin

/// What in a generated file this tool did not write, and would be lost if the file were
/// removed: hand-written scenarios and rules, tags and comments a team added, descriptions a
/// team added under Examples, and any hand edit the content hash in the header reveals.
///
/// Generate carries all of these into a regenerated file, so their presence in a file whose
/// criteria are gone means someone's work is in it.
public struct HandWrittenWork: Sendable {
  /// One piece of work, at the line where it starts.
  public struct Piece: Hashable, Sendable {
    public var line: Int
    public var column: Int = 1
    public var description: String
  }

  /// The pieces, in line order.
  public var pieces: [Piece]

  public var isEmpty: Bool { pieces.isEmpty }

  /// The work in `text`, a file that carries this tool's header.
  ///
  /// - Parameter isFeature: Whether the file is Gherkin (a `.feature` file); a checklist has
  ///   no parts a team may add, so only its content hash tells.
  public init(in text: String, isFeature: Bool) {
    pieces = []
    guard let (header, body) = GeneratedHeader.read(from: Substring(text)) else {
      pieces.append(Piece(line: 1, description: "the file has no a11y-gherkin header"))
      return
    }
    let headerLines = text.utf8.prefix(text.utf8.count - body.utf8.count)
      .count(where: { $0 == UInt8(ascii: "\n") })
    if header.content != GeneratedHeader.digest(of: body) {
      pieces.append(
        Piece(
          line: headerLines + 1,
          description: "hand edits: the file differs from what generate last wrote"
            + " (the content hash in its header no longer matches)"))
    }
    guard isFeature else { return }
    guard let document = try? GherkinParser().parse(text, path: "") else {
      if pieces.isEmpty {
        pieces.append(
          Piece(line: headerLines + 1, description: "hand edits: the file is not valid Gherkin"))
      }
      return
    }
    pieces = (pieces + Self.pieces(of: document, headerLines: headerLines)).sorted {
      $0.line < $1.line
    }
  }

  /// The hand-written parts of a parsed feature.
  private static func pieces(of document: GherkinDocument, headerLines: Int) -> [Piece] {
    var found: [Piece] = []
    for comment in document.comments where comment.location.line > headerLines {
      let text = comment.text.trimmingCharacters(in: .whitespaces)
      found.append(
        Piece(
          line: comment.location.line, column: comment.location.column,
          description: "the comment '\(text)'"))
    }
    guard let feature = document.feature else { return found }
    found += teamTags(feature.tags, isOwned: GeneratorTags.isFeatureTag, on: "the feature")
    for child in feature.children {
      switch child {
      case .background:
        continue
      case .scenario(let scenario):
        found += pieces(of: scenario)
      case .rule(let rule):
        let scenarios = rule.children.compactMap { child -> Scenario? in
          if case .scenario(let scenario) = child { scenario } else { nil }
        }
        guard scenarios.contains(where: { GeneratorTags.criterionID(of: $0.tags) != nil }) else {
          found.append(
            Piece(
              line: rule.location.line, column: rule.location.column,
              description: "the hand-written rule '\(rule.name)'"))
          continue
        }
        found += teamTags(rule.tags, isOwned: { _ in false }, on: "the rule '\(rule.name)'")
        for scenario in scenarios { found += pieces(of: scenario) }
      }
    }
    return found
  }

  private static func pieces(of scenario: Scenario) -> [Piece] {
    guard let id = GeneratorTags.criterionID(of: scenario.tags) else {
      return [
        Piece(
          line: scenario.location.line, column: scenario.location.column,
          description: "the hand-written scenario '\(scenario.name)'")
      ]
    }
    let owner = "the scenario for criterion \(id)"
    var found = teamTags(scenario.tags, isOwned: GeneratorTags.isScenarioTag, on: owner)
    for examples in scenario.examples {
      found += teamTags(examples.tags, isOwned: { _ in false }, on: "the Examples of " + owner)
      if !examples.description.isEmpty {
        found.append(
          Piece(
            line: examples.location.line + 1,
            description: "a description under the Examples of " + owner))
      }
    }
    return found
  }

  private static func teamTags(_ tags: [Tag], isOwned: (String) -> Bool, on owner: String)
    -> [Piece]
  {
    let added = tags.filter { !isOwned($0.name) }
    guard let first = added.first else { return [] }
    let names = added.map(\.name).joined(separator: " ")
    return [
      Piece(
        line: first.location.line, column: first.location.column,
        description: "the tags \(names) on \(owner)")
    ]
  }
}
