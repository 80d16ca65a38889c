/// Myers' difference algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986,
/// section 4b) in linear space: find the middle snake of a shortest edit script, recurse on
/// both sides. O((N+M)·D) time, O(N+M) memory. A last pass slides runs of changes over equal
/// lines so that they merge and sit as low as possible, as `diff` prints them.
enum MyersDiff {
  /// The edit script turning `old` into `new`.
  ///
  /// - Parameters:
  ///   - oldLastIsPartial: The old text's last line has no line break, so it never equals a
  ///     new line that has one.
  ///   - newLastIsPartial: Likewise for the new text.
  static func edits(
    old: [String], new: [String], oldLastIsPartial: Bool, newLastIsPartial: Bool
  ) -> [LineDiff.Edit] {
    // Compare numbers, not strings: lines with the same bytes get the same id. (A last line
    // without a line break gets an id of its own.)
    var ids: [LineKey: Int] = [:]
    func id(_ line: String, partial: Bool) -> Int {
      let key = LineKey(text: line, partial: partial)
      if let known = ids[key] { return known }
      let next = ids.count
      ids[key] = next
      return next
    }
    let a = old.indices.map { id(old[$0], partial: oldLastIsPartial && $0 == old.count - 1) }
    let b = new.indices.map { id(new[$0], partial: newLastIsPartial && $0 == new.count - 1) }

    // A line with no equal in the other text is a change in every shortest script: mark it
    // now and search only the rest (so texts with nothing in common cost linear time).
    var inA = [Bool](repeating: false, count: ids.count)
    var inB = [Bool](repeating: false, count: ids.count)
    for id in a { inA[id] = true }
    for id in b { inB[id] = true }
    let keptA = a.indices.filter { inB[a[$0]] }
    let keptB = b.indices.filter { inA[b[$0]] }
    var search = Search(a: keptA.map { a[$0] }, b: keptB.map { b[$0] })
    search.compare(aLow: 0, aHigh: keptA.count, bLow: 0, bHigh: keptB.count)
    var deleted = a.map { !inB[$0] }
    var inserted = b.map { !inA[$0] }
    for (index, original) in keptA.enumerated() where search.deleted[index] {
      deleted[original] = true
    }
    for (index, original) in keptB.enumerated() where search.inserted[index] {
      inserted[original] = true
    }
    Compaction.slide(&deleted, lines: a, other: inserted)
    Compaction.slide(&inserted, lines: b, other: deleted)

    var edits: [LineDiff.Edit] = []
    edits.reserveCapacity(max(a.count, b.count))
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, deleted[i] {
        edits.append(.delete(old: i))
        i += 1
      } else if j < b.count, inserted[j] {
        edits.append(.insert(new: j))
        j += 1
      } else {
        edits.append(.keep(old: i, new: j))
        i += 1
        j += 1
      }
    }
    return edits
  }

  /// A line compared by its UTF-8 bytes (not by Unicode canonical equivalence, as `String`
  /// compares), as `diff` compares lines.
  private struct LineKey: Hashable {
    let text: String
    let partial: Bool

    static func == (lhs: LineKey, rhs: LineKey) -> Bool {
      lhs.partial == rhs.partial && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(partial)
      for byte in text.utf8 {
        hasher.combine(byte)
      }
    }
  }

  /// The recursive search, marking deleted old lines and inserted new lines.
  private struct Search {
    let a: [Int]
    let b: [Int]
    var deleted: [Bool]
    var inserted: [Bool]
    /// Per diagonal k = x - y (stored at `k + offset`): the furthest x a forward path has
    /// reached, and the smallest x a backward path has reached.
    private var forward: [Int]
    private var backward: [Int]
    private let offset: Int

    init(a: [Int], b: [Int]) {
      self.a = a
      self.b = b
      deleted = Array(repeating: false, count: a.count)
      inserted = Array(repeating: false, count: b.count)
      offset = b.count + 1
      forward = Array(repeating: 0, count: a.count + b.count + 3)
      backward = Array(repeating: 0, count: a.count + b.count + 3)
    }

    /// Compares `a[aLow..<aHigh]` with `b[bLow..<bHigh]`. The recursion depth grows with the
    /// logarithm of the number of differences.
    mutating func compare(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) {
      var aLow = aLow
      var bLow = bLow
      var aHigh = aHigh
      var bHigh = bHigh
      // Set aside the common head and tail.
      while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
        aLow += 1
        bLow += 1
      }
      while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
        aHigh -= 1
        bHigh -= 1
      }
      if aLow == aHigh {
        for j in bLow..<bHigh { inserted[j] = true }
        return
      }
      if bLow == bHigh {
        for i in aLow..<aHigh { deleted[i] = true }
        return
      }
      let (x, y) = middle(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh)
      compare(aLow: aLow, aHigh: x, bLow: bLow, bHigh: y)
      compare(aLow: x, aHigh: aHigh, bLow: y, bHigh: bHigh)
    }

    /// A point where a shortest edit path crosses the middle: the end of the snake where the
    /// forward and backward searches meet. Both ranges are non-empty and their first lines
    /// differ, as do their last lines.
    private mutating func middle(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> (Int, Int) {
      // Diagonals in absolute coordinates; only those crossing the rectangle are searched.
      let lowest = aLow - bHigh
      let highest = aHigh - bLow
      let forwardCenter = aLow - bLow
      let backwardCenter = aHigh - bHigh
      let odd = (forwardCenter - backwardCenter) & 1 != 0
      var forwardMin = forwardCenter
      var forwardMax = forwardCenter
      var backwardMin = backwardCenter
      var backwardMax = backwardCenter
      forward[offset + forwardCenter] = aLow
      backward[offset + backwardCenter] = aHigh

      while true {
        // One more edit on every forward diagonal; outside the rectangle, a sentinel.
        if forwardMin > lowest {
          forwardMin -= 1
          forward[offset + forwardMin - 1] = -1
        } else {
          forwardMin += 1
        }
        if forwardMax < highest {
          forwardMax += 1
          forward[offset + forwardMax + 1] = -1
        } else {
          forwardMax -= 1
        }
        for k in stride(from: forwardMax, through: forwardMin, by: -2) {
          let fromBelow = forward[offset + k - 1]  // then a deletion
          let fromAbove = forward[offset + k + 1]  // then an insertion
          var x = fromBelow >= fromAbove ? fromBelow + 1 : fromAbove
          var y = x - k
          while x < aHigh, y < bHigh, a[x] == b[y] {
            x += 1
            y += 1
          }
          forward[offset + k] = x
          if odd, k >= backwardMin, k <= backwardMax, backward[offset + k] <= x {
            return (x, y)
          }
        }

        // One more edit on every backward diagonal.
        if backwardMin > lowest {
          backwardMin -= 1
          backward[offset + backwardMin - 1] = Int.max
        } else {
          backwardMin += 1
        }
        if backwardMax < highest {
          backwardMax += 1
          backward[offset + backwardMax + 1] = Int.max
        } else {
          backwardMax -= 1
        }
        for k in stride(from: backwardMax, through: backwardMin, by: -2) {
          let fromBelow = backward[offset + k - 1]  // then an insertion, backwards
          let fromAbove = backward[offset + k + 1]  // then a deletion, backwards
          var x = fromBelow < fromAbove ? fromBelow : fromAbove - 1
          var y = x - k
          while x > aLow, y > bLow, a[x - 1] == b[y - 1] {
            x -= 1
            y -= 1
          }
          backward[offset + k] = x
          if !odd, k >= forwardMin, k <= forwardMax, x <= forward[offset + k] {
            return (x, y)
          }
        }
      }
    }
  }
}
