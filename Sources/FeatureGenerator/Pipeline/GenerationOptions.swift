import Mustache
import ParallelWork

/// What to generate and how.
public struct GenerationOptions: Sendable {
  public var dialect: Dialect
  /// Only these components, experiences and platforms (by id); empty means all.
  public var components: Set<String>
  public var experiences: Set<String>
  public var platforms: Set<String>
  /// The command written into each file's header as the way to regenerate it.
  public var regenerateCommand: String
  /// How many components are rendered and checked at once.
  public var jobs: Int
  /// Steps outside the step vocabulary are errors, not warnings (the project configuration's
  /// `strictVocabulary`).
  public var strictVocabulary: Bool
  /// The output and work limits of every template render (the rest of these options is the
  /// generator's own: no escaping, strict names).
  public var renderLimits: RenderOptions

  public init(
    dialect: Dialect = .portable, components: Set<String> = [], experiences: Set<String> = [],
    platforms: Set<String> = [], regenerateCommand: String = "a11y-gherkin generate",
    jobs: Int = ParallelWork.defaultJobs, strictVocabulary: Bool = false,
    renderLimits: RenderOptions = RenderOptions()
  ) {
    self.renderLimits = renderLimits
    self.jobs = jobs
    self.strictVocabulary = strictVocabulary
    self.dialect = dialect
    self.components = components
    self.experiences = experiences
    self.platforms = platforms
    self.regenerateCommand = regenerateCommand
  }

  /// Whether a file for this component, experience and platform is in scope.
  func includes(component: String, experience: String, platform: String) -> Bool {
    (components.isEmpty || components.contains(component))
      && (experiences.isEmpty || experiences.contains(experience))
      && (platforms.isEmpty || platforms.contains(platform))
  }
}
