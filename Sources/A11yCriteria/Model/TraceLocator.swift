/// The spelling of a trace entry's `requirement`: where in its source document a requirement
/// stands, as slugs joined by `/`, the first naming the part of the document.
///
/// - `condensed/<group>/<key>`: an item of the `## Condensed` list, by its group (`keyboard`,
///   `gestures`, `screen-reader`, `settings`, or `other`) and its key's slug; a key given
///   again in the same group takes its ordinal as a last part (`condensed/keyboard/space/2`).
/// - `front-matter/<group>/<key>`: the same for an item of an older document's front matter.
/// - `gherkin/<group>/<n>`: the n-th expected outcome (a `THEN`, or an `AND` after it) of the
///   group's scenarios in the `## Gherkin` section.
/// - `notes/<platform>/<topic>[/<framework>]/<n>`: the n-th sentence with "must" or "should"
///   in the developer notes of a platform (`ios`, `android`, `all`) under a topic heading
///   (`general` before the first one), and a framework heading when there is one.
public enum TraceLocator {
  /// The parts of a document a locator can start with.
  public static let kinds = ["condensed", "front-matter", "gherkin", "notes"]

  /// Whether `text` is spelled as a locator: a known kind and at least two more parts, each a
  /// slug.
  public static func isWellFormed(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, let kind = parts.first, kinds.contains(kind) else { return false }
    return parts.dropFirst().allSatisfy(Slug.isValid)
  }
}
