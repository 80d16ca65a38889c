/// The project configuration file format: its name, version and keys.
///
/// The decoder accepts exactly these keys and the JSON Schema in
/// `Schemas/a11y-gherkin-config-v1.schema.json` lists exactly these properties; a test holds
/// the two together.
public enum ConfigurationFormat {
  /// The file `generate`, `check` and `list` look for, from the working directory up.
  public static let fileName = "a11y-gherkin.json"
  /// The one version this tool reads and writes.
  public static let version = 1
  public static let schemaFileName = "a11y-gherkin-config-v1.schema.json"

  public static let required = ["version"]
  public static let optional = [
    "$schema", "$comment", "builtIn", "criteria", "templates", "out", "dialect", "components",
    "experiences", "platforms", "vocabulary", "strictVocabulary", "index",
  ]
  public static var keys: [String] { required + optional }
}
