/// A named parameter of Cucumber Expressions (`{screenReader}`), matched by one of its
/// regular expressions.
public struct ParameterType: Hashable, Sendable {
  public var name: String
  public var regexps: [String]

  public init(name: String, regexps: [String]) {
    self.name = name
    self.regexps = regexps
  }

  /// The types every Cucumber implementation defines, as the Cucumber Expressions reference
  /// gives them.
  public static let builtIn: [ParameterType] = [
    ParameterType(name: "int", regexps: [#"(?:-?\d+)"#, #"(?:\d+)"#]),
    ParameterType(
      name: "float",
      regexps: [#"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#]),
    ParameterType(name: "word", regexps: [#"[^\s]+"#]),
    ParameterType(
      name: "string", regexps: [#""(?:[^"\\]*(?:\\.[^"\\]*)*)""#, #"'(?:[^'\\]*(?:\\.[^'\\]*)*)'"#]),
    ParameterType(name: "", regexps: [".*"]),
  ]
}
