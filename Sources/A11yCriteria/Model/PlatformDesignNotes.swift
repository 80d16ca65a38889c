/// The design notes of a component on one platform, in place of the component's own: a
/// component shared by apps and web pages is built from different elements on each (an app's
/// native switch, a web page's `button` with role switch), and its guidance says so.
public struct PlatformDesignNotes: Hashable, Sendable {
  /// The profile id.
  public var platform: String
  public var notes: [String]

  public init(platform: String, notes: [String]) {
    self.platform = platform
    self.notes = notes
  }
}
