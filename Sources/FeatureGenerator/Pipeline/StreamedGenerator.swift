import A11yCriteria
import Diagnostics
import FileSystem
import Mustache
import ParallelWork

/// Generates a catalog one component at a time: each is loaded (read, decoded, validated) in
/// the thread that renders it, its files are handed on as soon as they are made, and only
/// its ``ComponentSummary`` is kept, so that memory holds one component per thread whatever
/// the size of the catalog.
///
/// Nothing is decided before every component is done: a component that does not load is
/// reported with the others, and the caller, which has written nothing yet, fails the run.
public struct StreamedGenerator: Sendable {
  public let sources: CatalogSources
  public let templates: TemplateSet
  public let options: GenerationOptions

  public init(sources: CatalogSources, templates: TemplateSet, options: GenerationOptions) {
    self.sources = sources
    self.templates = templates
    self.options = options
  }

  /// Loads every component, generates every file in scope as
  /// ``FeatureGenerator/generate(committed:auditing:)`` does, and hands each file to `each`
  /// with the committed file read at its path, keeping only what `each` returns.
  ///
  /// - Parameters:
  ///   - committed: Reads the file at a path relative to the output directory: nil when
  ///     there is none, an error when one is there but cannot be read as text.
  ///   - directory: The output directory, where the index looks for the files of targets
  ///     out of scope (see ``FeatureGenerator/index(isGenerated:)``).
  ///   - each: Called for every file, on the thread that made it, in no particular order
  ///     across components; an error it throws is collected with the others.
  public func generate<Outcome: Sendable>(
    reading committed: @Sendable (String) throws(DiagnosticsError) -> TextFile?,
    auditing vocabulary: StepVocabulary,
    indexingIn directory: String,
    each: @Sendable (GeneratedFile, TextFile?) throws(DiagnosticsError) -> Outcome
  ) -> StreamedRun<Outcome> {
    // One stop for the run: the first render past a limit ends the others (see
    // FeatureGenerator.withRenderStop()).
    let options = {
      var options = self.options
      if options.renderLimits.stop == nil { options.renderLimits.stop = RenderStop() }
      return options
    }()
    let perComponent = ParallelWork.map(sources.count, jobs: options.jobs) {
      index -> (
        Result<ComponentSummary, ComponentLoadFailure>, [Outcome], [Diagnostic], [[Diagnostic]]
      ) in
      let component: Component
      let identity: ComponentIdentity
      switch sources.load(index) {
      case .failure(let failure): return (.failure(failure), [], [], [])
      case .success(let loaded): (component, identity) = loaded
      }
      let generator = FeatureGenerator(
        catalog: Catalog(components: [component]), templates: templates, options: options)
      let (results, problems) = generator.eachTarget(of: component) {
        job throws(DiagnosticsError) in
        try generator.stream(job, reading: committed, auditing: vocabulary, each: each)
      }
      let summary = ComponentSummary(
        identity: identity, experiences: component.experiences.map(\.id),
        platforms: component.platforms.map(\.id), warnings: component.warnings,
        indexPart: options.index
          ? generator.indexPart(of: component) { GenerationPlan.isGenerated($0, in: directory) }
          : nil)
      return (.success(summary), results.flatMap(\.0), problems, results.map(\.1))
    }
    // One outcome per file of the catalog: gathered into an array of the right size at once.
    var outcomes: [Outcome] = []
    outcomes.reserveCapacity(perComponent.reduce(0) { $0 + $1.1.count })
    for component in perComponent { outcomes += component.1 }
    return StreamedRun(
      components: perComponent.map(\.0), outcomes: outcomes,
      problems: FeatureGenerator.unique(perComponent.flatMap(\.2)),
      vocabularyProblems: DistinctStepProblems(perFile: perComponent.flatMap(\.3)))
  }

  /// What the run does about the index of `directory`, as
  /// ``FeatureGenerator/indexDecision(in:displayName:)`` decides it, the index made from
  /// `components`.
  public func indexDecision(
    in directory: String, displayName: String, components: [ComponentSummary]
  ) throws(DiagnosticsError) -> IndexDecision {
    try FeatureGenerator.indexDecision(in: directory, displayName: displayName, options: options) {
      FeatureIndex(
        parts: components.compactMap(\.indexPart),
        digest: InputsDigest(templates: templates, options: options))
    }
  }
}
