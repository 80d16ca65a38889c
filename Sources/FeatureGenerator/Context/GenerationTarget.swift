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
    criterionIndices = component.criteria.indices.filter {
      component.criteria[$0].applicability.includes(
        experience: experience.id, platform: platform.id)
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

  /// Where the criteria that apply here stand in `component.criteria`, in catalog order.
  /// Indices, not copies: a criterion holds many strings and arrays, and copying thousands of
  /// them for every target cost more than rendering them.
  let criterionIndices: [Int]
}
