/// What a command accepts and how its help reads.
public struct CommandSpec: Sendable {
  /// The words that run it: `["criteria", "export"]`.
  public var path: [String]
  public var abstract: String
  public var discussion: String
  public var options: [OptionSpec]
  public var positionals: [PositionalSpec]
  /// Example command lines, each with a one-line explanation.
  public var examples: [(command: String, explanation: String)]
  /// The documentation page that describes the command in full, relative to the repository
  /// root (`docs/check-and-ci.md`); help ends by naming it. Empty: none.
  public var documentation: String

  public init(
    path: [String], abstract: String, discussion: String = "", options: [OptionSpec] = [],
    positionals: [PositionalSpec] = [], examples: [(command: String, explanation: String)] = [],
    documentation: String = ""
  ) {
    self.path = path
    self.abstract = abstract
    self.discussion = discussion
    self.options = options
    self.positionals = positionals
    self.examples = examples
    self.documentation = documentation
  }

  public var name: String { path.joined(separator: " ") }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
