import A11yCriteria
import FeatureGenerator
import Foundation

/// `check` and `generate` at scale, each beside what the machine does with the same files:
/// reading them (`cat`), copying them (`cp -r`); peak memory with a large catalog; and time
/// per criterion as one component grows. Inputs are copies of the built-in Captcha.
///
/// The commands run as child processes, in turn with their reference, so that the ratios hold
/// on a shared machine whose speed drifts. Whole-catalog runs are slow, so these figures take
/// at most three rounds (`BENCH_ITERATIONS` fewer).
enum ScaleBenchmarks {
  static func run(_ runner: BenchmarkRunner) throws {
    guard let binary = BuiltTool.path else { return }
    let captcha = BuiltInCatalog.embeddedFile("captcha.json") ?? ""
    let rounds = min(3, runner.iterations)
    let work = try BuiltTool.scratchDirectory("scale")
    defer { try? FileManager.default.removeItem(atPath: work) }

    // 1,667 components: 10,002 feature files and as many checklists.
    try writeCriteria(1667, of: captcha, into: work + "/criteria")
    let check = ["check", "--criteria", "criteria", "--out", "features"]
    let generate = ["generate", "--criteria", "criteria", "--out", "features"]
    let needed = ["check 10,002", "generate up to date", "generate 1,667"].contains {
      runner.selected($0)
    }
    if needed {
      precondition(ChildProcess.run(binary, generate, in: work).status == 0)
    }
    let list = work + "/files.txt"
    if FileManager.default.fileExists(atPath: work + "/features") {
      let files = FeatureFiles.below(work + "/features")
      try files.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
    }

    paired(
      runner, "check 10,002 feature files in sync, against reading them", rounds: rounds,
      goal: "< 400 ms, ≤ 2× reading",
      ("check", { Self.run(binary, check, in: work, expecting: 0) }),
      ("xargs cat", { Self.run("/bin/sh", ["-c", "xargs cat < files.txt > /dev/null"], in: work) }))

    paired(
      runner, "generate up to date, against check", rounds: rounds, goal: "≤ 1×",
      ("generate", { Self.run(binary, generate, in: work, expecting: 0) }),
      ("check", { Self.run(binary, check, in: work, expecting: 0) }))

    var copies = 0
    paired(
      runner, "generate 1,667 components into an empty directory, against cp -r",
      rounds: rounds, goal: "≤ 2×",
      (
        "generate",
        {
          copies += 1
          let out = "fresh-\(copies)"
          defer { try? FileManager.default.removeItem(atPath: work + "/" + out) }
          return Self.run(
            binary, ["generate", "--criteria", "criteria", "--out", out], in: work, expecting: 0)
        }
      ),
      (
        "cp -r",
        {
          copies += 1
          let copy = "copy-\(copies)"
          defer { try? FileManager.default.removeItem(atPath: work + "/" + copy) }
          return Self.run("/bin/cp", ["-r", "features", copy], in: work)
        }
      ))

    // A cold check in sync against the number of components: what grows with the catalog.
    if runner.selected("cold check of") {
      var first: (seconds: Double, files: Int)?
      for count in [50, 100, 200, 1667] {
        let criteria = count == 1667 ? "criteria" : "criteria-\(count)"
        let out = "features-\(count)"
        if count != 1667 { try writeCriteria(count, of: captcha, into: work + "/" + criteria) }
        precondition(
          ChildProcess.run(binary, ["generate", "--criteria", criteria, "--out", out], in: work)
            .status == 0)
        let command = ["check", "--criteria", criteria, "--out", out]
        _ = Self.run(binary, command, in: work, expecting: 0)
        let runs = (0..<max(runner.iterations, 3)).map { _ in
          Self.run(binary, command, in: work, expecting: 0)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let seconds = median(runs.map(\.seconds))
        let cpu = median(runs.map(\.cpuSeconds))
        let files = FeatureFiles.below(work + "/" + out).count
        let base = first ?? (seconds, files)
        first = base
        runner.note(
          "cold check of \(count) components in sync (\(files) files)",
          String(
            format:
              "%.1f ms wall (%.1f–%.1f), %.1f ms CPU; %.2f× the 50-component figure for %.1f× the files; %.1f µs per file",
            seconds * 1000, (runs.map(\.seconds).min() ?? 0) * 1000,
            (runs.map(\.seconds).max() ?? 0) * 1000, cpu * 1000, seconds / base.seconds,
            Double(files) / Double(base.files), seconds / Double(files) * 1e6),
          goal: "linear in the files read")
        if count != 1667 {
          try? FileManager.default.removeItem(atPath: work + "/" + criteria)
        }
        try? FileManager.default.removeItem(atPath: work + "/" + out)
      }
    }

    // Peak memory: 1,667 and 3,000 components into an empty directory, one run each; the
    // difference shows what still grows with the catalog.
    if runner.selected("peak memory") {
      try writeCriteria(3000, of: captcha, into: work + "/criteria-3000")
      var peaks: [Int] = []
      for (criteria, count) in [("criteria", 1667), ("criteria-3000", 3000)] {
        let out = "features-peak-\(count)"
        let result = ChildProcess.peakMemory(
          binary, ["generate", "--criteria", criteria, "--out", out], in: work)
        precondition(result.status == 0, "generate failed")
        try? FileManager.default.removeItem(atPath: work + "/" + out)
        peaks.append(result.kilobytes / 1024)
      }
      runner.note(
        "peak memory of generate, 1,667 and 3,000 components",
        String(
          format: "%d MB and %d MB (%.0f KB more per component)", peaks[0], peaks[1],
          Double(peaks[1] - peaks[0]) * 1024 / Double(3000 - 1667)),
        goal: "< 150 MB at 3,000, not growing")
    }

    // Time per criterion as one component grows: load, render and check its 6 targets.
    if runner.selected("one component of") {
      var first = 0.0
      var firstCPU = 0.0
      for count in [2500, 10_000, 20_000] {
        let text = component(extraCriteria: count, of: captcha)
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = processorSeconds()
        let generator = FeatureGenerator(
          catalog: Catalog(components: [
            try CriteriaLoader.load(bytes: Array(text.utf8), path: "big.json")
          ]),
          templates: try .defaults(), options: GenerationOptions(regenerateCommand: "bench"))
        let files = try generator.generate(
          committed: { _ in nil }, auditing: try StepVocabulary.builtIn())
        precondition(files.files.count == 12)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let perCriterion = seconds / Double(count) * 1e6
        let cpuPerCriterion = (processorSeconds() - startCPU) / Double(count) * 1e6
        if first == 0 { first = perCriterion }
        if firstCPU == 0 { firstCPU = cpuPerCriterion }
        runner.note(
          "generate one component of \(count) criteria",
          String(
            format:
              "%.2f s, %.0f µs per criterion (%.2f× the 2,500 figure); CPU %.0f µs per criterion (%.2f×)",
            seconds, perCriterion, perCriterion / first, cpuPerCriterion,
            cpuPerCriterion / firstCPU),
          goal: "linear: 1×")
      }
    }
  }

  /// Times `a` and `b` in turn, `rounds` times after a warm-up of each, and prints both medians
  /// and the median of the ratios a/b, by wall time and by processor time (user and system):
  /// the second depends much less on the disk and on what else the machine runs.
  private static func paired(
    _ runner: BenchmarkRunner, _ name: String, rounds: Int, goal: String,
    _ a: (name: String, run: () -> ChildProcess.Measurement),
    _ b: (name: String, run: () -> ChildProcess.Measurement)
  ) {
    guard runner.selected(name) else { return }
    _ = a.run()
    _ = b.run()
    var pairs: [(ChildProcess.Measurement, ChildProcess.Measurement)] = []
    for round in 0..<rounds {
      if round % 2 == 0 {
        let first = a.run()
        pairs.append((first, b.run()))
      } else {
        let second = b.run()
        pairs.append((a.run(), second))
      }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let ratios = pairs.map { $0.0.seconds / $0.1.seconds }
    let cpuRatios = pairs.map { $0.0.cpuSeconds / max($0.1.cpuSeconds, 1e-6) }
    runner.note(
      name,
      String(
        format:
          "%.2f× (%.2f–%.2f); %@ %.0f ms, %@ %.0f ms; by CPU time %.2f× (%@ %.0f ms, %@ %.0f ms)",
        median(ratios), ratios.min() ?? 0, ratios.max() ?? 0, a.name,
        median(pairs.map(\.0.seconds)) * 1000, b.name, median(pairs.map(\.1.seconds)) * 1000,
        median(cpuRatios), a.name, median(pairs.map(\.0.cpuSeconds)) * 1000, b.name,
        median(pairs.map(\.1.cpuSeconds)) * 1000),
      goal: goal)
  }

  /// The processor time (user and system, every thread) this process has used so far.
  private static func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Runs a command and measures it.
  private static func run(
    _ executable: String, _ arguments: [String], in directory: String,
    expecting status: Int32? = nil
  ) -> ChildProcess.Measurement {
    let result = ChildProcess.run(executable, arguments, in: directory)
    if let status {
      precondition(result.status == status, "\(arguments.first ?? "") exited \(result.status)")
    }
    return result
  }

  private static func writeCriteria(_ count: Int, of captcha: String, into directory: String)
    throws
  {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for index in 0..<count {
      try FeatureBenchmarks.document(index, of: captcha).write(
        toFile: directory + "/c\(index).json", atomically: false, encoding: .utf8)
    }
  }

  /// The Captcha with `count` more free-form criteria, each with its own id, title and step.
  static func component(extraCriteria count: Int, of captcha: String) -> String {
    guard let end = endOfCriteria(in: captcha) else { return captcha }
    var extra = ""
    for index in 0..<count {
      extra +=
        #",{"id": "extra.check-\#(index)", "group": "design", "wcag": ["1.1.1"], "#
        + #""title": "Extra check \#(index) holds", "checklist": "Extra check \#(index) holds", "#
        + #""when": "I look at {{experience.interactiveElement}}", "#
        + #""then": ["the screen offers \"an equivalent challenge number \#(index)\""]}"#
        + "\n"
    }
    return captcha[..<end].trimmingCharacters(in: .whitespacesAndNewlines) + extra
      + captcha[end...]
  }

  /// The `]` that closes the top-level `criteria` array (other arrays, such as the trace's
  /// requirements, may come after it).
  private static func endOfCriteria(in text: String) -> String.Index? {
    guard let start = text.range(of: "\n  \"criteria\": [")?.upperBound else { return nil }
    var depth = 1
    var inString = false
    var escaped = false
    var index = start
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "[" || character == "{" {
        depth += 1
      } else if character == "]" || character == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }
}

/// Regular files below a directory, as paths relative to the working directory of the bench.
private enum FeatureFiles {
  static func below(_ directory: String) -> [String] {
    let base = URL(fileURLWithPath: directory).deletingLastPathComponent().path
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".feature") || relative.hasSuffix(".md") {
        files.append(
          String((directory + "/" + relative).dropFirst(base.count + 1)))
      }
    }
    return files.sorted()
  }
}
