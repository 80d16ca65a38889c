import Foundation

/// Runs a workload several times and prints the median, min and max of a figure, with the
/// goal it is held to.
///
/// Figures are throughputs (MB/s, files/s), wall times or ratios, each measured in one process
/// run so that ratios between them are meaningful on a shared, noisy machine.
///
/// `BENCH_ONLY=parse` runs only the figures whose name contains `parse` (handy under callgrind).
struct BenchmarkRunner {
  var iterations: Int
  var only = ProcessInfo.processInfo.environment["BENCH_ONLY"] ?? ""

  /// Measures `body`, which processes `bytes` bytes per call, and prints MB/s of it.
  func throughput(_ name: String, bytes: Int, goal: String = "", _ body: () throws -> Void)
    rethrows
  {
    guard selected(name) else { return }
    let seconds = try measure(body)
    let rates = seconds.map { Double(bytes) / 1_000_000 / $0 }
    report(name, rates, unit: "MB/s", goal: goal)
  }

  /// Measures `body`, which handles `count` items per call, and prints items/s.
  func rate(
    _ name: String, count: Int, unit: String, goal: String = "", _ body: () throws -> Void
  ) rethrows {
    guard selected(name) else { return }
    let seconds = try measure(body)
    report(name, seconds.map { Double(count) / $0 }, unit: unit, goal: goal)
  }

  /// Measures `body` and prints its wall time in milliseconds.
  func wallTime(_ name: String, goal: String = "", _ body: () throws -> Void) rethrows {
    guard selected(name) else { return }
    let seconds = try measure(body)
    report(name, seconds.map { $0 * 1000 }, unit: "ms", goal: goal)
  }

  /// Times `subject` and `reference` in turn (one of each per round, the subject first in odd
  /// rounds and second in even ones, so that a drift in the machine's speed falls on both),
  /// and prints how many times faster the subject is, round by round, then both times.
  func ratio(
    _ name: String, goal: String = "", reference referenceName: String,
    subject: () throws -> Void, reference: () throws -> Void
  ) rethrows {
    guard selected(name) else { return }
    try subject()
    try reference()
    var ratios: [Double] = []
    var subjectTimes: [Double] = []
    var referenceTimes: [Double] = []
    for round in 0..<iterations {
      var a = 0.0
      var b = 0.0
      if round % 2 == 0 {
        a = try time(subject)
        b = try time(reference)
      } else {
        b = try time(reference)
        a = try time(subject)
      }
      subjectTimes.append(a * 1000)
      referenceTimes.append(b * 1000)
      ratios.append(b / a)
    }
    report("  this tool", subjectTimes, unit: "ms", goal: "")
    report("  \(referenceName)", referenceTimes, unit: "ms", goal: "")
    report(name, ratios, unit: "x", goal: goal)
  }

  /// Prints the median, min and max of values measured elsewhere (one per run), beside a goal.
  func values(_ name: String, _ values: [Double], unit: String, goal: String = "") {
    guard selected(name), !values.isEmpty else { return }
    report(name, values, unit: unit, goal: goal)
  }

  /// Prints a figure measured elsewhere (one value), beside its goal.
  func note(_ name: String, _ value: String, goal: String = "") {
    guard selected(name) else { return }
    print(row(name, value, goal: goal))
    // Each figure as it is measured, also when the output is a file.
    fflush(nil)
  }

  func selected(_ name: String) -> Bool {
    only.isEmpty || name.contains(only)
  }

  private func measure(_ body: () throws -> Void) rethrows -> [Double] {
    try body()  // warm-up, not counted
    var seconds: [Double] = []
    for _ in 0..<iterations {
      seconds.append(try time(body))
    }
    return seconds
  }

  private func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  private func report(_ name: String, _ values: [Double], unit: String, goal: String) {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    func format(_ value: Double) -> String { String(format: "%9.1f", value) }
    let figure =
      "median \(format(median)) \(unit.padding(toLength: 7, withPad: " ", startingAt: 0))"
      + "min \(format(sorted.first ?? 0))  max \(format(sorted.last ?? 0))"
    print(row(name, figure, goal: goal))
    fflush(nil)
  }

  private func row(_ name: String, _ figure: String, goal: String) -> String {
    let line = name.padding(toLength: 52, withPad: " ", startingAt: 0) + figure
    return goal.isEmpty ? line : line + "   goal: " + goal
  }
}
