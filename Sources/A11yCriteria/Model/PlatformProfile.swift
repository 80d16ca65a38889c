/// What a platform's assistive technology says and does: the words testers listen for and the
/// keys and settings they use.
public struct PlatformProfile: Hashable, Sendable {
  /// A slug, used in directory names and `@platform:` tags.
  public var id: String
  public var name: String
  public var screenReader: String
  /// How roles are announced, by role name (`button` → "Button" on iOS).
  public var roles: [Term]
  /// How states are announced, by state name (`disabled` → "Dimmed" on iOS). An empty word
  /// means the screen reader says nothing for that state.
  public var states: [Term]
  /// The states whose words the app supplies (in a value or a label) rather than the screen
  /// reader: their words are examples, like names.
  public var appStates: [String]
  /// Keys of an external keyboard that activate the focused element.
  public var activationKeys: [String]
  /// The setting that enlarges text, as a tester finds it.
  public var textResize: String
  /// What a tester sets in `textResize` to enlarge text as far as the checks need.
  public var textSize: String
  /// The setting that lets an external keyboard move focus between controls, where the
  /// platform needs one turned on (iOS: Full Keyboard Access); empty where a connected
  /// keyboard moves focus by itself.
  public var keyboardSetting: String
  public var frameworks: [Framework]
  /// The platform's own words for its gestures (`swipe`, `doubleTap`, `adjust`, `menu`,
  /// `customActions`); shared profiles only.
  public var gestures: [Term]
  /// Where a word in the profile is uncertain or varies between versions, why.
  public var comments: [String]
  /// A platform tested with several screen readers (the web) lists each with its own words;
  /// then `roles` and `states` are what the platform itself exposes (ARIA roles and states),
  /// and a scenario that quotes an announcement has one Examples row per screen reader.
  public var screenReaders: [ScreenReader]
  /// Where the keys that activate an element depend on its role (the web: a link takes Enter
  /// only, a checkbox Space only), the keys of each role; `activationKeys` lists them all.
  public var activationKeysByRole: [RoleKeys]
  /// Standard criteria written differently on this platform: a use of the standard criterion
  /// named by a term's name is written with the one its text names, or left out on this
  /// platform when the text is empty (the web's own keyboard and screen-reader criteria).
  public var standardVariants: [Term]
  /// Role and state keys whose screen-reader words no recorded session has confirmed yet: the
  /// files that quote them ask the tester to confirm them rather than keep them as written.
  public var unconfirmed: [String]
  /// Where the screen reader may announce a control of a role with its usage hint alone and no
  /// role word (TalkBack on a clickable view without a role), the start of that hint, by role
  /// name: a role step then accepts the role word or the hint.
  public var roleHints: [Term]
  /// Where the screen reader says another word for a state depending on how a control is
  /// built (TalkBack's "Selected" for a radio button built as selectable), that word, by state
  /// name or `role:state`: a state step then accepts either word.
  public var stateAlternatives: [Term]
  /// Where the screen reader says another role word for a role depending on how the control
  /// is built (VoiceOver's "Button" for a dropdown built as a plain button), that word, by role
  /// name: a role step then accepts either word.
  public var roleAlternatives: [Term]
  /// The screen reader's setting that makes it speak usage hints (TalkBack's Usage hints):
  /// a role step that accepts a hint (`roleHints`) turns it on.
  public var usageHintSetting: String

  public init(
    id: String, name: String, screenReader: String, roles: [Term] = [], states: [Term] = [],
    activationKeys: [String] = [], textResize: String = "", textSize: String = "",
    frameworks: [Framework] = [], gestures: [Term] = [], comments: [String] = [],
    appStates: [String] = [], screenReaders: [ScreenReader] = [],
    activationKeysByRole: [RoleKeys] = [], standardVariants: [Term] = [],
    keyboardSetting: String = "", unconfirmed: [String] = [],
    roleHints: [Term] = [], stateAlternatives: [Term] = [], roleAlternatives: [Term] = [],
    usageHintSetting: String = ""
  ) {
    self.id = id
    self.name = name
    self.screenReader = screenReader
    self.roles = roles
    self.states = states
    self.appStates = appStates
    self.activationKeys = activationKeys
    self.textResize = textResize
    self.textSize = textSize
    self.keyboardSetting = keyboardSetting
    self.frameworks = frameworks
    self.gestures = gestures
    self.comments = comments
    self.screenReaders = screenReaders
    self.activationKeysByRole = activationKeysByRole
    self.standardVariants = standardVariants
    self.unconfirmed = unconfirmed
    self.roleHints = roleHints
    self.stateAlternatives = stateAlternatives
    self.roleAlternatives = roleAlternatives
    self.usageHintSetting = usageHintSetting
  }

  /// The id of the standard criterion a use of `id` is written with here; nil when it does
  /// not apply on this platform.
  public func standardCriterion(for id: String) -> String? {
    guard let variant = standardVariants.first(where: { $0.name == id }) else { return id }
    return variant.text.isEmpty ? nil : variant.text
  }

  /// Whether `key` activates an element of the role named `role`: by the role's own keys when
  /// the profile lists them, otherwise by the platform's activation keys.
  public func activates(role: String?, with key: String) -> Bool {
    if let role, let keys = activationKeysByRole.first(where: { $0.role == role }) {
      return keys.keys.contains(key)
    }
    return activationKeys.contains(key)
  }

  /// The announced word for the role named `key`, if the profile has it.
  public func role(_ key: String) -> String? {
    roles.first { $0.name == key }?.text
  }

  /// The start of the usage hint that may stand in for the role named `key`, if the profile
  /// accepts one for it.
  public func roleHint(_ key: String) -> String? {
    roleHints.first { $0.name == key }?.text
  }

  /// The profile with no usage hint accepted in place of a role word.
  public func withoutRoleHints() -> PlatformProfile {
    var profile = self
    profile.roleHints = []
    return profile
  }

  /// The other word the screen reader may say for the role named `key`, if the profile gives
  /// one.
  public func roleAlternative(_ key: String) -> String? {
    roleAlternatives.first { $0.name == key }?.text
  }

  /// The other word the screen reader may say for the state named `key` of a control of the
  /// role named `role`: the one given for that role, otherwise the one for the state.
  public func stateAlternative(_ key: String, of role: String?) -> String? {
    if let role, let own = stateAlternatives.first(where: { $0.name == "\(role):\(key)" }) {
      return own.text
    }
    return stateAlternatives.first { $0.name == key }?.text
  }

  /// The announced word for the state named `key`, if the profile has it.
  public func state(_ key: String) -> String? {
    states.first { $0.name == key }?.text
  }

  /// Whether the app, not the screen reader, supplies the word of the state named `key`.
  public func appSupplies(state key: String) -> Bool {
    appStates.contains(key)
  }

  /// The platform's words for the gesture named `key`, if the profile has it.
  /// Whether the platform is tested on a computer, which has a keyboard of its own (the web,
  /// with desktop screen readers); a phone needs an external keyboard connected.
  public var hasOwnKeyboard: Bool {
    screenReaders.contains { $0.device == .desktop }
  }

  public func gesture(_ key: String) -> String? {
    gestures.first { $0.name == key }?.text
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
