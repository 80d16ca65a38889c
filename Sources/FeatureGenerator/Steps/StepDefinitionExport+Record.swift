import TextDiff

/// What an export records of the parts it rewrites on the next export (the shared file's
/// generated part, the element map), so that the next one can tell a hand edit from a change of
/// the vocabulary or the criteria: the hash of the part as written, on its first line.
///
/// ```
/// # a11y-gherkin: the generated part begins (content: xxh64:0123456789abcdef): exporting …
/// ```
extension StepDefinitionExport {
  /// The label of the hash on a marker line.
  static let contentLabel = " (content: "

  /// The lines a file's record covers: the shared file's lines between its marker lines, the
  /// element map's lines after its first; nil when it has no such part.
  static func recordedPart(of text: String, role: File.Role) -> Range<Int>? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    switch role {
    case .shared:
      let begins = lines.indices.filter { lines[$0].contains(partBegins) }
      let ends = lines.indices.filter { lines[$0].contains(partEnds) }
      guard begins.count == 1, ends.count == 1, begins[0] < ends[0] else { return nil }
      return (begins[0] + 1)..<ends[0]
    case .derived:
      return lines.isEmpty ? nil : 1..<lines.count
    case .phrase, .support:
      return nil
    }
  }

  /// The line that holds a file's record: the shared file's begins line, the element map's
  /// first line (which names the export).
  private static func recordLine(of role: File.Role, part: Range<Int>) -> Int {
    role == .shared ? part.lowerBound - 1 : 0
  }

  /// The marker the record follows on its line.
  private static func recordAnchor(of role: File.Role) -> String {
    role == .shared ? partBegins : marker
  }

  private static func digest(_ lines: ArraySlice<Substring>) -> String {
    GeneratedHeader.digest(of: Substring(lines.joined(separator: "\n")))
  }

  /// `contents` with the hash of its recorded part written after the marker of its record line.
  static func recording(_ contents: String, role: File.Role) -> String {
    guard let part = recordedPart(of: contents, role: role) else { return contents }
    var lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    let index = recordLine(of: role, part: part)
    let anchor = recordAnchor(of: role)
    guard let range = lines[index].range(of: anchor) else { return contents }
    var line = String(lines[index])
    let position = line.index(
      line.startIndex,
      offsetBy: lines[index].distance(from: lines[index].startIndex, to: range.upperBound))
    line.insert(contentsOf: contentLabel + digest(lines[part]) + ")", at: position)
    lines[index] = Substring(line)
    return lines.joined(separator: "\n")
  }

  /// The lines of `text` (an exported file that is there) edited by hand since the export
  /// wrote it, that replacing it with `fresh` would discard: none when it has no record (an
  /// older export wrote it, or the record line was changed) or its part still has the hash
  /// the record holds.
  static func handEdits(in text: String, fresh: String, role: File.Role) -> [HandEdit] {
    guard let part = recordedPart(of: text, role: role) else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let recordLine = lines[recordLine(of: role, part: part)]
    guard let label = recordLine.range(of: recordAnchor(of: role) + contentLabel) else {
      return []
    }
    let recorded = recordLine[label.upperBound...].prefix { $0 != ")" }
    guard recorded != digest(lines[part]) else { return [] }
    let freshLines = fresh.split(separator: "\n", omittingEmptySubsequences: false)
    let freshPart = recordedPart(of: fresh, role: role).map { freshLines[$0] } ?? []
    let diff = LineDiff(
      old: lines[part].joined(separator: "\n"), new: freshPart.joined(separator: "\n"))
    return diff.edits.compactMap { edit in
      guard case .delete(let index) = edit else { return nil }
      let line = part.lowerBound + index
      guard !FeatureComparison.trimmingWhitespace(lines[line]).isEmpty else { return nil }
      return HandEdit(
        part: .exported(shared: role == .shared), line: line + 1, sourceLine: String(lines[line]),
        what: "this line is not one the export writes")
    }
  }
}
