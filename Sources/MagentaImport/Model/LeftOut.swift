/// Something in a document that the import does not turn into criteria, and why: the summary
/// lists them so that nothing disappears silently.
public struct LeftOut: Hashable, Sendable {
  /// What is left out: a criterion id, a section, a group.
  public var subject: String
  public var reason: String
  public var line: Int?

  public init(_ subject: String, _ reason: String, line: Int? = nil) {
    self.subject = subject
    self.reason = reason
    self.line = line
  }
}
