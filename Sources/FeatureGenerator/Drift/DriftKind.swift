/// The ways committed files can differ from what the criteria generate. The raw values are a
/// public contract: they appear in every report format.
public enum DriftKind: String, CaseIterable, Sendable, Codable {
  case missingFile = "missing-file"
  case orphanedFile = "orphaned-file"
  case missingScenario = "missing-scenario"
  case unexpectedScenario = "unexpected-scenario"
  case changedScenario = "changed-scenario"
  case changedHeader = "changed-header"
  case changedChecklist = "changed-checklist"
  /// The index of the output directory (`README.md`) differs from what the criteria generate.
  case changedIndex = "changed-index"
  /// Only with `--strict`: the meaning is right but the bytes are not the canonical ones.
  case notCanonical = "not-canonical"

  /// A short name for people: "changed scenario".
  public var title: String {
    rawValue.replacingOccurrences(of: "-", with: " ")
  }

  /// What the kind means, for report formats that describe their rules.
  public var summary: String {
    switch self {
    case .missingFile: "A file the criteria generate is not committed."
    case .orphanedFile: "A generated file no longer corresponds to any criteria."
    case .missingScenario: "A criterion that applies has no scenario with its @criterion: tag."
    case .unexpectedScenario:
      "A scenario carries the @criterion: tag of a criterion that does not apply."
    case .changedScenario:
      "A generated scenario's name, steps, step arguments, examples or generator tags differ."
    case .changedHeader: "The feature's generated tags, name, description or background differ."
    case .changedChecklist: "A checklist differs from what the criteria generate."
    case .changedIndex:
      "The index of the generated files (README.md) differs from what the criteria generate."
    case .notCanonical: "A file means the same but is not in the canonical layout (--strict)."
    }
  }
}

/// Why an item drifted, decided for each scenario from the hash its file's header recorded
/// when it was generated (for the rest of a file, and for files without that record, from the
/// header's fingerprint). The raw values are a public contract.
public enum DriftCause: String, Sendable, Codable {
  /// The criteria or templates changed after the file was generated; nothing was edited.
  case inputsChanged = "inputs-changed"
  /// The generated content was edited by hand; the inputs are as they were.
  case editedByHand = "edited-by-hand"
  /// Both: the inputs changed, and the generated content was edited by hand too.
  case both = "inputs-changed-and-edited-by-hand"
  /// The file was generated with other settings (criteria, templates, dialect) than this
  /// check was given, as its header's `regenerate:` line records.
  case otherSettings = "other-settings"

  public var explanation: String {
    switch self {
    case .inputsChanged: "the criteria or templates changed since this was generated"
    case .editedByHand: "generated content was edited by hand"
    case .both:
      "the criteria or templates changed, and the generated content was also edited by hand"
    case .otherSettings:
      "the file was generated with other settings than this check was given (see its regenerate: line)"
    }
  }

  /// How to fix drift of this cause in an item of this kind, for its criterion if it has one.
  public func advice(for kind: DriftKind, criterion: String? = nil) -> String {
    let id = criterion ?? "ID"
    switch (self, kind) {
    case (.inputsChanged, _): return "regenerate"
    case (.otherSettings, _):
      return "check with the settings the files were generated with, or regenerate with them"
    case (.both, _):
      return
        "generate leaves the file as it is for the hand edit: to keep it, first replace @criterion:\(id) with @criterion-override:\(id) (or carry the change into the criteria), then regenerate; to discard it, regenerate with --discard-edits"
    case (.editedByHand, .changedScenario):
      return
        "carry the change into the criteria and regenerate, or keep this version as the team's own by replacing @criterion:\(id) with @criterion-override:\(id)"
    case (.editedByHand, .missingScenario):
      return
        "regenerate to restore it, or tag the team's own scenario for it @criterion-override:\(id)"
    case (.editedByHand, .changedIndex):
      return "generate rewrites the index: keep notes of your own in another file, then regenerate"
    case (.editedByHand, .unexpectedScenario):
      return "delete the scenario, or remove its tag to keep it as a hand-written scenario"
    case (.editedByHand, _):
      return "change the criteria or the templates instead, then regenerate"
    }
  }

  /// Whether regenerating would discard a hand edit.
  public var losesHandEdits: Bool {
    self == .editedByHand || self == .both
  }
}
