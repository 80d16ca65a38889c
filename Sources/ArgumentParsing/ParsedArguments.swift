/// The options and positional arguments of one command line, checked against its spec.
public struct ParsedArguments: Sendable, Equatable {
  public var flags: Set<String> = []
  public var values: [String: [String]] = [:]
  public var positionals: [String] = []
  /// `--help` or `-h` was given; the command prints its help instead of running.
  public var helpRequested = false

  public init() {}

  public func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value of a single-valued option, if given.
  public func value(_ name: String) -> String? {
    values[name]?.last
  }

  /// Every value of a repeatable option, in the order given.
  public func values(_ name: String) -> [String] {
    values[name] ?? []
  }
}
