import FileSystem

/// The directory SARIF and GitHub reports make paths relative to: the nearest directory at or
/// above the working directory that holds `.git` (a directory, or a file in a worktree), where
/// code scanning and pull-request annotations expect paths to start.
enum RepositoryRoot {
  /// The repository root above `directory`, or `directory` itself outside any repository.
  static func find(from directory: String) -> String {
    var current = directory
    while true {
      let git = current == "/" ? "/.git" : current + "/.git"
      if FileStatus(git) != .missing { return current }
      guard let slash = current.lastIndex(of: "/"), current != "/" else { return directory }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
  }
}
