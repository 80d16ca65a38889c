/// A typed option: its spec, the one default it takes when not given, and how its text
/// becomes a value. Commands read options through these, never by name, so that the default
/// shown in help, the default a command applies and the value a configuration file supplies
/// cannot disagree.
///
/// ```swift
/// static let out = Option<String>.value("out", "DIR", help: "The output directory.", default: "features")
/// let directory = arguments[out] ?? configuration.out ?? out.defaultValue
/// ```
public struct Option<Value: Sendable>: Sendable {
  public let spec: OptionSpec
  /// What the option means when neither the command line nor a configuration gives it.
  public let defaultValue: Value
  private let convert: @Sendable ([String]) -> Value?

  init(spec: OptionSpec, defaultValue: Value, convert: @escaping @Sendable ([String]) -> Value?) {
    self.spec = spec
    self.defaultValue = defaultValue
    self.convert = convert
  }

  public var name: String { spec.name }

  /// The value given on a command line, or nil when it was not given there.
  func read(_ parsed: ParsedArguments) -> Value? {
    switch spec.kind {
    case .flag:
      return parsed.flags.contains(spec.name) ? convert([]) : nil
    case .value, .repeatable:
      guard let values = parsed.values[spec.name], !values.isEmpty else { return nil }
      return convert(values)
    }
  }
}

extension Option where Value == Bool {
  /// `--dry-run`: true when given.
  public static func flag(_ name: String, help: String) -> Option {
    Option(spec: .flag(name, help: help), defaultValue: false) { _ in true }
  }
}

extension Option where Value == [String] {
  /// `--criteria PATH...`: every value, in the order given; empty when not given.
  public static func repeatable(_ name: String, _ valueName: String, help: String) -> Option {
    Option(spec: .repeatable(name, valueName, help: help), defaultValue: []) { $0 }
  }
}

extension Option {
  /// `--out DIR` with a default; `parse` turns the text into a value and returns nil for text
  /// it does not accept (the parser has already checked `choices`, and `check` if given).
  public static func value(
    _ name: String, _ valueName: String, help: String, default defaultValue: Value,
    shownDefault: String? = nil, choices: [String]? = nil,
    check: (@Sendable (String) -> String?)? = nil,
    parse: @escaping @Sendable (String) -> Value?
  ) -> Option {
    var spec = OptionSpec.value(
      name, valueName, help: help, choices: choices, default: shownDefault)
    spec.check = check
    return Option(spec: spec, defaultValue: defaultValue) { values in
      values.last.flatMap(parse)
    }
  }

  /// `--format FORMAT`: one of an enumeration's raw values.
  public static func choice(
    _ name: String, _ valueName: String, help: String, default defaultValue: Value
  ) -> Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    value(
      name, valueName, help: help, default: defaultValue, shownDefault: defaultValue.rawValue,
      choices: Value.allCases.map(\.rawValue), parse: Value.init(rawValue:))
  }
}

extension Option where Value == String? {
  /// `--templates DIR`: the text given, nil when not given.
  public static func value(_ name: String, _ valueName: String, help: String) -> Option {
    Option(spec: .value(name, valueName, help: help), defaultValue: nil) { $0.last }
  }
}

extension ParsedArguments {
  /// The value of `option` on the command line, or nil when it was not given there (a flag
  /// not given is nil, not false, so that a configuration can supply it).
  public subscript<Value>(option: Option<Value>) -> Value? {
    option.read(self)
  }

  /// The value of an option without a default (`--templates DIR`), or nil when not given.
  public subscript<Wrapped>(option: Option<Wrapped?>) -> Wrapped? {
    option.read(self) ?? nil
  }

  /// The value of `option` on the command line, or its default.
  public func value<Value>(of option: Option<Value>) -> Value {
    option.read(self) ?? option.defaultValue
  }
}
