import Diagnostics

/// One UI component (such as a Captcha) with the ways it is built, the platforms it ships on and
/// every criterion a tester must check.
public struct Component: Hashable, Sendable {
  /// A slug, used in file paths and `@component:` tags.
  public var id: String
  public var title: String
  /// A free grouping, such as `controls`, `patterns` or `notifications`.
  public var category: String
  public var summary: String
  /// Design guidance that applies before any code is written.
  public var designNotes: [String]
  /// Steps every scenario of the component starts from (its Gherkin Background).
  public var background: [String]
  /// Background steps that replace `background` on some platforms.
  public var platformBackgrounds: [PlatformBackground] = []
  /// Design notes that replace `designNotes` on some platforms.
  public var platformDesignNotes: [PlatformDesignNotes] = []
  public var experiences: [Experience]
  public var platforms: [PlatformProfile]
  public var criteria: [Criterion]
  /// Where the component was read from; not part of its meaning, so equality ignores it.
  public var source: CriteriaSource
  /// A digest of the shared profiles and standard criteria the component was expanded with
  /// (criteria format 2), so that changing them changes the generated files' fingerprints;
  /// empty for format 1.
  public var sharedDigest: String
  /// Why the component says what it says where its sources disagree; never rendered.
  public var sourceNotes: [String]
  /// How each requirement of the component's source documents is answered, one trace per
  /// document (a component on apps and the web answers for its native and its web document);
  /// empty when the component has no trace (yet).
  public var traces: [Trace]
  /// Located warnings about the component's file: what loads but deserves a second look,
  /// such as a WCAG success criterion that is obsolete.
  public var warnings: [Diagnostic] = []

  public init(
    id: String,
    title: String,
    category: String = "",
    summary: String = "",
    designNotes: [String] = [],
    background: [String] = [],
    experiences: [Experience],
    platforms: [PlatformProfile],
    criteria: [Criterion],
    source: CriteriaSource = CriteriaSource(), sharedDigest: String = "",
    sourceNotes: [String] = [], traces: [Trace] = []
  ) {
    self.id = id
    self.title = title
    self.category = category
    self.summary = summary
    self.designNotes = designNotes
    self.background = background
    self.experiences = experiences
    self.platforms = platforms
    self.criteria = criteria
    self.source = source
    self.sharedDigest = sharedDigest
    self.sourceNotes = sourceNotes
    self.traces = traces
  }

  /// The design notes on `platform`: its own where the component gives them, otherwise the
  /// component's.
  public func designNotes(on platform: String) -> [String] {
    platformDesignNotes.first { $0.platform == platform }?.notes ?? designNotes
  }

  /// The Background steps on `platform`, with the key of the component's member they come
  /// from (`background`, or `platformBackground` and the platform id).
  public func background(on platform: String) -> (steps: [String], path: [String]) {
    if let own = platformBackgrounds.first(where: { $0.platform == platform }) {
      return (own.steps, ["platformBackground", platform])
    }
    return (background, ["background"])
  }

  /// The experiences built on `platform`, in catalog order.
  public func experiences(on platform: String) -> [Experience] {
    experiences.filter { $0.isBuilt(on: platform) }
  }

  public func experience(_ id: String) -> Experience? {
    experiences.first { $0.id == id }
  }

  public func platform(_ id: String) -> PlatformProfile? {
    platforms.first { $0.id == id }
  }

  /// The criteria that apply to one experience on one platform, in catalog order.
  public func criteria(for experience: Experience, on platform: PlatformProfile) -> [Criterion] {
    guard experience.isBuilt(on: platform.id) else { return [] }
    return criteria.filter {
      $0.applicability.includes(experience: experience.id, platform: platform.id)
    }
  }
}
