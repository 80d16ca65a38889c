/// A named option of a command: a flag (`--dry-run`), an option with a value
/// (`--out DIR`), or one that may be given several times (`--criteria PATH`...).
public struct OptionSpec: Sendable {
  public enum Kind: Sendable, Equatable {
    case flag
    case value
    case repeatable
  }

  /// The long name without dashes: `criteria` for `--criteria`.
  public var name: String
  public var kind: Kind
  /// The placeholder shown in help: `PATH`, `DIR`.
  public var valueName: String
  public var help: String
  /// When set, the only values accepted.
  public var choices: [String]?
  /// Shown in help; the command applies it itself.
  public var defaultValue: String?
  /// The command cannot run without it: usage shows it without brackets, and the parser
  /// reports it missing.
  public var isRequired = false
  /// Checks a value: returns why it is not accepted, or nil when it is.
  public var check: (@Sendable (String) -> String?)?

  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, kind: .flag, valueName: "", help: help)
  }

  public static func value(
    _ name: String, _ valueName: String, help: String, choices: [String]? = nil,
    default defaultValue: String? = nil, required: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, kind: .value, valueName: valueName, help: help, choices: choices,
      defaultValue: defaultValue, isRequired: required)
  }

  public static func repeatable(
    _ name: String, _ valueName: String, help: String, choices: [String]? = nil
  )
    -> OptionSpec
  {
    OptionSpec(name: name, kind: .repeatable, valueName: valueName, help: help, choices: choices)
  }

  /// `--out DIR`, `--criteria PATH...`, `--dry-run`.
  var synopsis: String {
    switch kind {
    case .flag: "--\(name)"
    case .value: "--\(name) \(valueName)"
    case .repeatable: "--\(name) \(valueName)..."
    }
  }
}

/// An argument given by position: `FILE...`, `DIR`.
public struct PositionalSpec: Sendable {
  public var name: String
  public var help: String
  public var repeatable: Bool
  public var optional: Bool

  public init(_ name: String, help: String, repeatable: Bool = false, optional: Bool = false) {
    self.name = name
    self.help = help
    self.repeatable = repeatable
    self.optional = optional
  }

  var synopsis: String {
    let base = repeatable ? "\(name)..." : name
    return optional ? "[\(base)]" : base
  }
}
