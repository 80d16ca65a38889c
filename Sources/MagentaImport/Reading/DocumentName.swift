/// What a document's file name says: the component id, and whether the file is a draft.
///
/// The MagentaA11y guidelines name each page by its file (`segmented-control.md` is the page
/// `…/controls/segmented-control`), while titles carry typos and longer phrases ("How to test
/// a segemented control / tabs"), so a Markdown file's name is the component id. Files whose
/// name starts with `_` (`_template.md`, `_tooltip.md`) are templates and unpublished drafts.
public enum DocumentName {
  /// The extensions of the files whose name is the component id.
  static let markdownExtensions: Set<String> = ["md", "markdown"]

  /// The last path component of `path`.
  public static func fileName(of path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }

  /// Whether the file is a Markdown file (`.md`, `.markdown`).
  public static func isMarkdown(_ path: String) -> Bool {
    let name = fileName(of: path)
    guard let dot = name.lastIndex(of: ".") else { return false }
    return markdownExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// The component id a Markdown file's name gives (`step_indicator.md` → `step-indicator`),
  /// or nil for another kind of file, or a name without letters or digits.
  public static func componentId(of path: String) -> String? {
    let name = fileName(of: path)
    guard isMarkdown(name), let dot = name.lastIndex(of: ".") else { return nil }
    let id = TextCleaner.slug(String(name[..<dot]))
    return id.isEmpty ? nil : id
  }

  /// Whether the file is a template or a draft: its name starts with `_`.
  public static func isDraft(_ path: String) -> Bool {
    fileName(of: path).hasPrefix("_")
  }
}
