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
    /// The child's peak memory, but never less than this process's own peak when it started
    /// the child: `posix_spawn` starts the child in the parent's memory, and the system
    /// carries that memory's peak into the child. ``peakMemory(_:_:in:)`` gives the child's own.
    var maxResidentKilobytes: Int
    var status: Int32
  }

  /// The peak memory of `executable arguments…` (maximum resident set size, in kilobytes) and
  /// its exit status, measured from a small process started for the purpose: this one, run
  /// again with `--peak-memory` (see ``reportPeakMemory(_:)``), whose own peak is a few
  /// megabytes, so that a large benchmark process does not lend the child its peak.
  static func peakMemory(_ executable: String, _ arguments: [String], in directory: String) -> (
    kilobytes: Int, status: Int32
  ) {
    let report = directory + "/.peak-memory-\(getpid())"
    defer { unlink(report) }
    let measurer = ChildProcess.run(
      selfPath, ["--peak-memory", report, executable] + arguments, in: directory)
    guard measurer.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8)
    else { return (0, -1) }
    let fields = text.split(separator: " ").compactMap { Int($0) }
    guard fields.count == 2 else { return (0, -1) }
    return (fields[0], Int32(fields[1]))
  }

  /// `--peak-memory REPORT EXECUTABLE ARGUMENT…`: runs the command and writes its peak memory
  /// in kilobytes and its exit status into REPORT. The answer to ``peakMemory(_:_:in:)``.
  static func reportPeakMemory(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { return }
    let result = run(
      arguments[1], Array(arguments.dropFirst(2)),
      in: FileManager.default.currentDirectoryPath)
    try "\(result.maxResidentKilobytes) \(result.status)".write(
      toFile: arguments[0], atomically: false, encoding: .utf8)
  }

  /// This benchmark binary, as the system knows it.
  private static let selfPath: String =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments[0]

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
