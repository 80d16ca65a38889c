import A11yGherkinCLI
import FileSystem
import Foundation

if let problem = StandardStreams.prepare() {
  StandardStreams.writeError(problem)
  exit(2)
}
Interruptions.install()
OpenFileLimit.raise()
var status = Tool.run(Array(CommandLine.arguments.dropFirst()), context: .standard())
// A report that could not be written is a failure, whatever the command did.
if let failure = StandardStreams.outputFailure {
  StandardStreams.writeError("error: \(failure)\n")
  status = 2
}
exit(status)
