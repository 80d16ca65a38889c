import Diagnostics

/// One file of a run that writes as it renders (``GenerationStream``): what the run still
/// needs to know of it once its contents are staged or dropped.
///
/// A run keeps one for every file of the catalog, so it stays small: the rare problem is not
/// stored inline.
public struct StreamedFile: Hashable, Sendable {
  /// Relative to the output directory.
  public var path: String
  /// Whether it differs from what the output directory holds: a file the run writes.
  public var changed: Bool
  /// Whether nothing was at its path.
  public var isNew: Bool
  /// Whether a file this tool did not write is at its path, when it changed.
  public var isHandWritten: Bool
  /// ``problem``, or nothing: an empty array takes no memory of its own.
  private var problems: [Diagnostic]
  /// The hand edits in the committed file that its new contents discard: with
  /// ``changed``, the run discards them; without, it leaves the file as it is for them.
  public var handEdits: [HandEdit] = []

  /// Whether the run leaves the file as it is because writing it would discard hand edits.
  public var keptForHandEdits: Bool { !changed && !handEdits.isEmpty }

  /// Why it may not be written at its path (see ``OutputPlan/check(writing:)``), when it
  /// changed.
  public var problem: Diagnostic? {
    get { problems.first }
    set { problems = newValue.map { [$0] } ?? [] }
  }

  init(path: String, changed: Bool, isNew: Bool, problem: Diagnostic?, isHandWritten: Bool) {
    self.path = path
    self.changed = changed
    self.isNew = isNew
    self.isHandWritten = isHandWritten
    problems = problem.map { [$0] } ?? []
  }
}
