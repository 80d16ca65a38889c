/// The exit statuses teams script against.
public enum ExitCode: Int32, Sendable {
  /// Done, or in sync.
  case success = 0
  /// Drift found, or a file would be reformatted.
  case drift = 1
  /// Invalid input or usage: never reported as clean, never as drift.
  case invalid = 2
}
