/// What a platform's assistive technology says and does: the words testers listen for and the
/// keys and settings they use.
public struct PlatformProfile: Hashable, Sendable {
  /// A slug, used in directory names and `@platform:` tags.
  public var id: String
  public var name: String
  public var screenReader: String
  /// How roles are announced, by role name (`button` → "Button" on iOS).
  public var roles: [Term]
  /// How states are announced, by state name (`disabled` → "Dimmed" on iOS).
  public var states: [Term]
  /// Keys of an external keyboard that activate the focused element.
  public var activationKeys: [String]
  /// The setting that enlarges text, as a tester finds it.
  public var textResize: String
  public var frameworks: [Framework]

  public init(
    id: String, name: String, screenReader: String, roles: [Term] = [], states: [Term] = [],
    activationKeys: [String] = [], textResize: String = "", frameworks: [Framework] = []
  ) {
    self.id = id
    self.name = name
    self.screenReader = screenReader
    self.roles = roles
    self.states = states
    self.activationKeys = activationKeys
    self.textResize = textResize
    self.frameworks = frameworks
  }
}

/// A named word or phrase a platform uses, kept in the order the criteria file gives.
public struct Term: Hashable, Sendable {
  public var name: String
  public var text: String

  public init(_ name: String, _ text: String) {
    self.name = name
    self.text = text
  }
}
