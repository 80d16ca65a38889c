import Foundation

/// The tool as CI meets it: a new process for every run of the release binary.
enum ColdStartBenchmarks {
  static func run(_ runner: BenchmarkRunner) {
    guard let binary = BuiltTool.path else { return }
    // `check` of this repository's own committed features (the whole built-in catalog, and
    // the index), as CI runs it: the release binary started anew for every run and timed as a
    // whole process (start, loading the catalog, reading every file, exit), with the file
    // cache warm from the warm-up run. Its processor time depends less on the machine's load.
    let repository = FileManager.default.currentDirectoryPath
    let committed =
      (try? FileManager.default.subpathsOfDirectory(atPath: repository + "/features"))?.filter {
        $0.hasSuffix(".feature") || $0.hasSuffix(".md")
      }.count ?? 0
    if committed > 0 {
      let name = "cold check of this repository (\(committed) files)"
      var processor: [Double] = []
      runner.wallTime(name, goal: "< 50 ms (design: < 10 ms)") {
        let result = ChildProcess.run(binary, ["check"], in: repository)
        precondition(result.status == 0, "check of this repository's features failed")
        processor.append(result.cpuSeconds * 1000)
      }
      // The first value is the warm-up run's.
      runner.values(
        "  cold check, CPU time (user and system)", Array(processor.dropFirst()), unit: "ms")
    } else {
      print("cold check of this repository skipped: run the benchmarks from its root")
    }
    runner.wallTime("cold --version") {
      precondition(ChildProcess.run(binary, ["--version"], in: repository).status == 0)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: binary)[.size] as? Int) ?? 0
    runner.note("size of the release binary", "\(size / 1_000_000) MB")
  }
}
