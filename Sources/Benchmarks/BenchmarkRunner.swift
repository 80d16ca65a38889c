import Foundation

/// Runs a workload several times and prints the median, min and max of a figure.
///
/// Figures are throughputs (MB/s, files/s) or wall times, each measured in one process run so
/// that ratios between them are meaningful on a shared, noisy machine.
///
/// `BENCH_ONLY=parse` runs only the figures whose name contains `parse` (handy under callgrind).
struct BenchmarkRunner {
  var iterations: Int
  var only = ProcessInfo.processInfo.environment["BENCH_ONLY"] ?? ""

  /// Measures `body`, which processes `bytes` bytes per call, and prints MB/s of it.
  func throughput(_ name: String, bytes: Int, _ body: () throws -> Void) rethrows {
    guard selected(name) else { return }
    let seconds = try measure(body)
    let rates = seconds.map { Double(bytes) / 1_000_000 / $0 }
    report(name, rates, unit: "MB/s", higherIsBetter: true)
  }

  /// Measures `body`, which handles `count` items per call, and prints items/s.
  func rate(_ name: String, count: Int, unit: String, _ body: () throws -> Void) rethrows {
    guard selected(name) else { return }
    let seconds = try measure(body)
    report(name, seconds.map { Double(count) / $0 }, unit: unit, higherIsBetter: true)
  }

  /// Measures `body` and prints its wall time in milliseconds.
  func wallTime(_ name: String, _ body: () throws -> Void) rethrows {
    guard selected(name) else { return }
    let seconds = try measure(body)
    report(name, seconds.map { $0 * 1000 }, unit: "ms", higherIsBetter: false)
  }

  private func selected(_ name: String) -> Bool {
    only.isEmpty || name.contains(only)
  }

  private func measure(_ body: () throws -> Void) rethrows -> [Double] {
    try body()  // warm-up, not counted
    var seconds: [Double] = []
    for _ in 0..<iterations {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return seconds
  }

  private func report(_ name: String, _ values: [Double], unit: String, higherIsBetter: Bool) {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    func format(_ value: Double) -> String { String(format: "%10.1f", value) }
    print(
      name.padding(toLength: 50, withPad: " ", startingAt: 0)
        + "median \(format(median)) \(unit)  min \(format(sorted.first!))  max \(format(sorted.last!))"
    )
  }
}
