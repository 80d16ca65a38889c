/// What the conformance tests leave out of the Mustache spec: listed here once, with the
/// reason, for both the engine's tests and the `render` command's.
public enum MustacheSpec {
  public static let excludedModules: [String: String] = [
    "~lambdas": "templates run no code"
  ]
}
