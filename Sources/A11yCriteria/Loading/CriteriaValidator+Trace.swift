import Diagnostics
import JSON

/// The checks of a component's traces: one per source document, locators spelled as
/// ``TraceLocator`` says, each named once in its trace, every criterion id it names a criterion
/// of the component, and no empty reason.
extension CriteriaValidator {
  /// `traces` were read from `path`: one object, or an array with one trace per element.
  mutating func checkTraces(_ traces: [Trace], ids: [String], at path: JSONPath) {
    let isList = document.root.offset(at: path.appending(0)) != nil
    var sources: [String: Int] = [:]
    for (index, trace) in traces.enumerated() {
      let tracePath = isList ? path.appending(index) : path
      if let first = sources[trace.source] {
        error(
          Message.sourceTracedTwice(trace.source, first: first),
          at: tracePath.appending("source"))
      } else if !trace.source.allSatisfy(\.isWhitespace) {
        sources[trace.source] = index
      }
      checkTrace(trace, ids: ids, at: tracePath)
    }
  }

  private mutating func checkTrace(_ trace: Trace, ids: [String], at path: JSONPath) {
    if trace.source.allSatisfy(\.isWhitespace) {
      error(Message.noTraceSource, at: path.appending("source"))
    }
    var seen: [String: Int] = [:]
    for (index, entry) in trace.entries.enumerated() {
      let entryPath = path.appending("requirements").appending(index)
      let ariaAt = TraceLocator.isAriaAtPlan(trace.source)
      if !TraceLocator.isWellFormed(entry.requirement, source: trace.source) {
        error(
          ariaAt
            ? Message.invalidAriaAtLocator(entry.requirement)
            : Message.invalidLocator(entry.requirement),
          at: entryPath.appending("requirement"))
      } else if let first = seen[entry.requirement] {
        error(
          Message.tracedTwice(entry.requirement, first: first),
          at: entryPath.appending("requirement"))
      } else {
        seen[entry.requirement] = index
      }
      // ARIA-AT ranks every assertion; no other source ranks its requirements.
      if ariaAt, !(1...3).contains(entry.priority ?? 0) {
        error(
          Message.ariaAtPriority,
          at: entry.priority == nil ? entryPath : entryPath.appending("priority"))
      } else if !ariaAt, entry.priority != nil {
        error(Message.priorityOutsideAriaAt, at: entryPath.appending("priority"))
      }
      if let covers = entry.covers {
        if covers.isEmpty {
          error(
            Message.coversNothing,
            at: entryPath.appending("covers"))
        }
        for (position, id) in covers.enumerated() where !ids.contains(id) {
          error(
            Message.unknownCoveredCriterion(id, hint: Suggestions.hint(for: id, in: ids)),
            at: entryPath.appending("covers").appending(position))
        }
      }
      for (key, text) in [
        ("note", entry.note), ("outOfScope", entry.outOfScope), ("uncovered", entry.uncovered),
      ] {
        if let text, text.allSatisfy(\.isWhitespace) {
          error(Message.empty, at: entryPath.appending(key))
        }
      }
    }
  }
}
