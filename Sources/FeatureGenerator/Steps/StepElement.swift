/// What a browser exposes of an element a step names (`the Wi-Fi switch`): its ARIA role, its
/// accessible name and the states it has. The web step library finds the element by role and
/// name, as assistive technology does.
public struct StepElement: Sendable, Equatable {
  /// The element as the steps write it, with its article: `the Wi-Fi switch`.
  public var phrase: String
  /// The ARIA role: `switch`.
  public var role: String
  /// The accessible name: `Wi-Fi`; empty when the criteria do not give one.
  public var name: String
  /// The states the element can be in, as the steps name them: `on`, `off`.
  public var states: [String]

  public init(phrase: String, role: String, name: String, states: [String] = []) {
    self.phrase = phrase
    self.role = role
    self.name = name
    self.states = states
  }
}
