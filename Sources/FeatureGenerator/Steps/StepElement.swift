import A11yCriteria

/// What a browser exposes of an element a step names (`the Wi-Fi switch`) on one page: its
/// ARIA role, its accessible name and the states it can be in. The web step library finds
/// the element by role and name, as assistive technology does.
public struct StepElement: Sendable, Equatable {
  /// The page the element is on, as `COMPONENT/EXPERIENCE` (the features' tags).
  public var page: String
  /// The element as the steps write it, with its article: `the Wi-Fi switch`.
  public var phrase: String
  /// The ARIA role: `switch`.
  public var role: String
  /// The accessible name: `Wi-Fi`; empty when the criteria do not give one.
  public var name: String
  /// The states the element can be in, as the steps name them: `on`, `off`.
  public var states: [String]

  public init(page: String, phrase: String, role: String, name: String, states: [String] = []) {
    self.page = page
    self.phrase = phrase
    self.role = role
    self.name = name
    self.states = states
  }

  /// The id of the platform whose elements a browser exposes.
  public static let webPlatform = "web"

  /// Every control of the catalog's web experiences that has a role: the role key through
  /// the web profile to its ARIA role, the name and the state keys, in catalog order.
  public static func web(in catalog: Catalog) -> [StepElement] {
    var elements: [StepElement] = []
    for component in catalog.components {
      guard let profile = component.platform(webPlatform) else { continue }
      for experience in component.experiences {
        for control in experience.controls {
          guard let key = control.role, let role = profile.role(key) else { continue }
          elements.append(
            StepElement(
              page: "\(component.id)/\(experience.id)", phrase: control.element, role: role,
              name: control.name ?? "", states: control.states))
        }
      }
    }
    return elements
  }
}
