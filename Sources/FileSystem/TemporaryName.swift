#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The name of the temporary file a write goes to before it is renamed into place:
/// `.NAME.PID.RANDOM.tmp`, beside the target. The process id tells a leftover of a run that
/// was killed (SIGKILL cannot be held off) from a file another run is writing now.
public enum TemporaryName {
  /// How many bytes longer than the name a temporary name may be.
  public static let extraLength = 26

  /// A fresh temporary name for a file called `name`.
  public static func make(for name: String) -> String {
    ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
  }

  /// Whether `name` is a temporary file of this tool whose process no longer runs.
  public static func isLeftover(_ name: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid > 0,
      UInt32(parts[parts.count - 1]) != nil, !parts[0..<(parts.count - 2)].joined().isEmpty
    else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}

extension TemporaryName {
  /// Temporary files of runs that were killed, below `directory`, as sorted relative paths.
  public static func leftovers(in directory: String) -> [String] {
    DirectoryWalker.files(in: directory, include: isLeftover)
  }
}
