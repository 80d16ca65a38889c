/// The criteria file format: its version and the keys each kind of object may have.
///
/// The decoder accepts exactly these keys and the JSON Schema lists exactly these properties;
/// a test holds the two together.
public enum CriteriaFormat {
  /// The one version this tool reads and writes.
  public static let version = 1

  /// The name of the JSON Schema file shipped with the format.
  public static let schemaFileName = "criteria-v1.schema.json"

  /// The keys of one kind of object; `name` is its definition's name in the schema.
  public struct Shape: Sendable {
    public let name: String
    public let required: [String]
    public let optional: [String]
    /// Every key the object may have.
    public let keys: [String]

    init(name: String, required: [String], optional: [String]) {
      self.name = name
      self.required = required
      self.optional = optional
      keys = required + optional
    }
  }

  public static let component = Shape(
    name: "component",
    required: ["version", "id", "title", "experiences", "platforms", "criteria"],
    optional: ["$schema", "category", "summary", "designNotes", "background"])
  public static let experience = Shape(
    name: "experience", required: ["id", "title", "interactiveElement"],
    optional: ["description", "background"])
  public static let platform = Shape(
    name: "platform", required: ["id", "name", "screenReader"],
    optional: ["roles", "states", "activationKeys", "textResize", "frameworks"])
  public static let framework = Shape(
    name: "framework", required: ["id", "name"], optional: ["notes"])
  public static let criterion = Shape(
    name: "criterion", required: ["id", "group", "wcag", "title", "checklist", "when", "then"],
    optional: ["appliesTo", "given", "examples", "variants", "developerNotes"])
  public static let appliesTo = Shape(
    name: "appliesTo", required: [], optional: ["experiences", "platforms"])
  public static let variant = Shape(
    name: "variant", required: [],
    optional: [
      "experiences", "platforms", "title", "checklist", "given", "when", "then", "examples",
    ])
  public static let examples = Shape(name: "examples", required: ["header", "rows"], optional: [])

  public static let shapes = [
    component, experience, platform, framework, criterion, appliesTo, variant, examples,
  ]
}
