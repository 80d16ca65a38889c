import A11yCriteria
import Diagnostics
import Gherkin
import Mustache

/// Turns a catalog into feature files and checklists: render the templates, parse the result
/// with the Gherkin parser (invalid output is an error naming the template and the generated
/// line), check the contract, merge what a team added to the committed file, print in the
/// canonical layout.
///
/// ```swift
/// let generator = FeatureGenerator(catalog: catalog, templates: try .defaults(), options: .init())
/// let files = try generator.generate { path in try? String(contentsOfFile: "features/" + path) }
/// ```
public struct FeatureGenerator: Sendable {
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
    catalog.components.flatMap { component in
      component.platforms.flatMap { platform in
        component.experiences.compactMap { experience in
          options.includes(
            component: component.id, experience: experience.id, platform: platform.id)
            ? GenerationTarget(component: component, experience: experience, platform: platform)
            : nil
        }
      }
    }
  }

  /// Generates every file in scope.
  ///
  /// - Parameter committed: the current text of a file, by path relative to the output
  ///   directory, or nil when there is none; generated feature files keep what a team added.
  /// - Throws: ``DiagnosticsError`` with every problem in criteria texts, templates and
  ///   committed files; then nothing should be written.
  public func generate(committed: (String) -> String? = { _ in nil }) throws(DiagnosticsError)
    -> [GeneratedFile]
  {
    var files: [GeneratedFile] = []
    var diagnostics: [Diagnostic] = []
    for component in catalog.components {
      var builder = RenderContextBuilder(
        component: component, templates: templates, dialect: options.dialect)
      for target in targets where target.component.id == component.id {
        do {
          files += try generate(target, builder: &builder, committed: committed)
        } catch {
          diagnostics += error.diagnostics
        }
      }
      diagnostics += builder.diagnostics
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(Self.unique(diagnostics)) }
    return files
  }

  private func generate(
    _ target: GenerationTarget, builder: inout RenderContextBuilder, committed: (String) -> String?
  ) throws(DiagnosticsError) -> [GeneratedFile] {
    let context = builder.context(for: target)
    guard builder.diagnostics.isEmpty else { return [] }
    let fingerprint = Fingerprint.of(
      context: context, templates: templates, dialect: options.dialect)
    let header = GeneratedHeader(
      component: target.component.id, fingerprint: fingerprint, command: options.regenerateCommand)
    let renderOptions = RenderOptions(escaping: .none, strict: true)

    let rendered = try templates.template(TemplateSet.featureTemplate).render(
      context, partials: templates.library, options: renderOptions)
    let generatedPath = "\(target.featurePath) (as rendered by the templates)"
    var document: GherkinDocument
    do {
      document = try GherkinParser().parse(rendered, path: generatedPath)
    } catch let error as DiagnosticsError {
      throw DiagnosticsError(
        error.diagnostics.map { diagnostic in
          var located = diagnostic
          located.message = "the templates produced invalid Gherkin: " + diagnostic.message
          return located
        })
    } catch {
      throw DiagnosticsError([Diagnostic(path: generatedPath, message: "\(error)")])
    }
    let contract = FeatureContract(
      target: target, dialect: options.dialect, generatedPath: generatedPath,
      generatedText: rendered)
    let problems = contract.check(document)
    guard problems.isEmpty else { throw DiagnosticsError(problems) }

    if let existing = committed(target.featurePath) {
      document = try merge(document, into: existing, path: target.featurePath)
    }
    let feature = header.gherkin + GherkinPrinter().format(document)

    let checklistText = try templates.template(TemplateSet.checklistTemplate).render(
      context, partials: templates.library, options: renderOptions)
    let checklist = header.markdown + "\n" + MarkdownTidier.tidy(checklistText)

    func file(_ path: String, _ contents: String, _ kind: GeneratedFile.Kind) -> GeneratedFile {
      GeneratedFile(
        path: path, contents: contents, kind: kind, component: target.component.id,
        experience: target.experience.id,
        platform: target.platform.id, fingerprint: fingerprint)
    }
    return [
      file(target.featurePath, feature, .feature),
      file(target.checklistPath, checklist, .checklist),
    ]
  }

  /// The generated document with what a team added to the committed file.
  private func merge(_ generated: GherkinDocument, into existing: String, path: String)
    throws(DiagnosticsError)
    -> GherkinDocument
  {
    guard GeneratedHeader.isGenerated(Substring(existing)) else {
      throw DiagnosticsError([
        Diagnostic(
          path: path,
          message:
            "the file exists but was not generated by a11y-gherkin; move it away or delete it, generate will not overwrite it"
        )
      ])
    }
    let committed: GherkinDocument
    do {
      committed = try GherkinParser().parse(existing, path: path)
    } catch let error as DiagnosticsError {
      throw error
    } catch {
      throw DiagnosticsError([Diagnostic(path: path, message: "\(error)")])
    }
    return FeatureMerger(generated: generated, committed: committed).merge()
  }

  private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return diagnostics.filter { seen.insert($0).inserted }
  }
}
