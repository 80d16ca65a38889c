import Foundation
import Testing
import TextDiff

/// Properties of the edit script on many small random inputs: it turns old into new, and it is
/// a shortest one (checked against a dynamic-programming LCS).
@Suite struct LineDiffPropertyTests {
  /// A fixed-seed generator, so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func randomLines(_ random: inout Generator, alphabet: Int, maxCount: Int) -> [String] {
    (0..<random.next(maxCount + 1)).map { _ in
      String(UnicodeScalar(UInt8(97 + random.next(alphabet))))
    }
  }

  static func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for i in 1..<(a.count + 1) {
      var current = [Int](repeating: 0, count: b.count + 1)
      for j in 1..<(b.count + 1) {
        current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
      }
      previous = current
    }
    return previous[b.count]
  }

  @Test func editScriptsAreValidAndShortest() {
    var random = Generator(state: 42)
    for _ in 0..<3_000 {
      let alphabet = 1 + random.next(5)
      let old = Self.randomLines(&random, alphabet: alphabet, maxCount: 14)
      let new = Self.randomLines(&random, alphabet: alphabet, maxCount: 14)
      let diff = LineDiff(oldLines: old, newLines: new)
      var rebuilt: [String] = []
      var oldIndex = 0
      var newIndex = 0
      var changes = 0
      for edit in diff.edits {
        switch edit {
        case .keep(let o, let n):
          #expect(o == oldIndex && n == newIndex && old[o] == new[n])
          rebuilt.append(old[o])
          oldIndex += 1
          newIndex += 1
        case .delete(let o):
          #expect(o == oldIndex)
          oldIndex += 1
          changes += 1
        case .insert(let n):
          #expect(n == newIndex)
          rebuilt.append(new[n])
          newIndex += 1
          changes += 1
        }
      }
      #expect(rebuilt == new, "\(old) → \(new)")
      #expect(oldIndex == old.count)
      #expect(changes == old.count + new.count - 2 * Self.lcsLength(old, new), "\(old) → \(new)")
    }
  }
}
