import TextDiff

// Line diff: the input is two texts separated by the first NUL byte (without one, the old
// text is empty). The edit script keeps, deletes and inserts every line in order and turns
// the old lines into the new; it is a shortest one (checked against an LCS table when the
// texts are small); and the unified diff is well formed and, applied to the old text, gives
// exactly the new text, for several context sizes.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = parts(of: UnsafeBufferPointer(start: data, count: size), limit: 2)
  let old = input.count == 2 ? input[0] : ""
  let new = input.count == 2 ? input[1] : input[0]
  let diff = LineDiff(old: old, new: new)

  checkEdits(diff, old: old, new: new)
  for context in [3, 0, 1] {
    let unified = diff.unified(oldName: "a", newName: "b", context: context)
    let same = old.utf8.elementsEqual(new.utf8)
    require(
      unified.isEmpty == same, "unified output empty: \(unified.isEmpty), texts equal: \(same)")
    if !same {
      let patched = apply(unified, to: diff)
      require(
        patched.elementsEqual(new.utf8),
        "the unified diff (context \(context)) applied to old does not give new\n"
          + "old: \(old.debugDescription)\nnew: \(new.debugDescription)\n"
          + "diff: \(unified.debugDescription)\n"
          + "got: \(String(decoding: patched, as: UTF8.self).debugDescription)")
    }
  }
  return 0
}

// MARK: - The edit script

private func checkEdits(_ diff: LineDiff, old: String, new: String) {
  let oldLines = diff.oldLines
  let newLines = diff.newLines
  // A last line without a line break is a line of its own kind: it equals no line that has one.
  func same(_ o: Int, _ n: Int) -> Bool {
    let oldPartial = o == oldLines.count - 1 && !diff.oldEndsWithNewline
    let newPartial = n == newLines.count - 1 && !diff.newEndsWithNewline
    return oldPartial == newPartial && oldLines[o].utf8.elementsEqual(newLines[n].utf8)
  }
  var oldIndex = 0
  var newIndex = 0
  var changes = 0
  for edit in diff.edits {
    switch edit {
    case .keep(let o, let n):
      require(o == oldIndex && n == newIndex, "keep(\(o), \(n)) out of order")
      require(o < oldLines.count && n < newLines.count && same(o, n), "keep of unequal lines")
      oldIndex += 1
      newIndex += 1
    case .delete(let o):
      require(o == oldIndex && o < oldLines.count, "delete(\(o)) out of order")
      oldIndex += 1
      changes += 1
    case .insert(let n):
      require(n == newIndex && n < newLines.count, "insert(\(n)) out of order")
      newIndex += 1
      changes += 1
    }
  }
  require(oldIndex == oldLines.count && newIndex == newLines.count, "the script misses lines")
  require(diff.hasChanges == (changes > 0), "hasChanges disagrees with the script")

  // Shortest: the lines kept are a longest common subsequence.
  guard oldLines.count * newLines.count <= 40_000 else { return }
  var previous = [Int](repeating: 0, count: newLines.count + 1)
  for o in 0..<oldLines.count {
    var current = [Int](repeating: 0, count: newLines.count + 1)
    for n in 0..<newLines.count {
      current[n + 1] = same(o, n) ? previous[n] + 1 : max(previous[n + 1], current[n])
    }
    previous = current
  }
  let shortest = oldLines.count + newLines.count - 2 * previous[newLines.count]
  require(changes == shortest, "\(changes) changes where \(shortest) suffice")
}

// MARK: - The unified diff

/// Applies `unified` to the old text of `diff`, checking its form on the way: the two file
/// lines, then hunks in order whose headers count their lines, each line marked ` `, `-` or
/// `+`, with `\ No newline at end of file` exactly after a last line without one. Works on
/// bytes: lines end at LF alone, and a marker may precede a combining character.
private func apply(_ unified: String, to diff: LineDiff) -> [UInt8] {
  let old = diff.oldLines.map { Array($0.utf8) }
  let noNewline = Array("\\ No newline at end of file".utf8)
  var lines = Array(unified.utf8).split(
    separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
  require(lines.last?.isEmpty == true, "the unified diff does not end with a line break")
  lines = lines.dropLast()
  require(lines.popFirst().map(Array.init) == Array("--- a".utf8), "no '--- a' line")
  require(lines.popFirst().map(Array.init) == Array("+++ b".utf8), "no '+++ b' line")

  var output: [UInt8] = []
  var newCount = 0
  var oldCursor = 0
  func oldMissesNewline(_ index: Int) -> Bool {
    index == old.count - 1 && !diff.oldEndsWithNewline
  }
  func copyOld(_ index: Int) {
    output += old[index]
    if !oldMissesNewline(index) { output.append(UInt8(ascii: "\n")) }
    newCount += 1
  }
  require(!lines.isEmpty, "no hunks")
  while let headerBytes = lines.popFirst() {
    let header = String(decoding: headerBytes, as: UTF8.self)
    guard let hunk = HunkHeader(header[...]) else { violated("bad hunk header '\(header)'") }
    // With no old lines the start is the line before the hunk; likewise for new.
    let oldStart = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
    let newStart = hunk.newCount == 0 ? hunk.newStart : hunk.newStart - 1
    require(oldStart >= oldCursor && oldStart + hunk.oldCount <= old.count, "bad old range")
    while oldCursor < oldStart {
      copyOld(oldCursor)
      oldCursor += 1
    }
    require(newStart == newCount, "new start \(hunk.newStart) where \(newCount + 1) was due")
    var oldSeen = 0
    var newSeen = 0
    var changed = false
    while oldSeen < hunk.oldCount || newSeen < hunk.newCount {
      guard let line = lines.popFirst(), let marker = line.first else {
        violated("hunk '\(header)' ends early")
      }
      let text = line.dropFirst()
      let missing = lines.first.map { $0.elementsEqual(noNewline) } ?? false
      if missing { lines.removeFirst() }
      switch marker {
      case UInt8(ascii: " "), UInt8(ascii: "-"):
        require(
          oldCursor < old.count && old[oldCursor].elementsEqual(text),
          "hunk '\(header)' has a line that is not the old text's line \(oldCursor + 1)")
        require(missing == oldMissesNewline(oldCursor), "newline marker misplaced")
        if marker == UInt8(ascii: " ") {
          copyOld(oldCursor)
          newSeen += 1
        } else {
          changed = true
        }
        oldCursor += 1
        oldSeen += 1
      case UInt8(ascii: "+"):
        output += text
        if !missing { output.append(UInt8(ascii: "\n")) }
        newCount += 1
        newSeen += 1
        changed = true
      default:
        violated("hunk line '\(String(decoding: line, as: UTF8.self))' has no marker")
      }
    }
    require(oldSeen == hunk.oldCount && newSeen == hunk.newCount, "hunk '\(header)' miscounts")
    require(changed, "hunk '\(header)' changes nothing")
  }
  while oldCursor < old.count {
    copyOld(oldCursor)
    oldCursor += 1
  }
  return output
}

/// `@@ -oldStart[,oldCount] +newStart[,newCount] @@`; a count left out is 1.
private struct HunkHeader {
  var oldStart: Int
  var oldCount: Int
  var newStart: Int
  var newCount: Int

  init?(_ line: Substring) {
    guard line.hasPrefix("@@ -"), line.hasSuffix(" @@") else { return nil }
    let ranges = line.dropFirst(4).dropLast(3).split(separator: " ")
    guard ranges.count == 2, ranges[1].first == "+",
      let old = Self.range(ranges[0]), let new = Self.range(ranges[1].dropFirst())
    else { return nil }
    (oldStart, oldCount, newStart, newCount) = (old.start, old.count, new.start, new.count)
  }

  private static func range(_ text: Substring) -> (start: Int, count: Int)? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
    guard numbers.count <= 2, let start = Int(numbers[0]) else { return nil }
    guard numbers.count == 2 else { return (start, 1) }
    guard let count = Int(numbers[1]), count != 1 else { return nil }
    return (start, count)
  }
}
