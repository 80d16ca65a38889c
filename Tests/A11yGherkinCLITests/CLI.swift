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
  /// Runs `commands` in turn in an empty directory (holding `directories`, empty) once per
  /// test run, and copies what they wrote into `directory`: the same files, without exporting
  /// or rendering the catalog again for every test that starts from them.
  ///
  /// - Returns: What each command printed, and its status.
  @discardableResult
  static func prepared(
    by commands: [[String]], directories: [String] = [], into directory: String
  ) -> [Result] {
    let key = directories.map { "dir:" + $0 } + commands.map { $0.joined(separator: "\u{0}") }
    let (template, results) = PreparedDirectories.made.withLock { made in
      if let known = made[key] { return known }
      let template = FileManager.default.temporaryDirectory.appendingPathComponent(
        "a11y-gherkin-tests-template-\(UUID().uuidString)"
      ).path
      for name in [""] + directories {
        try? FileManager.default.createDirectory(
          atPath: template + "/" + name, withIntermediateDirectories: true)
      }
      let results = commands.map { run($0, in: template) }
      made[key] = (template, results)
      return (template, results)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: template)) ?? []
    for name in names {
      try? FileManager.default.copyItem(
        atPath: template + "/" + name, toPath: directory + "/" + name)
    }
    return results
  }
}

/// The directories ``CLI/prepared(by:directories:into:)`` made, removed when the test
/// process exits.
private enum PreparedDirectories {
  static let made: Mutex<[[String]: (String, [CLI.Result])]> = {
    atexit {
      for (template, _) in PreparedDirectories.made.withLock({ Array($0.values) }) {
        try? FileManager.default.removeItem(atPath: template)
      }
    }
    return Mutex([:])
  }()
}
