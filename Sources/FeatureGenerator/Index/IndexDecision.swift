import Diagnostics

/// What a run does about the index of the output directory.
public enum IndexDecision: Hashable, Sendable {
  /// The run has no index (``GenerationOptions/index`` is off).
  case off
  /// The index as it should be.
  case generate(GeneratedFile)
  /// A `README.md` that this tool did not write is where the index goes: it stays as it is,
  /// the index is neither written nor checked, and the warning says so and what to do.
  case keepHandWritten(Diagnostic)
}
