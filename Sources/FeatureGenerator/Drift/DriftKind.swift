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
    case .notCanonical: "A file means the same but is not in the canonical layout (--strict)."
    }
  }
}

/// Why a file drifted, told by the fingerprint in its header.
public enum DriftCause: String, Sendable, Codable {
  /// The fingerprint differs: the criteria or templates changed after the file was generated.
  case inputsChanged = "inputs-changed"
  /// The fingerprint matches: the generated content was edited by hand.
  case editedByHand = "edited-by-hand"

  public var explanation: String {
    switch self {
    case .inputsChanged: "the criteria or templates changed since this file was generated"
    case .editedByHand: "generated content was edited by hand"
    }
  }

  /// How to fix drift of this cause in a file of this kind.
  public func advice(for kind: DriftKind) -> String {
    switch (self, kind) {
    case (.inputsChanged, _): "regenerate"
    case (.editedByHand, .changedScenario), (.editedByHand, .unexpectedScenario):
      "change the criteria instead, or make the scenario hand-written by removing its @criterion: tag"
    case (.editedByHand, _): "change the criteria or the templates instead, then regenerate"
    }
  }
}
