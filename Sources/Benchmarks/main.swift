import Foundation

// `make bench` builds this in release mode and runs it. Every input is built in-process and
// deterministically, so nothing large is committed.
let iterations = Int(ProcessInfo.processInfo.environment["BENCH_ITERATIONS"] ?? "") ?? 7
let runner = BenchmarkRunner(iterations: max(1, iterations))

// `Benchmarks --peak-memory REPORT COMMAND…` measures one command's peak memory (see
// `ChildProcess.peakMemory`).
if CommandLine.arguments.dropFirst().first == "--peak-memory" {
  try ChildProcess.reportPeakMemory(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

// `BENCH_CORPUS=DIR` only writes the Gherkin corpus into DIR, to profile the command on it.
if let directory = ProcessInfo.processInfo.environment["BENCH_CORPUS"], !directory.isEmpty {
  try ParseCommandBenchmarks.writeCorpus(into: directory)
  exit(0)
}
print("a11y-gherkin benchmarks: \(runner.iterations) runs each, after one warm-up run")

ColdStartBenchmarks.run(runner)
try MustacheBenchmarks.run(runner)
GherkinBenchmarks.run(runner)
try ParseCommandBenchmarks.run(runner)
try FeatureBenchmarks.run(runner)
try ScaleBenchmarks.run(runner)
