import A11yCriteria
import Diagnostics

/// One imported document: the component, the criteria file that holds it, and what the
/// summary reports.
public struct ImportResult: Sendable {
  /// The path the document was read from, as given.
  public var path: String
  public var format: MagentaDocument.Format
  public var component: Component
  /// The criteria file's name (`captcha.json`) and text; the text loads without errors.
  public var fileName: String
  public var criteriaDocument: String
  /// Oddities the import worked around, each located.
  public var warnings: [Diagnostic]
  /// What the document says that is not imported, and why.
  public var leftOut: [LeftOut]
  /// Developer-note topics with no criterion of their own, kept as framework notes.
  public var frameworkNoteTopics: [String]
  /// Items of the topics' "Experiences" lists that became checklist wording of an experience.
  public var experienceChecklistItems: Int
  /// Places where the document's Gherkin section disagrees with its Condensed section, each
  /// also a warning; the criteria follow the Condensed section.
  public var conflicts: Int
  /// How the document's items were mapped: onto standard criteria, free-form, left out.
  public var mapping: MappingTally

  public init(
    path: String, format: MagentaDocument.Format, component: Component, fileName: String,
    criteriaDocument: String, warnings: [Diagnostic], leftOut: [LeftOut],
    frameworkNoteTopics: [String], experienceChecklistItems: Int = 0, conflicts: Int = 0,
    mapping: MappingTally = MappingTally()
  ) {
    self.path = path
    self.format = format
    self.component = component
    self.fileName = fileName
    self.criteriaDocument = criteriaDocument
    self.warnings = warnings
    self.leftOut = leftOut
    self.frameworkNoteTopics = frameworkNoteTopics
    self.experienceChecklistItems = experienceChecklistItems
    self.conflicts = conflicts
    self.mapping = mapping
  }
}
