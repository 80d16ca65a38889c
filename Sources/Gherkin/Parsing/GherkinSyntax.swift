/// How Gherkin is written in a document: classic `.feature` text, or Gherkin in Markdown.
public enum GherkinSyntax: Sendable, Hashable {
  /// Classic Gherkin (`.feature`): keywords at the start of lines, `#` comments,
  /// `# language:` headers.
  case classic
  /// Gherkin in Markdown (`.feature.md`, "MDG"): keyword lines are headings (`## Scenario:`),
  /// steps are list items (`* Given …`), tags are code spans (`` `@tag` ``), doc strings are
  /// fenced code blocks, and all other Markdown is ignored.
  case markdown

  /// The syntax a file name implies: ``markdown`` for names ending in `.feature.md`,
  /// ``classic`` otherwise.
  ///
  /// ```swift
  /// GherkinSyntax(path: "docs/login.feature.md")  // .markdown
  /// ```
  public init(path: String) {
    self = path.hasSuffix(".feature.md") ? .markdown : .classic
  }
}
