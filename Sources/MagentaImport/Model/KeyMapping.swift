import A11yCriteria

/// What a document's key means: the criterion id it becomes, its group, and the platforms the
/// key itself names.
public struct KeyMapping: Hashable, Sendable {
  /// The keys every MagentaA11y document shares, whatever their spelling.
  public enum Known: String, Hashable, Sendable {
    case focusKeys
    case space
    case enter
    case swipe
    case doubleTap
    case name
    case role
    case group
    case state
    case textResize

    public var id: String {
      switch self {
      case .focusKeys: StandardCriterionID.keyboardFocus
      case .space: StandardCriterionID.keyboardSpace
      case .enter: StandardCriterionID.keyboardEnter
      case .swipe: StandardCriterionID.gestureSwipe
      case .doubleTap: StandardCriterionID.gestureDoubleTap
      case .name: StandardCriterionID.screenReaderName
      case .role: StandardCriterionID.screenReaderRole
      case .group: StandardCriterionID.screenReaderGroup
      case .state: StandardCriterionID.screenReaderState
      case .textResize: StandardCriterionID.settingsTextResize
      }
    }

    /// The group the key belongs to, wherever a document files it.
    public var sourceGroup: SourceGroup {
      switch self {
      case .focusKeys, .space, .enter: .keyboard
      case .swipe, .doubleTap: .gestures
      case .name, .role, .group, .state: .screenReader
      case .textResize: .settings
      }
    }

    /// How steps and titles name the key.
    var display: String {
      switch self {
      case .focusKeys: "Tab"
      case .space: "Space"
      case .enter: "Enter"
      case .swipe: "Swipe"
      case .doubleTap: "Double tap"
      case .name: "Name"
      case .role: "Role"
      case .group: "Group"
      case .state: "State"
      case .textResize: "Text resize"
      }
    }
  }

  /// The criterion id, such as `keyboard.space` or `screen-reader.value`.
  public var id: String
  public var group: CriterionGroup
  /// Set for the shared keys; nil for the others, which become criteria of their own.
  public var known: Known?
  /// The platforms the key names; nil for every platform.
  public var platforms: [String]?
  /// The key as steps and titles show it: "Space", "Escape", "Swipe up/down".
  public var display: String
  /// The key without the platforms it names, as the document writes it.
  public var text: String
}
