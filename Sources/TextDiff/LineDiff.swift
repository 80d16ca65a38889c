/// The differences between two texts, line by line, and their unified-diff rendering.
///
/// Lines are compared exactly (a trailing `\r` is part of the line; a last line without a
/// newline differs from the same line with one). The edit script is a shortest one, found with
/// Myers' O((N+M)·D) algorithm in linear space, after the common head and tail are set aside;
/// among equally short scripts the choice is deterministic. ``unified(oldName:newName:context:)``
/// prints it the way `diff -u` does.
///
/// ```swift
/// let diff = LineDiff(old: committed, new: generated)
/// if diff.hasChanges {
///   print(diff.unified(oldName: "a/login.feature", newName: "b/login.feature"), terminator: "")
/// }
/// ```
public struct LineDiff: Sendable {
  /// The old text's lines, without their line breaks.
  public let oldLines: [String]
  /// The new text's lines, without their line breaks.
  public let newLines: [String]
  /// Whether the old text's last line ends with a newline (true for an empty text).
  public let oldEndsWithNewline: Bool
  /// Whether the new text's last line ends with a newline (true for an empty text).
  public let newEndsWithNewline: Bool
  /// The edit script: every line of both texts in order, each kept, deleted or inserted.
  public let edits: [Edit]

  /// One step of the edit script.
  public enum Edit: Hashable, Sendable {
    /// A line in both texts: its 0-based index in each.
    case keep(old: Int, new: Int)
    /// A line of the old text only.
    case delete(old: Int)
    /// A line of the new text only.
    case insert(new: Int)
  }

  /// Compares two texts split at `\n`.
  public init(old: String, new: String) {
    let (oldLines, oldNewline) = Self.lines(of: old)
    let (newLines, newNewline) = Self.lines(of: new)
    self.init(
      oldLines: oldLines, newLines: newLines, oldEndsWithNewline: oldNewline,
      newEndsWithNewline: newNewline)
  }

  /// Compares two lists of lines.
  ///
  /// - Parameters:
  ///   - oldEndsWithNewline: Whether the old text's last line has a line break (as it has in
  ///     a text file); a last line without one differs from the same line with one.
  ///   - newEndsWithNewline: Likewise for the new text.
  public init(
    oldLines: [String], newLines: [String], oldEndsWithNewline: Bool = true,
    newEndsWithNewline: Bool = true
  ) {
    self.oldLines = oldLines
    self.newLines = newLines
    self.oldEndsWithNewline = oldEndsWithNewline || oldLines.isEmpty
    self.newEndsWithNewline = newEndsWithNewline || newLines.isEmpty
    self.edits = MyersDiff.edits(
      old: oldLines, new: newLines,
      oldLastIsPartial: !self.oldEndsWithNewline, newLastIsPartial: !self.newEndsWithNewline)
  }

  /// Whether the texts differ.
  public var hasChanges: Bool {
    edits.contains { if case .keep = $0 { false } else { true } }
  }

  /// The changes grouped with three lines of context, as `diff -u` groups them.
  public var hunks: [Hunk] { hunks(context: 3) }

  /// The changes grouped with `context` lines of context around each; changes closer than
  /// twice that share a hunk.
  public func hunks(context: Int) -> [Hunk] {
    HunkBuilder(diff: self, context: max(0, context)).hunks()
  }

  /// The unified diff: `--- oldName`, `+++ newName`, then each hunk as
  /// `@@ -start,count +start,count @@` and its lines (` ` context, `-` deleted, `+` inserted,
  /// `\ No newline at end of file` after a last line without one). Empty when nothing changed.
  public func unified(oldName: String = "a", newName: String = "b", context: Int = 3) -> String {
    let hunks = hunks(context: context)
    guard !hunks.isEmpty else { return "" }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks {
      hunk.render(into: &output)
    }
    return output
  }

  /// Splits at `\n` bytes (a `\r` before one stays in its line, as in `diff`); a final line
  /// break does not start another line.
  static func lines(of text: String) -> (lines: [String], endsWithNewline: Bool) {
    let utf8 = text.utf8
    guard !utf8.isEmpty else { return ([], true) }
    var lines = utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    let endsWithNewline = utf8.last == UInt8(ascii: "\n")
    if endsWithNewline {
      lines.removeLast()
    }
    return (lines, endsWithNewline)
  }
}
