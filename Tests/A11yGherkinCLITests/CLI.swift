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
