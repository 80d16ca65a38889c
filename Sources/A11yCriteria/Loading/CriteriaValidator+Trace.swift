import Diagnostics
import JSON

/// The checks of a component's trace: locators spelled as ``TraceLocator`` says, each named
/// once, every criterion id it names a criterion of the component, and no empty reason.
extension CriteriaValidator {
  mutating func checkTrace(_ trace: Trace, ids: [String], at path: JSONPath) {
    if trace.source.allSatisfy(\.isWhitespace) {
      error("must name the source document", at: path.appending("source"))
    }
    var seen: [String: Int] = [:]
    for (index, entry) in trace.entries.enumerated() {
      let entryPath = path.appending("requirements").appending(index)
      if !TraceLocator.isWellFormed(entry.requirement) {
        error(
          "'\(entry.requirement)' is not a requirement locator (such as condensed/keyboard/space, gherkin/gestures/2 or notes/ios/focus/1)",
          at: entryPath.appending("requirement"))
      } else if let first = seen[entry.requirement] {
        error(
          "'\(entry.requirement)' is traced twice (first at requirements[\(first)])",
          at: entryPath.appending("requirement"))
      } else {
        seen[entry.requirement] = index
      }
      if let covers = entry.covers {
        if covers.isEmpty {
          error(
            "name at least one criterion id, or say why the requirement is out of scope",
            at: entryPath.appending("covers"))
        }
        for (position, id) in covers.enumerated() where !ids.contains(id) {
          error(
            "the component has no criterion '\(id)'\(Suggestions.hint(for: id, in: ids))",
            at: entryPath.appending("covers").appending(position))
        }
      }
      for (key, text) in [
        ("note", entry.note), ("outOfScope", entry.outOfScope), ("uncovered", entry.uncovered),
      ] {
        if let text, text.allSatisfy(\.isWhitespace) {
          error("must not be empty", at: entryPath.appending(key))
        }
      }
    }
  }
}
