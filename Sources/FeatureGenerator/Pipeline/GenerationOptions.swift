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
  /// What a step outside the step vocabulary is: an error, a warning or nothing (the project
  /// configuration's `vocabulary`).
  public var vocabulary: VocabularyPolicy
  /// Steps outside the step vocabulary are errors, not warnings: ``vocabulary`` is `.error`.
  public var strictVocabulary: Bool {
    get { vocabulary == .error }
    set { vocabulary = newValue ? .error : .warn }
  }
  /// Whether the output directory gets an index, `README.md` (see ``FeatureIndex``); off
  /// unless asked for, so that a library user's output keeps its layout. The command line
  /// turns it on unless told not to.
  public var index: Bool
  /// The output and work limits of every template render (the rest of these options is the
  /// generator's own: no escaping, strict names).
  public var renderLimits: RenderOptions
  /// The tool's version, part of what the `inputs:` line of generated headers covers (another
  /// one only in tests).
  public var toolVersion: String

  public init(
    dialect: Dialect = .portable, components: Set<String> = [], experiences: Set<String> = [],
    platforms: Set<String> = [], regenerateCommand: String = "a11y-gherkin generate",
    jobs: Int = ParallelWork.defaultJobs, strictVocabulary: Bool = false,
    vocabulary: VocabularyPolicy? = nil,
    renderLimits: RenderOptions = RenderOptions(), index: Bool = false,
    toolVersion: String = FeatureGenerator.version
  ) {
    self.index = index
    self.toolVersion = toolVersion
    self.renderLimits = renderLimits
    self.jobs = jobs
    self.vocabulary = vocabulary ?? (strictVocabulary ? .error : .warn)
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
