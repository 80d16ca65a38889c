/// One `WHEN …` of a document's hand-written `## Gherkin` section, with the lines that follow
/// it up to the next `WHEN`: the action (the `WHEN` line and any `AND` before the first
/// `THEN`) and what must follow (the `THEN` line and the `AND`s after it).
struct GherkinBlock: Hashable {
  /// One bullet of the block.
  struct Line: Hashable {
    /// `WHEN`, `THEN`, `AND` as written, upper-cased.
    var keyword: String
    /// The text after the keyword.
    var text: String
    var line: Int
    var column: Int
  }

  /// The group of the scenario the block belongs to ("Test keyboard actions" → keyboard).
  var group: SourceGroup?
  var lines: [Line]

  /// The `WHEN` line and the `AND` lines before the first `THEN`.
  var action: [Line] {
    Array(lines.prefix { $0.keyword != "THEN" })
  }

  /// The first `THEN` line, if any.
  var outcome: Line? {
    lines.first { $0.keyword == "THEN" }
  }

  /// The `THEN` line and every line after it.
  var outcomes: [Line] {
    Array(lines.drop { $0.keyword != "THEN" })
  }
}
