import A11yGherkinCLI
import Foundation

exit(Tool.run(Array(CommandLine.arguments.dropFirst()), context: .standard()))
