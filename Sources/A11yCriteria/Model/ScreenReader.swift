/// One screen reader of a platform that has several (the web: NVDA, JAWS and VoiceOver on the
/// desktop, VoiceOver and TalkBack on phones), with its own words for roles and states.
public struct ScreenReader: Hashable, Sendable {
  /// Where a screen reader runs, which decides how a tester moves it: keys or swipes.
  public enum Device: String, CaseIterable, Hashable, Sendable {
    case desktop
    case mobile
  }

  /// How steps name it ("NVDA", "macOS VoiceOver"); a value of the `screenReader` parameter.
  public var name: String
  public var device: Device
  /// The browser and system it is tested with ("Chrome on Windows").
  public var browser: String
  /// Its words for roles, by the profile's role keys.
  public var roles: [Term]
  /// Its words for states, by the profile's state keys; a key `role:state` (such as
  /// `radioButton:checked`) gives its word for that state of that role only, and an empty
  /// word says it announces nothing for it.
  public var states: [Term]
  /// Where one of its words varies by version or browser, why.
  public var comments: [String]
  /// What a tester should know about its words for one role or state, by the profile's role
  /// and state keys: printed with every experience that has that role or state.
  public var notes: [Term]

  public init(
    name: String, device: Device, browser: String = "", roles: [Term] = [],
    states: [Term] = [], comments: [String] = [], notes: [Term] = []
  ) {
    self.name = name
    self.device = device
    self.browser = browser
    self.roles = roles
    self.states = states
    self.comments = comments
    self.notes = notes
  }

  /// Its word for the role named `key`, if it has one.
  public func role(_ key: String) -> String? {
    roles.first { $0.name == key }?.text
  }

  /// Its word for the state named `key` of an element of the role named `role`: the word for
  /// that role when it gives one, otherwise its word for the state; an empty word when it is
  /// known to announce nothing for the state (a step then expects no state), and nil when the
  /// profile gives it no word at all.
  public func state(_ key: String, of role: String? = nil) -> String? {
    if let role, let own = states.first(where: { $0.name == "\(role):\(key)" }) {
      return own.text
    }
    return states.first(where: { $0.name == key })?.text
  }
}
