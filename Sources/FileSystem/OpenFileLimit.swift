#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The number of files the process may hold open. `generate` holds every directory of the
/// output open until its files are renamed into place (see ``StagedWrites``), three for each
/// component: a large catalog needs more than the soft limit many systems start a shell with
/// (1,024, or 256), and the hard limit is what the system allows this process.
public enum OpenFileLimit {
  /// Raises the soft limit to the hard limit (on Darwin, to at most `OPEN_MAX`, which the
  /// system takes as the most a process may ask). Where it cannot, the limit stays as it is.
  public static func raise() {
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return }
    var wanted = limit.rlim_max
    #if canImport(Darwin)
      wanted = min(wanted, rlim_t(OPEN_MAX))
    #endif
    guard limit.rlim_cur < wanted else { return }
    limit.rlim_cur = wanted
    _ = setrlimit(resource, &limit)
  }

  #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let resource = RLIMIT_NOFILE
  #endif
}
