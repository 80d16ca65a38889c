/// One difference between a committed file and what the criteria generate.
public struct DriftItem: Hashable, Sendable {
  public var kind: DriftKind
  /// Relative to the output directory.
  public var file: String
  /// 1-based; nil when the file is missing.
  public var line: Int?
  public var component: String
  public var experience: String
  public var platform: String
  /// The criterion concerned, for scenario drift.
  public var criterion: String?
  /// What differs, in a sentence.
  public var message: String
  public var expected: String?
  public var found: String?
  /// Nil where the fingerprint cannot tell (a missing or orphaned file).
  public var cause: DriftCause?
  /// The criteria file of the component, where its criteria come from a file of the project
  /// and the cause says they may have changed: the first place to look.
  public var criteriaFile: String?

  public init(
    kind: DriftKind, file: String, line: Int?, component: String, experience: String,
    platform: String,
    criterion: String? = nil, message: String, expected: String? = nil, found: String? = nil,
    cause: DriftCause? = nil
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.component = component
    self.experience = experience
    self.platform = platform
    self.criterion = criterion
    self.message = message
    self.expected = expected
    self.found = found
    self.cause = cause
  }
}
