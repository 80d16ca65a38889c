import JSON

/// A component's reference to a standard criterion (criteria format 2), as written in its file.
public struct StandardCriterionUse: Hashable, Sendable {
  /// The standard criterion's id.
  public var standard: String
  /// The criterion's id in the component; the standard id unless the file names another.
  public var id: String
  public var applicability: Applicability
  public var parameters: [Term]
  /// Parameters for some experiences or platforms only.
  public var variants: [ParameterVariant]
  /// Notes added to the standard criterion's own.
  public var developerNotes: [FrameworkNotes]
  /// Where the use stands in its file, for errors.
  public var path: JSONPath

  public init(
    standard: String, id: String? = nil, applicability: Applicability = .everywhere,
    parameters: [Term] = [], variants: [ParameterVariant] = [],
    developerNotes: [FrameworkNotes] = [], path: JSONPath = .root
  ) {
    self.standard = standard
    self.id = id ?? standard
    self.applicability = applicability
    self.parameters = parameters
    self.variants = variants
    self.developerNotes = developerNotes
    self.path = path
  }
}

/// Parameters that hold for some experiences or platforms only.
public struct ParameterVariant: Hashable, Sendable {
  public var applicability: Applicability
  public var parameters: [Term]

  public init(applicability: Applicability, parameters: [Term]) {
    self.applicability = applicability
    self.parameters = parameters
  }
}
