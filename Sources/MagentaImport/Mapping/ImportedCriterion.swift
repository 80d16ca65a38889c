import A11yCriteria

/// One criterion of an imported component: a use of a standard criterion, or a free-form one
/// for an item no standard criterion covers. Either keeps the document's sentences as notes
/// (`sourceNotes` in the file), so a reviewer sees what each came from.
public enum ImportedCriterion: Hashable, Sendable {
  case standard(StandardCriterionUse, notes: [String])
  case freeForm(Criterion, notes: [String])

  public var id: String {
    switch self {
    case .standard(let use, _): use.id
    case .freeForm(let criterion, _): criterion.id
    }
  }

  public var isStandard: Bool {
    if case .standard = self { return true }
    return false
  }
}
