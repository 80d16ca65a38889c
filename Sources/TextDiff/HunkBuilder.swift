/// Groups an edit script into hunks: each change with `context` unchanged lines before and
/// after it, changes separated by at most twice that many unchanged lines sharing a hunk.
struct HunkBuilder {
  let diff: LineDiff
  let context: Int

  func hunks() -> [Hunk] {
    let edits = diff.edits
    // The positions in the edit script of the lines that changed.
    let changes = edits.indices.filter { index in
      if case .keep = edits[index] { false } else { true }
    }
    guard let first = changes.first else { return [] }

    var hunks: [Hunk] = []
    var groupStart = first
    var groupEnd = first  // the last change of the group
    for change in changes.dropFirst() {
      if change - groupEnd - 1 <= 2 * context {
        groupEnd = change
      } else {
        hunks.append(hunk(from: groupStart, to: groupEnd))
        groupStart = change
        groupEnd = change
      }
    }
    hunks.append(hunk(from: groupStart, to: groupEnd))
    return hunks
  }

  /// The hunk for the changes between `first` and `last` (edit-script positions).
  private func hunk(from first: Int, to last: Int) -> Hunk {
    let edits = diff.edits
    let start = max(0, first - context)
    let end = min(edits.count, last + 1 + context)

    // Lines of each text before the hunk.
    var oldBefore = 0
    var newBefore = 0
    for edit in edits[..<start] {
      switch edit {
      case .keep:
        oldBefore += 1
        newBefore += 1
      case .delete: oldBefore += 1
      case .insert: newBefore += 1
      }
    }

    var lines: [Hunk.Line] = []
    var oldCount = 0
    var newCount = 0
    for edit in edits[start..<end] {
      switch edit {
      case .keep(let old, _):
        lines.append(
          Hunk.Line(kind: .context, text: diff.oldLines[old], missingNewline: oldIsPartial(old)))
        oldCount += 1
        newCount += 1
      case .delete(let old):
        lines.append(
          Hunk.Line(kind: .deleted, text: diff.oldLines[old], missingNewline: oldIsPartial(old)))
        oldCount += 1
      case .insert(let new):
        lines.append(
          Hunk.Line(kind: .inserted, text: diff.newLines[new], missingNewline: newIsPartial(new)))
        newCount += 1
      }
    }
    return Hunk(
      oldStart: oldCount == 0 ? oldBefore : oldBefore + 1, oldCount: oldCount,
      newStart: newCount == 0 ? newBefore : newBefore + 1, newCount: newCount, lines: lines)
  }

  private func oldIsPartial(_ index: Int) -> Bool {
    !diff.oldEndsWithNewline && index == diff.oldLines.count - 1
  }

  private func newIsPartial(_ index: Int) -> Bool {
    !diff.newEndsWithNewline && index == diff.newLines.count - 1
  }
}
