import A11yCriteria

/// The four groups MagentaA11y files its criteria under, in the order testers work through
/// them.
public enum SourceGroup: String, CaseIterable, Hashable, Sendable, Comparable {
  case keyboard
  case gestures
  case screenReader
  case settings

  /// The criteria group of the model the items become.
  public var criterionGroup: CriterionGroup {
    switch self {
    case .keyboard: .keyboard
    case .gestures: .gestures
    case .screenReader: .screenReader
    case .settings: .settings
    }
  }

  /// How warnings name the group.
  public var title: String {
    switch self {
    case .keyboard: "keyboard"
    case .gestures: "screen reader gestures"
    case .screenReader: "screen reader output"
    case .settings: "device settings"
    }
  }

  /// The front matter map that holds the group.
  public var frontMatterKey: String {
    switch self {
    case .keyboard: "keyboard"
    case .gestures: "mobile"
    case .screenReader: "screenreader"
    case .settings: "settings"
    }
  }

  public static func < (lhs: SourceGroup, rhs: SourceGroup) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .keyboard: 0
    case .gestures: 1
    case .screenReader: 2
    case .settings: 3
    }
  }
}
