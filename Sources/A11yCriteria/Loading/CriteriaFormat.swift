/// The criteria file format: its versions and the keys each kind of object may have.
///
/// Version 1 spells out every platform and criterion in each component; version 2 refers to
/// shared platform profiles and standard criteria by id. Both are read; `import` and
/// `criteria export` of components built in code write version 1.
///
/// The decoder accepts exactly these keys and the JSON Schemas list exactly these properties;
/// a test holds the two together.
public enum CriteriaFormat {
  /// The version written for components built in code (`import`).
  public static let version = 1

  /// The versions this tool reads.
  public static let supportedVersions = [1, 2]

  /// The name of the JSON Schema file shipped with the format.
  public static let schemaFileName = "criteria-v1.schema.json"

  /// The JSON Schema of version 2 component files, profile files and standard-criteria files.
  public static let schemaV2FileName = "criteria-v2.schema.json"

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
    optional: [
      "roles", "states", "appStates", "activationKeys", "textResize", "textSize", "frameworks",
    ])
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

  // MARK: - Version 2

  public static let componentV2 = Shape(
    name: "component",
    required: ["version", "id", "title", "experiences", "platforms", "criteria"],
    optional: [
      "$schema", "category", "summary", "designNotes", "background", "sourceNotes", "trace",
      "platformBackground", "platformDesignNotes",
    ])
  public static let experienceV2 = Shape(
    name: "experience", required: ["id", "title", "interactiveElement"],
    optional: [
      "description", "background", "role", "name", "states", "outcome", "increasedValue",
      "controls", "parameters", "platforms",
    ])
  public static let control = Shape(
    name: "control", required: ["element"],
    optional: ["role", "name", "states", "outcome", "increasedValue", "whileOpen", "stateKey"])
  public static let criterionV2 = Shape(
    name: "criterion", required: ["id", "group", "wcag", "title", "checklist", "when", "then"],
    optional: ["appliesTo", "given", "examples", "variants", "developerNotes", "sourceNotes"])
  public static let standardUse = Shape(
    name: "standardUse", required: ["standard"],
    optional: ["id", "appliesTo", "parameters", "variants", "developerNotes", "sourceNotes"])
  public static let parameterVariant = Shape(
    name: "parameterVariant", required: ["parameters"], optional: ["experiences", "platforms"])
  public static let profilesFile = Shape(
    name: "profilesFile", required: ["version", "profiles"], optional: ["$schema"])
  public static let profile = Shape(
    name: "profile", required: ["id", "name", "screenReader"],
    optional: [
      "roles", "states", "appStates", "activationKeys", "textResize", "textSize", "frameworks",
      "gestures", "comments", "screenReaders", "activationKeysByRole", "standardVariants",
      "keyboardSetting", "unconfirmed",
      "roleHints", "roleAlternatives", "stateAlternatives", "usageHintSetting",
    ])
  public static let screenReader = Shape(
    name: "screenReader", required: ["name", "device"],
    optional: ["browser", "roles", "states", "comments", "notes"])
  public static let standardFile = Shape(
    name: "standardFile", required: ["version", "standardCriteria"],
    optional: ["$schema", "outcomes"])
  public static let standardCriterion = Shape(
    name: "standardCriterion",
    required: ["id", "group", "wcag", "title", "checklist", "when", "then"],
    optional: [
      "given", "examples", "each", "columns", "parameters", "optionalParameters", "onlyWithKey",
      "developerNotes", "screenReaders",
    ])

  public static let trace = Shape(
    name: "trace", required: ["source", "requirements"], optional: [])
  public static let traceEntry = Shape(
    name: "traceEntry", required: ["requirement"],
    optional: ["priority", "note", "covers", "outOfScope", "uncovered"])

  public static let shapesV2 = [
    componentV2, trace, traceEntry, experienceV2, control, criterionV2, standardUse,
    parameterVariant, appliesTo,
    variant, examples, profilesFile, profile, screenReader, framework, standardFile,
    standardCriterion,
  ]
}
