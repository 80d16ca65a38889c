/// A run of changes with the unchanged lines around them, as one `@@` block of a unified diff.
public struct Hunk: Hashable, Sendable {
  /// One line of a hunk.
  public struct Line: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// In both texts (` `).
      case context
      /// In the old text only (`-`).
      case deleted
      /// In the new text only (`+`).
      case inserted
    }

    public var kind: Kind
    public var text: String
    /// The line is its text's last and has no line break (`\ No newline at end of file`).
    public var missingNewline: Bool

    public init(kind: Kind, text: String, missingNewline: Bool = false) {
      self.kind = kind
      self.text = text
      self.missingNewline = missingNewline
    }
  }

  /// The 1-based number of the hunk's first old line; when the hunk has no old lines, the
  /// number of the line before it (0 at the start), as `diff -u` counts.
  public var oldStart: Int
  public var oldCount: Int
  /// Likewise for the new text.
  public var newStart: Int
  public var newCount: Int
  public var lines: [Line]

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
