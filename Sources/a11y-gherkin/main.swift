import A11yGherkinCLI
import FileSystem
import Foundation

Interruptions.install()
exit(Tool.run(Array(CommandLine.arguments.dropFirst()), context: .standard()))
