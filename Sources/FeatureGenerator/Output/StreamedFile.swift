import Diagnostics

/// One file of a run that writes as it renders (``GenerationStream``): what the run still
/// needs to know of it once its contents are staged or dropped.
public struct StreamedFile: Hashable, Sendable {
  /// Relative to the output directory.
  public var path: String
  /// Whether it differs from what the output directory holds: a file the run writes.
  public var changed: Bool
  /// Whether nothing was at its path.
  public var isNew: Bool
  /// Why it may not be written at its path (see ``OutputPlan/check(writing:)``), when it
  /// changed.
  public var problem: Diagnostic?
  /// Whether a file this tool did not write is at its path, when it changed.
  public var isHandWritten: Bool
}
