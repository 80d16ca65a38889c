/// A criterion many components share, written once with placeholders for a component's facts.
///
/// Texts use `{{name}}` placeholders (the element, the platform's words, parameters) and the
/// outline columns of `columns` as `<column>`; see ``StandardCriterionExpander``.
public struct StandardCriterion: Hashable, Sendable {
  /// Which controls of an experience the criterion repeats over, one Examples row each.
  public enum Repetition: String, CaseIterable, Hashable, Sendable {
    /// Controls with an outcome (activated by a key or a double tap).
    case activatable
    /// Controls with an increased value.
    case adjustable
    /// Controls with a name.
    case named
    /// Controls with a role.
    case roled
    /// Each state of each control.
    case states
    /// Each state of each control in which keyboard focus can be on it: every state but
    /// disabled (a disabled control leaves the Tab order).
    case focusableStates
  }

  public var id: String
  public var group: CriterionGroup
  public var wcag: [String]
  /// Texts with placeholders; `examples` holds the fixed rows (such as the keys to press).
  public var wording: Wording
  public var repetition: Repetition?
  /// Outline columns filled per repeated item: header and the placeholder text of its cells.
  public var columns: [Term]
  /// Parameters a component must give.
  public var parameters: [String]
  /// Parameters a component may give; a step naming one that is not given is left out.
  public var optionalParameters: [String]
  /// The criterion applies only on platforms whose activation keys include this key.
  public var onlyWithKey: String?
  /// On a platform with several screen readers, the criterion is written for those of this
  /// device only (swipes for phones, keys for desktops); nil for all of them.
  public var screenReaders: ScreenReader.Device?
  public var developerNotes: [FrameworkNotes]

  public init(
    id: String, group: CriterionGroup, wcag: [String], wording: Wording,
    repetition: Repetition? = nil, columns: [Term] = [], parameters: [String] = [],
    optionalParameters: [String] = [], onlyWithKey: String? = nil,
    screenReaders: ScreenReader.Device? = nil, developerNotes: [FrameworkNotes] = []
  ) {
    self.id = id
    self.group = group
    self.wcag = wcag
    self.wording = wording
    self.repetition = repetition
    self.columns = columns
    self.parameters = parameters
    self.optionalParameters = optionalParameters
    self.onlyWithKey = onlyWithKey
    self.screenReaders = screenReaders
    self.developerNotes = developerNotes
  }
}
