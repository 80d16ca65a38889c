import A11yCriteria

/// One file pair to generate: a component's experience on one platform.
public struct GenerationTarget: Sendable {
  public var component: Component
  public var experience: Experience
  public var platform: PlatformProfile

  public init(component: Component, experience: Experience, platform: PlatformProfile) {
    self.component = component
    self.experience = experience
    self.platform = platform
    criteria = component.criteria.enumerated().compactMap { index, criterion in
      criterion.applicability.includes(experience: experience.id, platform: platform.id)
        ? (index, criterion) : nil
    }
  }

  /// `captcha/ios/image-button.feature`, relative to the output directory.
  public var featurePath: String {
    "\(component.id)/\(platform.id)/\(experience.id).feature"
  }

  /// `captcha/ios/image-button.md`, relative to the output directory.
  public var checklistPath: String {
    "\(component.id)/\(platform.id)/\(experience.id).md"
  }

  /// The Feature's tags; check and merge key on them.
  public var featureTags: [String] {
    [
      "@a11y", "@component:\(component.id)", "@platform:\(platform.id)",
      "@experience:\(experience.id)",
    ]
  }

  /// The criteria that apply here, in catalog order, with their index in the component.
  let criteria: [(index: Int, criterion: Criterion)]
}
