/// The Background steps of a component on one platform, in place of the component's own: a
/// component shared by apps and web pages opens an app screen on one and a browser page on the
/// other.
public struct PlatformBackground: Hashable, Sendable {
  /// The profile id.
  public var platform: String
  public var steps: [String]

  public init(platform: String, steps: [String]) {
    self.platform = platform
    self.steps = steps
  }
}
