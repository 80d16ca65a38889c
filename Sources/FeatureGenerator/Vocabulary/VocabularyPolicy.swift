/// What a step outside the step vocabulary (or matching several of its phrases) is: the
/// project configuration's `vocabulary` setting.
public enum VocabularyPolicy: String, Sendable, CaseIterable {
  /// An error: nothing is written, and check fails (exit 2).
  case error
  /// A warning, each distinct step once (the default).
  case warn
  /// Nothing: for a team that writes free-form steps on purpose and its own step definitions.
  case off
}
