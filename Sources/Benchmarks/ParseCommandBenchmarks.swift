import Foundation

/// `parse --format ast` over the benchmark corpus written to disk, as a whole process (start,
/// read, parse, JSON, write), and beside the official C parser when `GHERKIN_C` names its
/// binary (`gherkin`, built by the user; `make bench` builds nothing of it): both run on the
/// same files in the same run, in turn, and the ratio is taken round by round.
enum ParseCommandBenchmarks {
  static func run(_ runner: BenchmarkRunner) throws {
    guard runner.selected("parse --format ast"), let binary = BuiltTool.path else { return }
    let work = try BuiltTool.scratchDirectory("parse")
    defer { try? FileManager.default.removeItem(atPath: work) }
    let (files, bytes) = try writeCorpus(into: work)
    let ours = ["parse", "--format", "ast"] + files

    runner.throughput("parse --format ast, 1,000 files (whole process)", bytes: bytes) {
      precondition(ChildProcess.run(binary, ours, in: work).status == 0)
    }
    guard let c = ProcessInfo.processInfo.environment["GHERKIN_C"], !c.isEmpty else {
      print("parse --format ast vs the C parser: set GHERKIN_C to its gherkin binary")
      return
    }
    guard FileManager.default.isExecutableFile(atPath: c) else {
      print("GHERKIN_C=\(c) is not an executable file")
      return
    }
    let theirs = ["--no-source", "--no-pickles"] + files
    runner.ratio(
      "parse --format ast, x the C parser", goal: "≥ 6x (stretch 10x)",
      reference: "C parser",
      subject: { precondition(ChildProcess.run(binary, ours, in: work).status == 0) },
      reference: { precondition(ChildProcess.run(c, theirs, in: work).status == 0) })
  }

  /// The 1,000 files of the benchmark corpus, written into `directory`: their paths and size.
  @discardableResult
  static func writeCorpus(into directory: String) throws -> (files: [String], bytes: Int) {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let corpus = GherkinCorpus.make(files: 1_000)
    var files: [String] = []
    for (index, text) in corpus.enumerated() {
      let path = directory + "/f\(index).feature"
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      files.append(path)
    }
    return (files, corpus.reduce(0) { $0 + $1.utf8.count })
  }
}
