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
///
/// In a trace of an ARIA-AT test plan (a source under `aria-at/`, such as `aria-at/apg/switch`),
/// a locator is `<test>/<assertion>`: a test and one of its assertions, by their ids in the plan
/// (`operateSwitchOnState/stateChangeToOff`); in a plan of the older format, whose tests list
/// their assertions in columns, by the test's number and the column (`1/assertion3`).
public enum TraceLocator {
  /// The parts of a document a locator can start with.
  public static let kinds = ["condensed", "front-matter", "gherkin", "notes"]

  /// Whether `source` names an ARIA-AT test plan, whose requirements are its tests' assertions.
  public static func isAriaAtPlan(_ source: String) -> Bool {
    source.hasPrefix("aria-at/")
  }

  /// Whether `text` is spelled as a locator of a requirement of `source`.
  public static func isWellFormed(_ text: String, source: String) -> Bool {
    guard isAriaAtPlan(source) else { return isWellFormed(text) }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { part in
        !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }
  }

  /// Whether `text` is spelled as a locator: a known kind and at least two more parts, each a
  /// slug.
  public static func isWellFormed(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, let kind = parts.first, kinds.contains(kind) else { return false }
    return parts.dropFirst().allSatisfy(Slug.isValid)
  }
}
