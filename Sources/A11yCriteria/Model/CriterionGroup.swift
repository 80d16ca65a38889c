/// The kind of check a criterion is; it decides where the criterion stands in a checklist.
public enum CriterionGroup: String, CaseIterable, Hashable, Sendable {
  case keyboard
  case gestures
  case screenReader = "screen-reader"
  case focus
  case settings
  case design

  /// How people name the group on `platform`: the keyboard of a platform tested on a
  /// computer is its own, not an external one.
  public func title(on platform: PlatformProfile) -> String {
    self == .keyboard && platform.hasOwnKeyboard ? "Keyboard" : title
  }

  /// How people name the group.
  public var title: String {
    switch self {
    case .keyboard: "External keyboard"
    case .gestures: "Screen reader gestures"
    case .screenReader: "Screen reader output"
    case .focus: "Focus"
    case .settings: "Device settings"
    case .design: "Design"
    }
  }
}
