import A11yCriteria
import Diagnostics
import FileSystem
import Gherkin
import Mustache
import ParallelWork

/// Turns a catalog into feature files and checklists: render the templates, parse the result
/// with the Gherkin parser (invalid output is an error naming the template and the generated
/// line), check the contract, merge what a team added to the committed file, print in the
/// canonical layout.
///
/// ```swift
/// let generator = FeatureGenerator(catalog: catalog, templates: try .defaults(), options: .init())
/// let files = try generator.generate { path in
///   try TextFile.readIfPresent(path, resolvedPath: "features/" + path)?.text
/// }
/// ```
public struct FeatureGenerator: Sendable {
  /// The tool's version (`a11y-gherkin --version`).
  public static let version = "0.2.0"

  public let catalog: Catalog
  public let templates: TemplateSet
  public let options: GenerationOptions

  public init(catalog: Catalog, templates: TemplateSet, options: GenerationOptions) {
    self.catalog = catalog
    self.templates = templates
    self.options = options
  }

  /// Every component × experience × platform in scope, in catalog order.
  public var targets: [GenerationTarget] {
    catalog.components.flatMap(targets(of:))
  }

  /// The targets of one component in scope: by platform, then experience.
  func targets(of component: Component) -> [GenerationTarget] {
    component.platforms.flatMap { platform in
      component.experiences(on: platform.id).compactMap { experience in
        options.includes(component: component.id, experience: experience.id, platform: platform.id)
          ? GenerationTarget(component: component, experience: experience, platform: platform) : nil
      }
    }
  }

  /// Generates every file in scope.
  ///
  /// - Parameter committed: reads the current text of a file, by path relative to the output
  ///   directory: nil when there is none, an error when one is there but cannot be read as
  ///   text; generated feature files keep what a team added.
  /// - Throws: ``DiagnosticsError`` with every problem in criteria texts, templates and
  ///   committed files; then nothing should be written.
  public func generate(
    committed: @Sendable (String) throws(DiagnosticsError) -> String? = { _ in nil }
  )
    throws(DiagnosticsError)
    -> [GeneratedFile]
  {
    let perComponent = try forEachTarget { job throws(DiagnosticsError) -> [GeneratedFile] in
      let feature = try committed(job.target.featurePath)
      let checklist = try committed(job.target.checklistPath)
      // Files exactly as this tool wrote them from these inputs are what it would write again.
      if let feature, let checklist, job.isCurrent(feature, sameCommand: true),
        job.isCurrent(checklist, sameCommand: true)
      {
        return [job.file(.feature, feature), job.file(.checklist, checklist)]
      }
      let existing = try feature.map { text throws(DiagnosticsError) in
        try Self.parseCommitted(text, path: job.target.featurePath)
      }
      return try job.render().files(feature: feature, committed: existing, checklist: checklist)
    }
    return perComponent.flatMap { $0.flatMap { $0 } }
  }

  /// Generates every file in scope as ``generate(committed:)`` does, and matches the steps of
  /// every target it renders against `vocabulary` on the way (one rendering for both).
  ///
  /// A target whose files are current is not rendered: their `inputs:` value shows it was
  /// rendered from the same inputs with no problem in its steps.
  ///
  /// - Returns: The files, and the steps outside the vocabulary or matching several phrases
  ///   (each once, in catalog order), as warnings.
  public func generate(
    committed: @Sendable (String) throws(DiagnosticsError) -> String?,
    auditing vocabulary: StepVocabulary
  ) throws(DiagnosticsError) -> (files: [GeneratedFile], vocabularyProblems: [Diagnostic]) {
    let perComponent = try forEachTarget {
      job throws(DiagnosticsError) -> ([GeneratedFile], [Diagnostic]) in
      try files(
        of: job, feature: committed(job.target.featurePath),
        checklist: committed(job.target.checklistPath), auditing: vocabulary)
    }
    let results = perComponent.joined()
    return (results.flatMap(\.0), Self.unique(results.flatMap(\.1)))
  }

  /// The files of `job` handed to `each`, with the committed file read at each path, and
  /// the problems in its steps: how ``StreamedGenerator`` generates a target.
  func stream<Outcome>(
    _ job: TargetJob, reading committed: (String) throws(DiagnosticsError) -> TextFile?,
    auditing vocabulary: StepVocabulary,
    each: (GeneratedFile, TextFile?) throws(DiagnosticsError) -> Outcome
  ) throws(DiagnosticsError) -> ([Outcome], [Diagnostic]) {
    let feature = try committed(job.target.featurePath)
    let checklist = try committed(job.target.checklistPath)
    let (files, problems) = try files(
      of: job, feature: feature?.textWithLineFeeds, checklist: checklist?.textWithLineFeeds,
      auditing: vocabulary)
    var outcomes: [Outcome] = []
    for file in files {
      outcomes.append(try each(file, file.kind == .feature ? feature : checklist))
    }
    return (outcomes, problems)
  }

  /// The files of one target given its committed files' text, and the problems in its steps.
  private func files(
    of job: TargetJob, feature: String?, checklist: String?,
    auditing vocabulary: StepVocabulary
  ) throws(DiagnosticsError) -> ([GeneratedFile], [Diagnostic]) {
    if !job.inputs.isEmpty, let feature, let checklist,
      job.isCurrent(feature, sameCommand: true), job.isCurrent(checklist, sameCommand: true)
    {
      return ([job.file(.feature, feature), job.file(.checklist, checklist)], [])
    }
    let existing = try feature.map { text throws(DiagnosticsError) in
      try Self.parseCommitted(text, path: job.target.featurePath)
    }
    let (rendered, problems) = try job.render(auditing: vocabulary)
    return (
      rendered.files(feature: feature, committed: existing, checklist: checklist), problems
    )
  }

  /// Renders every target in scope.
  public func render() throws(DiagnosticsError) -> [RenderedTarget] {
    try forEachTarget { job throws(DiagnosticsError) in try job.render() }.flatMap { $0 }
  }

  /// Matches every step of every target in scope against `vocabulary`.
  public func auditVocabulary(_ vocabulary: StepVocabulary) throws(DiagnosticsError)
    -> VocabularyAudit
  {
    var audit = VocabularyAudit(vocabulary: vocabulary)
    audit.audit(try render())
    return audit
  }

  /// Hands every target in scope to `body` as a job that renders only when asked, components
  /// in parallel (up to `options.jobs` at once), results in catalog order. Every error of every
  /// component is collected before any is thrown, except that a render past a limit stops the
  /// others (see ``withRenderStop()``).
  public func forEachTarget<Result: Sendable>(
    _ body: @Sendable (TargetJob) throws(DiagnosticsError) -> Result
  ) throws(DiagnosticsError) -> [[Result]] {
    let components = catalog.components
    let run = withRenderStop()
    let outcomes = ParallelWork.map(components.count, jobs: options.jobs) { index in
      run.eachTarget(of: components[index], body)
    }
    let diagnostics = outcomes.flatMap { $0.1 }
    guard diagnostics.isEmpty else { throw DiagnosticsError(Self.unique(diagnostics)) }
    return outcomes.map { $0.0 }
  }

  /// `body` of every target of `component` in scope, and every error of them (those of its
  /// criteria texts last).
  func eachTarget<Result>(
    of component: Component, _ body: (TargetJob) throws(DiagnosticsError) -> Result
  ) -> ([Result], [Diagnostic]) {
    let stop = options.renderLimits.stop
    if stop?.isRaised == true { return ([], []) }
    let renderer = ComponentRenderer(component: component, generator: self)
    var results: [Result] = []
    var diagnostics: [Diagnostic] = []
    for target in targets(of: component) {
      // The run fails at the limit another render passed: no target is worth starting.
      if stop?.isRaised == true { break }
      do throws(DiagnosticsError) {
        results.append(try body(TargetJob(target: target, renderer: renderer)))
      } catch {
        diagnostics += error.diagnostics
      }
    }
    return (results, diagnostics + renderer.diagnostics)
  }

  /// This generator with a ``RenderStop`` shared by every render of one run (its own, if its
  /// options name one): the first render past a limit stops the renders in progress and
  /// keeps the others from starting, since the run fails either way.
  func withRenderStop() -> FeatureGenerator {
    guard options.renderLimits.stop == nil else { return self }
    var options = options
    options.renderLimits.stop = RenderStop()
    return FeatureGenerator(catalog: catalog, templates: templates, options: options)
  }

  /// A committed feature file, which generate may only rewrite when it carries the header.
  static func parseCommitted(_ text: String, path: String) throws(DiagnosticsError)
    -> GherkinDocument
  {
    guard GeneratedHeader.isGenerated(Substring(text), style: .gherkin) else {
      throw DiagnosticsError([
        Diagnostic(
          path: path,
          message:
            GeneratedHeader.Message.notGenerated
        )
      ])
    }
    return try parse(text, path: path)
  }

  /// Parses a feature file, with every error located.
  public static func parse(_ text: String, path: String) throws(DiagnosticsError) -> GherkinDocument
  {
    do {
      return try GherkinParser().parse(text, path: path)
    } catch let error as DiagnosticsError {
      throw error
    } catch {
      throw DiagnosticsError([Diagnostic(path: path, message: "\(error)")])
    }
  }

  static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return diagnostics.filter { seen.insert($0).inserted }
  }
}

// MARK: - For the benchmarks

extension FeatureGenerator {
  /// The data the templates render for every target in scope, and the feature template, so
  /// that template rendering can be timed on its own.
  package func featureTemplateWithContexts() throws(DiagnosticsError) -> (
    template: Template, contexts: [Value]
  ) {
    var contexts: [Value] = []
    for component in catalog.components {
      var builder = RenderContextBuilder(
        component: component, templates: templates, dialect: options.dialect)
      for target in targets(of: component) {
        contexts.append(builder.context(for: target))
      }
    }
    return (try templates.template(TemplateSet.featureTemplate), contexts)
  }
}
