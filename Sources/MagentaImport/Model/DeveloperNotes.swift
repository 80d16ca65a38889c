/// The developer notes of a MagentaA11y document: notes by platform, topic and framework, and
/// the numbered list of experiences when the document has one.
public struct DeveloperNotes: Hashable, Sendable {
  public struct Note: Hashable, Sendable {
    /// `ios`, `android`, or nil when the document does not say.
    public var platform: String?
    /// The `### ` heading the note stands under ("Name", "Focus"); nil for the introduction.
    public var topic: String?
    /// The framework id the note is for; nil when it names none.
    public var framework: String?
    public var text: String
    public var line: Int

    public init(platform: String?, topic: String?, framework: String?, text: String, line: Int) {
      self.platform = platform
      self.topic = topic
      self.framework = framework
      self.text = text
      self.line = line
    }
  }

  /// One item of a list, and its line.
  public struct Item: Hashable, Sendable {
    public var text: String
    public var line: Int

    public init(text: String, line: Int) {
      self.text = text
      self.line = line
    }
  }

  /// One item of a topic's "Experiences (refer to number above):" list: what the topic asks
  /// of one of the component's experiences ("Identifies as an image button").
  public struct ExperienceNote: Hashable, Sendable {
    /// `ios`, `android`, or nil when the document does not say.
    public var platform: String?
    /// The `### ` heading the list stands under.
    public var topic: String
    /// The experience's number in the component's list, from 1.
    public var experience: Int
    public var text: String
    public var line: Int

    public init(platform: String?, topic: String, experience: Int, text: String, line: Int) {
      self.platform = platform
      self.topic = topic
      self.experience = experience
      self.text = text
      self.line = line
    }
  }

  public var notes: [Note] = []
  /// The ways the component is built, from the list after "… experiences for …:".
  public var experiences: [Item] = []
  /// The items of the per-topic "Experiences (refer to number above):" lists.
  public var experienceNotes: [ExperienceNote] = []
  /// How many code examples the notes hold.
  public var codeExamples = 0

  public init() {}
}
