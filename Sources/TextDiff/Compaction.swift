/// Moves runs of changed lines over equal neighbours, which leaves the script just as short
/// but easier to read: a run slides up to join the run before it when it can, then down as
/// far as it goes (so a block added after a repeated line is shown after it, as `diff` and
/// `git diff` show it), and back up to the lowest place where it faces a change in the other
/// text, so that a replaced block reads as one change.
enum Compaction {
  /// Slides the runs in `changed` (flags over `lines`, the ids of one text's lines); `other`
  /// holds the other text's flags, which stay as they are.
  static func slide(_ changed: inout [Bool], lines: [Int], other: [Bool]) {
    // Unchanged lines pair up in order, so the point after the k-th unchanged line here is
    // the point before the other text's unchanged line number k.
    var otherKept: [Int] = []
    for index in other.indices where !other[index] {
      otherKept.append(index)
    }
    otherKept.append(other.count)
    func facesChange(_ kept: Int) -> Bool {
      let point = otherKept[min(kept, otherKept.count - 1)]
      return point > 0 && other[point - 1]
    }

    let count = lines.count
    var index = 0
    var kept = 0  // unchanged lines before `index`
    while index < count {
      guard changed[index] else {
        index += 1
        kept += 1
        continue
      }
      var start = index
      var end = index
      while end < count, changed[end] { end += 1 }

      var length: Int
      var facing: Int?  // the lowest run end that faces a change in the other text
      repeat {
        length = end - start
        // Up, while the line above equals the run's last line; join runs met on the way.
        while start > 0, lines[start - 1] == lines[end - 1] {
          start -= 1
          end -= 1
          changed[start] = true
          changed[end] = false
          kept -= 1
          while start > 0, changed[start - 1] { start -= 1 }
        }
        facing = facesChange(kept) ? end : nil
        // Down, while the run's first line equals the line below; join runs met on the way.
        while end < count, lines[start] == lines[end] {
          changed[start] = false
          changed[end] = true
          start += 1
          end += 1
          kept += 1
          while end < count, changed[end] { end += 1 }
          if facesChange(kept) {
            facing = end
          }
        }
      } while length != end - start

      // Back up to face the other text's change, if the run passed one.
      if let facing {
        while end > facing {
          start -= 1
          end -= 1
          changed[start] = true
          changed[end] = false
          kept -= 1
        }
      }
      index = end
    }
  }
}
