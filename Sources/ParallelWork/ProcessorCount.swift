#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many processors this process may use: the processors online, fewer where a control
/// group gives it a CPU quota or a smaller set of processors (a CI container). Asked with a few
/// system calls: Foundation's answer costs about half a millisecond of a cold start.
enum ProcessorCount {
  static func available() -> Int {
    var count = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #if os(Linux)
      let quota =
        systemFile("/sys/fs/cgroup/cpu.max").flatMap(Self.quota(cpuMax:))
        ?? Self.quota(
          quota: systemFile("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"),
          period: systemFile("/sys/fs/cgroup/cpu/cpu.cfs_period_us"))
      if let quota { count = min(count, quota) }
      let cpuset =
        systemFile("/sys/fs/cgroup/cpuset.cpus.effective")
        ?? systemFile("/sys/fs/cgroup/cpuset/cpuset.cpus")
      if let cpus = cpuset.flatMap(Self.processors(inList:)) { count = min(count, cpus) }
    #endif
    return count
  }

  /// The processors a cgroup v2 `cpu.max` allows (`"150000 100000"` is 2, rounded up); nil for
  /// no limit (`"max 100000"`) or text it does not recognise.
  static func quota(cpuMax: String) -> Int? {
    let fields = cpuMax.split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard fields.count == 2 else { return nil }
    return quota(quota: String(fields[0]), period: String(fields[1]))
  }

  /// The processors a quota of `quota` microseconds per `period` allows, rounded up; nil for
  /// no limit (a quota of `-1` or `max`).
  static func quota(quota: String?, period: String?) -> Int? {
    guard let quota = quota.flatMap(number), let period = period.flatMap(number), quota > 0,
      period > 0
    else { return nil }
    return max(1, (quota + period - 1) / period)
  }

  /// How many processors a list such as `"0-3,8,10-11"` names; nil for an empty or unreadable
  /// list.
  static func processors(inList list: String) -> Int? {
    var count = 0
    for item in list.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == " " }) {
      let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
      guard let first = number(String(bounds[0])) else { return nil }
      switch bounds.count {
      case 1: count += 1
      case 2:
        guard let last = number(String(bounds[1])), last >= first else { return nil }
        count += last - first + 1
      default: return nil
      }
    }
    return count > 0 ? count : nil
  }

  private static func number(_ text: String) -> Int? {
    Int(text.filter { $0 != "\n" && $0 != " " })
  }

  /// A small file of the system's (cgroup settings), or nil where there is none.
  private static func systemFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count], as: UTF8.self)
  }
}
