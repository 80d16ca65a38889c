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

  public init(
    id: String, title: String, description: String = "", interactiveElement: String,
    background: [String] = [], controls: [Control] = [], parameters: [Term] = []
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.interactiveElement = interactiveElement
    self.background = background
    self.controls = controls
    self.parameters = parameters
  }
}
