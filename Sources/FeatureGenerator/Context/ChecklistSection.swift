import A11yCriteria

/// The sections of a checklist, in the order testers already work through them (MagentaA11y's
/// "Condensed" order), and which criterion groups each holds.
enum ChecklistSection: CaseIterable {
  case keyboard
  case gestures
  case screenReaderOutput
  case settings
  case design

  /// The section's title on `platform`: the keyboard section names the keyboard the
  /// platform is tested with.
  func title(on platform: PlatformProfile) -> String {
    self == .keyboard ? CriterionGroup.keyboard.title(on: platform) : title
  }

  var title: String {
    switch self {
    case .keyboard: CriterionGroup.keyboard.title
    case .gestures: "Screen reader gestures and focus"
    case .screenReaderOutput: "Screen reader output"
    case .settings: "Device settings"
    case .design: "Design"
    }
  }

  /// Focus is checked by the same swipes and touches as the gestures.
  var groups: [CriterionGroup] {
    switch self {
    case .keyboard: [.keyboard]
    case .gestures: [.gestures, .focus]
    case .screenReaderOutput: [.screenReader]
    case .settings: [.settings]
    case .design: [.design]
    }
  }
}
