import A11yGherkinCLI
import Foundation
import Synchronization

/// Runs the tool in-process and captures what it prints.
struct CLI {
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  static func run(
    _ arguments: String..., in directory: String = FileManager.default.currentDirectoryPath
  )
    -> Result
  {
    run(arguments, in: directory)
  }

  static func run(
    _ arguments: [String], in directory: String = FileManager.default.currentDirectoryPath
  )
    -> Result
  {
    let output = Mutex("")
    let error = Mutex("")
    let context = CommandContext(
      writeOutput: { text in output.withLock { $0 += text } },
      writeError: { text in error.withLock { $0 += text } },
      colorErrors: false, currentDirectory: directory)
    let status = Tool.run(arguments, context: context)
    return Result(status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
  }
}

extension CLI {
  /// Runs `arguments` (a `generate` into an empty directory) once per test run and copies
  /// what it wrote into `directory`: the same files, without rendering the catalog again for
  /// every test that starts from them.
  static func generated(_ arguments: [String], into directory: String) -> Result {
    let (template, result) = GeneratedTemplates.made.withLock { made in
      if let known = made[arguments] { return known }
      let template = FileManager.default.temporaryDirectory.appendingPathComponent(
        "a11y-gherkin-tests-template-\(UUID().uuidString)"
      ).path
      try? FileManager.default.createDirectory(atPath: template, withIntermediateDirectories: true)
      let result = run(arguments, in: template)
      made[arguments] = (template, result)
      return (template, result)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: template)) ?? []
    for name in names {
      try? FileManager.default.copyItem(
        atPath: template + "/" + name, toPath: directory + "/" + name)
    }
    return result
  }
}

/// The directories ``CLI/generated(_:into:)`` made, removed when the test process exits.
private enum GeneratedTemplates {
  static let made: Mutex<[[String]: (String, CLI.Result)]> = {
    atexit {
      for (template, _) in GeneratedTemplates.made.withLock({ Array($0.values) }) {
        try? FileManager.default.removeItem(atPath: template)
      }
    }
    return Mutex([:])
  }()
}
