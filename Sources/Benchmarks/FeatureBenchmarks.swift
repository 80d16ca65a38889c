import A11yCriteria
import FeatureGenerator
import Foundation
import Mustache

/// The generator and the drift check at scale, over a synthetic catalog: copies of the
/// built-in Captcha under other ids, built in memory (nothing large is committed).
enum FeatureBenchmarks {
  static func run(_ runner: BenchmarkRunner) throws {
    // The synthetic catalogs take a while to build: only for the figures that use them.
    let figures = ["render the feature template", "generate 1,000", "check 10,002"]
    guard figures.contains(where: runner.selected) else { return }
    let captcha = BuiltInCatalog.embeddedFile("captcha.json") ?? ""

    // Render: the feature template over the six Captcha contexts (data built beforehand).
    let builtIn = FeatureGenerator(
      catalog: try BuiltInCatalog.load(), templates: try .defaults(), options: GenerationOptions())
    let (template, contexts) = try builtIn.featureTemplateWithContexts()
    let library = builtIn.templates.library
    let options = RenderOptions(escaping: .none, strict: true)
    var bytes = 0
    for context in contexts {
      bytes += try template.render(context, partials: library, options: options).utf8.count
    }
    try runner.throughput("render the feature template (Captcha, 6 files)", bytes: bytes * 50) {
      var output = ""
      for _ in 0..<50 {
        for context in contexts {
          output.removeAll(keepingCapacity: true)
          try template.render(context, into: &output, partials: library, options: options)
        }
      }
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-gherkin-bench-\(getpid())"
    ).path
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }

    // Generate: 1,000 components, 6,000 feature files and 6,000 checklists, into an empty directory.
    let thousand = try catalog(copies: 1000, of: captcha)
    let generator = FeatureGenerator(
      catalog: thousand, templates: try .defaults(),
      options: GenerationOptions(regenerateCommand: "bench"))
    // The tool's own share: everything but the writes, which depend on the file system.
    try runner.rate(
      "generate 1,000 components, no writes", count: 12_000, unit: "files/s"
    ) {
      let count = try generator.generate().count
      precondition(count == 12_000, "generated \(count) files")
    }
    var run = 0
    try runner.rate(
      "generate 1,000 components (write 12,000 files)", count: 12_000, unit: "files/s"
    ) {
      // A new directory each run, all removed once the figure is taken: ext4 without a journal
      // will not reuse an inode freed moments ago, so creating 12,000 files right after
      // removing 12,000 measures its search past them rather than the tool.
      run += 1
      let out = work + "/generate-\(run)"
      let files = try generator.generate()
      try GenerationPlan(files: files, directory: out, options: generator.options).apply(
        to: out, jobs: generator.options.jobs)
    }
    for index in stride(from: 1, through: run, by: 1) {
      try? FileManager.default.removeItem(atPath: work + "/generate-\(index)")
    }

    // Check: 10,002 feature files (1,667 components), as the command runs it.
    guard let binary = BuiltTool.path else { return }
    let criteria = work + "/criteria"
    try FileManager.default.createDirectory(atPath: criteria, withIntermediateDirectories: true)
    for index in 0..<1667 {
      try document(index, of: captcha).write(
        toFile: criteria + "/c\(index).json", atomically: false, encoding: .utf8)
    }
    let arguments = ["check", "--criteria", criteria, "--out", work + "/features"]
    var generate = arguments
    generate[0] = "generate"
    precondition(ChildProcess.run(binary, generate, in: work).status == 0)

    runner.wallTime("check 10,002 feature files in sync", goal: "< 400 ms") {
      let result = ChildProcess.run(binary, arguments, in: work)
      precondition(result.status == 0, "check found drift in fresh output")
    }
    let peak = ChildProcess.peakMemory(binary, arguments, in: work).kilobytes
    if peak > 0 {
      print(
        "peak memory of that check".padding(toLength: 50, withPad: " ", startingAt: 0)
          + "\(peak / 1024) MB")
    }

    // 1% drifted: a step edited by hand in every hundredth feature file.
    let features = try FileManager.default.subpathsOfDirectory(atPath: work + "/features")
      .filter { $0.hasSuffix(".feature") }.sorted()
    for path in features.enumerated().filter({ $0.offset % 100 == 0 }).map(\.element) {
      let full = work + "/features/" + path
      let text = try String(contentsOfFile: full, encoding: .utf8)
      try text.replacingOccurrences(of: "When I press Space", with: "When I press the space bar")
        .write(toFile: full, atomically: false, encoding: .utf8)
    }
    runner.wallTime("check 10,002 feature files, 1% drifted") {
      precondition(
        ChildProcess.run(binary, arguments, in: work).status == 1, "check missed the drift")
    }

  }

  /// The built-in Captcha document under the id `component-N`.
  static func document(_ index: Int, of captcha: String) -> String {
    captcha.replacingOccurrences(of: "\"id\": \"captcha\"", with: "\"id\": \"component-\(index)\"")
  }

  static func catalog(copies: Int, of captcha: String) throws -> Catalog {
    Catalog(
      components: try (0..<copies).map { index in
        try CriteriaLoader.load(
          bytes: Array(document(index, of: captcha).utf8), path: "c\(index).json")
      })
  }
}
