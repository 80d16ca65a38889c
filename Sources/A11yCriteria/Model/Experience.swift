/// One way a component is built, such as a Captcha shown as an image button.
public struct Experience: Hashable, Sendable {
  /// A slug, used in file names and `@experience:` tags.
  public var id: String
  public var title: String
  public var description: String
  /// The element a user interacts with, as steps name it ("the captcha row").
  public var interactiveElement: String
  /// Steps added to the component's background for this experience.
  public var background: [String]
  /// The controls standard criteria act on (criteria format 2): one for most experiences,
  /// several where the experience has its own controls (an audio challenge, a dialog).
  public var controls: [Control]
  /// Parameters every standard criterion of this experience sees (criteria format 2).
  public var parameters: [Term]
  /// The platforms it is built on, when not every platform of the component (a list row with
  /// a switch in an app, which a web page builds differently); nil for all of them.
  public var platforms: [String]?

  /// Whether it is built on the platform with id `platform`.
  public func isBuilt(on platform: String) -> Bool {
    platforms?.contains(platform) ?? true
  }

  public init(
    id: String, title: String, description: String = "", interactiveElement: String,
    background: [String] = [], controls: [Control] = [], parameters: [Term] = [],
    platforms: [String]? = nil
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.interactiveElement = interactiveElement
    self.background = background
    self.controls = controls
    self.parameters = parameters
    self.platforms = platforms
  }
}
