/// How a component answers for every requirement its source document states: each
/// requirement, named by a locator the document itself yields (see ``TraceEntry``), is covered
/// by criteria of the component, out of scope for a stated reason, or known to be uncovered.
///
/// The trace is what a reviewer reads to trust a component; it is never rendered into the
/// feature files.
public struct Trace: Hashable, Sendable {
  /// The document the requirements come from, as the catalog names it
  /// (`magentaa11y/native/notifications/modal.md`).
  public var source: String
  public var entries: [TraceEntry]

  public init(source: String, entries: [TraceEntry]) {
    self.source = source
    self.entries = entries
  }

  /// The entries that are covered by criteria.
  public var covered: [TraceEntry] { entries.filter { $0.covers != nil } }
  /// The entries that are out of scope.
  public var outOfScope: [TraceEntry] { entries.filter { $0.outOfScope != nil } }
  /// The entries that no criterion covers yet.
  public var uncovered: [TraceEntry] { entries.filter { $0.uncovered != nil } }

  /// For a source that ranks its requirements (ARIA-AT), how many of those it requires (MUST,
  /// priority 1) are covered, of how many; nil for a source that does not.
  public var mustCoverage: (covered: Int, total: Int)? {
    guard entries.contains(where: { $0.priority != nil }) else { return nil }
    let required = entries.filter { $0.priority == 1 }
    return (required.filter { $0.covers != nil }.count, required.count)
  }
}
