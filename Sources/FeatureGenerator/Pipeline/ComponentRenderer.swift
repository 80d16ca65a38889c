import A11yCriteria
import Diagnostics
import Gherkin
import Mustache

/// Renders the targets of one component; used by one thread at a time. It keeps what the
/// component's targets share: fingerprints of its parts and parsed criteria texts.
final class ComponentRenderer {
  let generator: FeatureGenerator
  let fingerprints: ComponentFingerprints
  private var builder: RenderContextBuilder
  /// The vocabulary audit of the component's targets, kept so that repeated steps are matched
  /// once.
  private var audit: VocabularyAudit?

  init(component: Component, generator: FeatureGenerator) {
    self.generator = generator
    fingerprints = ComponentFingerprints(
      component: component, templates: generator.templates, options: generator.options)
    builder = RenderContextBuilder(
      component: component, templates: generator.templates, dialect: generator.options.dialect)
  }

  /// The steps of `rendered` that match no phrase of `vocabulary`, or several.
  func audit(_ rendered: RenderedTarget, vocabulary: StepVocabulary) -> [Diagnostic] {
    var audit = self.audit ?? VocabularyAudit(vocabulary: vocabulary)
    let problems = audit.audit(rendered)
    self.audit = audit
    return problems
  }

  /// Problems found in criteria texts so far.
  var diagnostics: [Diagnostic] { builder.diagnostics }

  func render(_ target: GenerationTarget, fingerprint: String, inputs: String)
    throws(DiagnosticsError)
    -> RenderedTarget
  {
    let context = builder.context(for: target)
    guard builder.diagnostics.isEmpty else { throw DiagnosticsError([]) }
    let templates = generator.templates
    let dialect = generator.options.dialect
    var renderOptions = generator.options.renderLimits
    renderOptions.escaping = .none
    renderOptions.strict = true

    let rendered = try templates.template(TemplateSet.featureTemplate).render(
      context, partials: templates.library, options: renderOptions)
    let generatedPath = "\(target.featurePath) (as rendered by the templates)"
    let document: GherkinDocument
    do {
      document = try FeatureGenerator.parse(rendered, path: generatedPath)
    } catch {
      throw DiagnosticsError(
        error.diagnostics.map { diagnostic in
          var located = diagnostic
          located.message = "the templates produced invalid Gherkin: " + diagnostic.message
          return located
        })
    }
    let contract = FeatureContract(
      target: target, dialect: dialect, generatedPath: generatedPath, generatedText: rendered)
    let problems = contract.check(document)
    guard problems.isEmpty else { throw DiagnosticsError(problems) }

    let checklist = try templates.template(TemplateSet.checklistTemplate).render(
      context, partials: templates.library, options: renderOptions)
    return RenderedTarget(
      target: target, fingerprint: fingerprint, command: generator.options.regenerateCommand,
      inputs: inputs, tool: generator.options.toolVersion, document: document,
      checklistBody: "\n" + MarkdownTidier.tidy(checklist))
  }
}
