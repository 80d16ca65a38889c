/// A run of changes with the unchanged lines around them, as one `@@` block of a unified diff.
public struct Hunk: Hashable, Sendable {
  /// One line of a hunk.
  public struct Line: Hashable, Sendable {
    /// Which text the line belongs to.
    public enum Kind: Hashable, Sendable {
      /// In both texts (` `).
      case context
      /// In the old text only (`-`).
      case deleted
      /// In the new text only (`+`).
      case inserted
    }

    /// Context, deleted or inserted.
    public var kind: Kind
    /// The line, without its line break.
    public var text: String
    /// The line is its text's last and has no line break (`\ No newline at end of file`).
    public var missingNewline: Bool

    /// A hunk line.
    public init(kind: Kind, text: String, missingNewline: Bool = false) {
      self.kind = kind
      self.text = text
      self.missingNewline = missingNewline
    }
  }

  /// The 1-based number of the hunk's first old line; when the hunk has no old lines, the
  /// number of the line before it (0 at the start), as `diff -u` counts.
  public var oldStart: Int
  /// How many old lines the hunk covers (context and deleted).
  public var oldCount: Int
  /// Likewise for the new text.
  public var newStart: Int
  /// How many new lines the hunk covers (context and inserted).
  public var newCount: Int
  /// The lines in order: context, deletions before insertions within a change.
  public var lines: [Line]

  /// A hunk with these ranges and lines.
  public init(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [Line]) {
    self.oldStart = oldStart
    self.oldCount = oldCount
    self.newStart = newStart
    self.newCount = newCount
    self.lines = lines
  }

  /// `@@ -oldStart,oldCount +newStart,newCount @@`, with `,count` left out when it is 1.
  public var header: String {
    func range(_ start: Int, _ count: Int) -> String {
      count == 1 ? "\(start)" : "\(start),\(count)"
    }
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
  }

  func render(into output: inout String) {
    output += header
    output += "\n"
    for line in lines {
      switch line.kind {
      case .context: output += " "
      case .deleted: output += "-"
      case .inserted: output += "+"
      }
      output += line.text
      output += "\n"
      if line.missingNewline {
        output += "\\ No newline at end of file\n"
      }
    }
  }
}
