/// The experiences and platforms a criterion (or one of its wording variants) applies to.
/// `nil` means all of them.
public struct Applicability: Hashable, Sendable {
  public var experiences: [String]?
  public var platforms: [String]?

  public init(experiences: [String]? = nil, platforms: [String]? = nil) {
    self.experiences = experiences
    self.platforms = platforms
  }

  public static let everywhere = Applicability()

  public func includes(experience: String, platform: String) -> Bool {
    (experiences?.contains(experience) ?? true) && (platforms?.contains(platform) ?? true)
  }
}
