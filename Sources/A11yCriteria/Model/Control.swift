/// One element a standard criterion acts on, with the facts the criterion needs about it.
///
/// Roles and states are keys of the shared platform profiles (`switch`, `disabled`), so each
/// platform announces them in its own words.
public struct Control: Hashable, Sendable {
  /// How steps refer to it: "the Wi-Fi switch".
  public var element: String
  /// The profile key of its role, if it has one a screen reader announces.
  public var role: String?
  /// The name a screen reader announces for it, as an example.
  public var name: String?
  /// The profile keys of the states it can be in.
  public var states: [String]
  /// What activating it does (`activates`, `toggles`); taken from its role when not given.
  /// Nil for an element that is not activated (a text field, an image).
  public var outcome: String?
  /// What a screen reader announces after one increase of an adjustable value.
  public var increasedValue: String?
  /// True for a control that exists only while the experience's container (a menu, a sheet,
  /// a picker) is open: its steps open the container first.
  public var whileOpen: Bool
  /// For a control with no role a screen reader announces (an option of a list), the key its
  /// states are looked up by in the profile's `stateAlternatives` (`option:selected`).
  public var stateKey: String?

  /// The key of the profile's `role:state` state alternatives for this control.
  public var stateRole: String? { role ?? stateKey }

  public init(
    element: String, role: String? = nil, name: String? = nil, states: [String] = [],
    outcome: String? = nil, increasedValue: String? = nil, whileOpen: Bool = false,
    stateKey: String? = nil
  ) {
    self.element = element
    self.role = role
    self.name = name
    self.states = states
    self.outcome = outcome
    self.increasedValue = increasedValue
    self.whileOpen = whileOpen
    self.stateKey = stateKey
  }
}
