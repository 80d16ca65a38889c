import Gherkin
import TextDiff

extension RenderedTarget {
  /// Both files, as ``files(committed:checklist:)`` makes them, each with the hand edits in
  /// the committed file that it discards.
  ///
  /// - Parameters:
  ///   - text: The committed feature file, with `\n` line breaks.
  ///   - committed: `text` parsed.
  ///   - checklist: The committed checklist, with `\n` line breaks.
  func files(feature text: String?, committed: GherkinDocument?, checklist: String?)
    -> [GeneratedFile]
  {
    var files = files(committed: committed, checklist: checklist)
    for index in files.indices {
      switch files[index].kind {
      case .feature:
        if let text, let committed {
          files[index].handEdits = handEdits(inFeature: text, committed: committed)
        }
      case .checklist:
        if let checklist { files[index].handEdits = handEdits(inChecklist: checklist) }
      case .index: break
      }
    }
    return files
  }

  /// The lines of the committed feature file that regenerating it would discard: every
  /// difference `check` finds and puts down to a hand edit (``DriftCause/losesHandEdits``),
  /// but for a generated scenario deleted by hand, which regenerating restores and loses
  /// nothing.
  ///
  /// - Parameters:
  ///   - text: The committed file, with `\n` line breaks.
  ///   - committed: `text` parsed.
  func handEdits(inFeature text: String, committed: GherkinDocument) -> [HandEdit] {
    // A file whose content hash still matches is as this tool wrote it: nothing was edited.
    guard let (header, body) = GeneratedHeader.read(from: Substring(text)),
      header.content != GeneratedHeader.digest(of: body),
      let found = committed.feature,
      let comparison = FeatureComparison.of(
        self, committed: found, text: text,
        fileCause: DriftDetector.cause(of: text, fingerprint: fingerprint, command: command))
    else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let differences = comparison.differences().filter {
      $0.kind != .missingScenario && $0.cause?.losesHandEdits == true
    }
    // Steps are compared position by position: a step added by hand shifts the ones after
    // it, which are then generated steps at another place, not edits; a step deleted by hand
    // is restored and loses nothing.
    let isStep = { (difference: FeatureComparison.Difference) in
      difference.kind == .changedScenario && difference.message.hasPrefix("step ")
    }
    var expectedSteps: [String: Set<String>] = [:]
    for difference in differences where isStep(difference) {
      if let id = difference.criterion, let step = difference.expected {
        expectedSteps[id, default: []].insert(step)
      }
    }
    var edits: [HandEdit] = []
    for difference in differences {
      if isStep(difference), let found = difference.found,
        found == FeatureComparison.noStep
          || expectedSteps[difference.criterion ?? ""]?.contains(found) == true
      {
        continue
      }
      let sourceLine =
        lines.indices.contains(difference.line - 1) ? String(lines[difference.line - 1]) : ""
      let part: HandEdit.Part
      let what: String
      if let id = difference.criterion {
        part = .scenario(criterion: id)
        what = "in the scenario for @criterion:\(id), " + difference.message
      } else {
        part = .header
        what = difference.message
      }
      // One error per line: a scenario's name and tags, say, both point at its first line.
      if let index = edits.firstIndex(where: { $0.line == difference.line }) {
        edits[index].what += "; " + difference.message
        edits[index].expected = nil
        continue
      }
      edits.append(
        HandEdit(
          part: part, line: difference.line, sourceLine: sourceLine, what: what,
          expected: difference.kind == .unexpectedScenario ? nil : difference.expected))
    }
    return edits.sorted { $0.line < $1.line }
  }

  /// The generated lines of the committed checklist that were changed by hand and that
  /// regenerating would discard; ticks are the tester's record and never count.
  ///
  /// - Parameter text: The committed checklist, with `\n` line breaks.
  func handEdits(inChecklist text: String) -> [HandEdit] {
    guard let (header, body) = GeneratedHeader.read(from: Substring(text)),
      header.content != GeneratedHeader.digest(of: body)
    else { return [] }
    let unticked = ChecklistTicks.undone(body)
    guard unticked != checklistBody,
      DriftDetector.cause(of: text, fingerprint: fingerprint, command: command).losesHandEdits
    else { return [] }
    let headerLines =
      text.utf8.count(where: { $0 == UInt8(ascii: "\n") })
      - body.utf8.count(where: { $0 == UInt8(ascii: "\n") })
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    // A line generate writes that is not there was deleted by hand: regenerating restores it
    // and loses nothing. A committed line generate does not write is the edit.
    return LineDiff(old: unticked, new: checklistBody).edits.compactMap { edit in
      guard case .delete(let index) = edit, index < lines.count,
        !FeatureComparison.trimmingWhitespace(lines[index]).isEmpty
      else { return nil }
      return HandEdit(
        part: .checklist, line: headerLines + index + 1, sourceLine: String(lines[index]),
        what: "this line is not one generate writes")
    }
  }
}
