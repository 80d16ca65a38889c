import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built tool as a separate process and measures it as a user would meet it: wall
/// time from start to exit, the processor time it used, and the most memory it held (maximum
/// resident set size).
enum ChildProcess {
  struct Measurement {
    var seconds: Double
    /// User and system time, on every thread.
    var cpuSeconds: Double = 0
    var maxResidentKilobytes: Int
    var status: Int32
  }

  /// `executable arguments…`, run in `directory`, its output thrown away.
  static func run(_ executable: String, _ arguments: [String], in directory: String) -> Measurement
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer {
      for argument in argv { free(argument) }
    }
    // The child starts in the parent's directory; nothing else runs while it starts.
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(directory)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
      return Measurement(seconds: 0, maxResidentKilobytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    func cpu(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return Measurement(
      seconds: seconds, cpuSeconds: cpu(usage.ru_utime) + cpu(usage.ru_stime),
      maxResidentKilobytes: usage.ru_maxrss, status: (status >> 8) & 0xFF)
  }
}
