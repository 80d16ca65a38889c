import A11yCriteria
import ArgumentParsing
import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation
import JSON
import Mustache

/// The settings of one `generate`, `check` or `list` run: the command line over the project
/// configuration over the options' defaults.
struct ProjectSettings {
  /// The configuration file in effect, if any.
  var configuration: ProjectConfiguration?
  /// Whether `--config` named it (so that the regenerate command names it too).
  var configurationNamed: Bool
  var arguments: ParsedArguments
  var context: CommandContext
  var command: String

  /// Reads the configuration the arguments name, or the nearest one.
  init(_ arguments: ParsedArguments, command: String, context: CommandContext) throws {
    self.arguments = arguments
    self.context = context
    self.command = command
    if let named = arguments[GeneratorOptions.config] {
      configurationNamed = true
      configuration = try ProjectConfiguration.load(
        path: context.resolve(named), displayPath: named)
    } else {
      configurationNamed = false
      configuration = try ProjectConfiguration.find(from: context.currentDirectory).map {
        path throws(DiagnosticsError) in
        try ProjectConfiguration.load(path: path, displayPath: display(path))
      }
    }
    if let notes = configuration?.notes, !notes.isEmpty { context.writeDiagnostics(notes) }
  }

  // MARK: - Paths

  /// A path the configuration gives, made absolute.
  private func fromConfiguration(_ path: String) -> String {
    guard let configuration, !path.hasPrefix("/") else { return path }
    return (configuration.directory as NSString).appendingPathComponent(path)
  }

  /// An absolute path as messages show it: relative to the working directory.
  func display(_ absolute: String) -> String {
    PathSpelling.relative(absolute, to: context.currentDirectory)
  }

  // MARK: - Settings

  /// The catalog: `--criteria`, else the configuration's built-in components and criteria
  /// files, else the whole built-in catalog.
  func catalog() throws -> Catalog {
    try catalog(sources: try catalogSources())
  }

  private func catalog(sources: CatalogSources) throws -> Catalog {
    let outcomes = sources.loadAll()
    let problems = catalogProblems(sources, loading: outcomes.map { $0.map(\.1) })
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    let catalog = Catalog(components: outcomes.compactMap { try? $0.get().0 })
    // Warnings do not stop a run, but every command that reads criteria shows them.
    context.writeDiagnostics(catalog.warnings)
    return catalog
  }

  /// Whether the criteria are the whole built-in catalog and nothing else: no `--criteria`,
  /// and no configuration, or one that names all of the built-in catalog and no files.
  var readsTheWholeBuiltInCatalog: Bool {
    guard arguments.value(of: CatalogOptions.criteria).isEmpty else { return false }
    guard let configuration, configuration.builtIn != nil || configuration.criteria != nil else {
      return true
    }
    guard case .all = configuration.builtIn ?? .none else { return false }
    return (configuration.criteria ?? []).isEmpty
  }

  /// Where the catalog's components are, not decoded yet: as ``catalog()`` loads them.
  ///
  /// - Throws: when the configuration names a component that is not built in.
  ///
  /// - Parameter filtered: Whether to leave out the built-in components a run narrowed by
  ///   ``builtInInScope`` has no use for.
  func catalogSources(filtered: Bool = false) throws -> CatalogSources {
    let given = arguments.value(of: CatalogOptions.criteria)
    if !given.isEmpty {
      return CatalogSources.files(paths: given, relativeTo: context.currentDirectory)
    }
    let inScope = filtered ? builtInInScope : nil
    func builtIn(_ ids: [String]) throws(DiagnosticsError) -> CatalogSources {
      try CatalogSources.builtIn(ids: inScope.map { scope in ids.filter(scope.contains) } ?? ids)
    }
    guard let configuration, configuration.builtIn != nil || configuration.criteria != nil else {
      return try builtIn(BuiltInCatalog.componentIDs)
    }
    var sources: CatalogSources
    switch configuration.builtIn ?? (configuration.criteria == nil ? .all : .none) {
    case .all: sources = try builtIn(BuiltInCatalog.componentIDs)
    case .none: sources = try CatalogSources.builtIn(ids: [])
    case .components(let ids):
      let known = BuiltInCatalog.componentIDs
      var diagnostics: [Diagnostic] = []
      for (index, id) in ids.enumerated() where !known.contains(id) {
        diagnostics.append(
          configuration.diagnostic(
            "no built-in component '\(id)'" + Suggestions.hint(for: id, in: known), key: "builtIn",
            index: index))
      }
      guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
      sources = try builtIn(ids)
    }
    let paths = (configuration.criteria ?? []).map { display(fromConfiguration($0)) }
    if !paths.isEmpty {
      sources = sources.followed(
        by: CatalogSources.files(paths: paths, relativeTo: context.currentDirectory))
    }
    return sources
  }

  /// Every problem of the catalog of `sources`, given how loading each component ended (see
  /// ``CatalogSources/problems(loading:)``); when there is none, a component of the
  /// configuration's criteria files that is also built in.
  func catalogProblems(
    _ sources: CatalogSources, loading outcomes: [Result<ComponentIdentity, ComponentLoadFailure>]
  ) -> [Diagnostic] {
    let problems = sources.problems(loading: outcomes)
    guard problems.isEmpty, let configuration else { return problems }
    let loaded = outcomes.indices.compactMap { index in
      (try? outcomes[index].get()).map { (identity: $0, builtIn: sources.isBuiltIn(index)) }
    }
    let builtIn = Set(loaded.filter(\.builtIn).map(\.identity.id))
    return loaded.filter { !$0.builtIn && builtIn.contains($0.identity.id) }.map {
      $0.identity.diagnostic(
        "component '\($0.identity.id)' is also built in; leave it out of 'builtIn' in \(configuration.path)"
      )
    }
  }

  /// The templates directory, absolute, if any.
  var templates: String? {
    if let given = arguments[GeneratorOptions.templates] { return context.resolve(given) }
    return configuration?.templates.map(fromConfiguration)
  }

  /// The output directory as reports name it, and absolute.
  var out: (display: String, path: String) {
    if let given = arguments[GeneratorOptions.out] { return (given, context.resolve(given)) }
    if let configured = configuration?.out {
      let path = fromConfiguration(configured)
      return (display(path), path)
    }
    let fallback = GeneratorOptions.out.defaultValue
    guard configuration != nil else { return (fallback, context.resolve(fallback)) }
    let path = fromConfiguration(fallback)
    return (display(path), path)
  }

  /// Whether the output directory is the project's own (from its configuration), not one the
  /// command line names.
  var outIsTheProjects: Bool {
    arguments[GeneratorOptions.out] == nil && configuration != nil
  }

  var dialect: Dialect {
    arguments[GeneratorOptions.dialect] ?? configuration?.dialect
      ?? GeneratorOptions.dialect.defaultValue
  }

  var vocabulary: VocabularyPolicy {
    configuration?.vocabulary ?? .warn
  }

  /// Whether the output directory gets its index: yes, unless `--no-index` or the
  /// configuration says not.
  var index: Bool {
    !arguments.value(of: GeneratorOptions.noIndex) && (configuration?.index ?? true)
  }

  /// The output directory as an existing directory or one still to be created; never a file.
  func outDirectory() throws(Diagnostic) -> (display: String, path: String) {
    let out = out
    let status = FileStatus(out.path)
    if status != .missing, status != .directory {
      throw Diagnostic(
        path: out.display, message: "the output directory names a file, not a directory")
    }
    return out
  }

  /// The built-in components a run narrowed by a component filter needs: those the filter
  /// names, and those whose files the output directory holds, which its index keeps listing
  /// (see ``FeatureGenerator/index(isGenerated:)``). Nil without a component filter.
  private var builtInInScope: Set<String>? {
    let named = filter(GeneratorOptions.component, \.components)
    guard !named.isEmpty else { return nil }
    guard index else { return Set(named) }
    let out = out.path
    return Set(named).union(
      BuiltInCatalog.componentIDs.filter {
        FileStatus((out as NSString).appendingPathComponent($0)) == .directory
      })
  }

  // MARK: - The generator

  /// The generator the settings describe, with filters checked against the catalog.
  func generator() throws -> FeatureGenerator {
    try checkHeaderPaths()
    let catalog = try catalog(sources: try catalogSources(filtered: true))
    let templates = try TemplateSet(overridesIn: templates)
    let components = catalog.components
    try checkFilters(
      components: components.map(\.id), experiences: components.flatMap(\.experiences).map(\.id),
      platforms: components.flatMap(\.platforms).map(\.id))
    return FeatureGenerator(catalog: catalog, templates: templates, options: generationOptions())
  }

  /// The generator that loads each component as it renders it (see ``StreamedGenerator``),
  /// with the filters not checked yet: ``checkFilters(components:experiences:platforms:)``
  /// checks them once every component is loaded.
  func streamedGenerator() throws -> StreamedGenerator {
    try checkHeaderPaths()
    let sources = try catalogSources(filtered: true)
    let templates = try TemplateSet(overridesIn: templates)
    return StreamedGenerator(sources: sources, templates: templates, options: generationOptions())
  }

  /// The options the settings describe, with the filters as given.
  private func generationOptions() -> GenerationOptions {
    GenerationOptions(
      dialect: dialect, components: Set(filter(GeneratorOptions.component, \.components)),
      experiences: Set(filter(GeneratorOptions.experience, \.experiences)),
      platforms: Set(filter(GeneratorOptions.platform, \.platforms)),
      regenerateCommand: regenerateCommand,
      jobs: arguments.value(of: GeneratorOptions.jobs), vocabulary: vocabulary,
      renderLimits: RenderLimitOptions.applying(arguments, to: RenderOptions()), index: index)
  }

  /// Checks that every filter names a component, experience or platform of the catalog.
  ///
  /// The components given are the loaded ones; built-in components a filtered run left out
  /// (see ``catalogSources(filtered:)``) still count, so that a filter means what it means
  /// when the whole catalog is loaded.
  func checkFilters(components: [String], experiences: [String], platforms: [String]) throws {
    do {
      try checkFilter(GeneratorOptions.component, \.components, known: components)
      try checkFilter(GeneratorOptions.experience, \.experiences, known: experiences)
      try checkFilter(GeneratorOptions.platform, \.platforms, known: platforms)
    } catch {
      let whole = try catalogSources().catalog().components
      let left = whole.filter { !components.contains($0.id) }
      guard !left.isEmpty else { throw error }
      try checkFilters(
        components: components + left.map(\.id),
        experiences: experiences + left.flatMap(\.experiences).map(\.id),
        platforms: platforms + left.flatMap(\.platforms).map(\.id))
    }
  }

  /// What checks the output directory from the bytes of the criteria alone (see
  /// ``UnchangedInputsCheck``), or nil when the settings need the criteria decoded: filters,
  /// or criteria or templates that cannot be read as they are (the usual path reports why).
  func unchangedInputsCheck() -> UnchangedInputsCheck? {
    guard (try? checkHeaderPaths()) != nil,
      let files = criteriaFiles(),
      let templatesDigest = try? TemplateSet.digest(overridesIn: templates)
    else { return nil }
    return UnchangedInputsCheck(
      files: files, templatesDigest: templatesDigest, options: generationOptions())
  }

  /// The criteria files ``catalog()`` would load, read but not decoded; nil when one cannot be.
  private func criteriaFiles() -> [CriteriaFile]? {
    let given = arguments.value(of: CatalogOptions.criteria)
    if !given.isEmpty {
      return CriteriaFile.read(paths: given, relativeTo: context.currentDirectory)
    }
    guard let configuration, configuration.builtIn != nil || configuration.criteria != nil else {
      return CriteriaFile.builtIn()
    }
    var files: [CriteriaFile] = []
    switch configuration.builtIn ?? (configuration.criteria == nil ? .all : .none) {
    case .all:
      guard let builtIn = CriteriaFile.builtIn() else { return nil }
      files = builtIn
    case .none: break
    case .components(let ids):
      guard let builtIn = CriteriaFile.builtIn(ids: ids) else { return nil }
      files = builtIn
    }
    let paths = (configuration.criteria ?? []).map { display(fromConfiguration($0)) }
    if !paths.isEmpty {
      guard let read = CriteriaFile.read(paths: paths, relativeTo: context.currentDirectory)
      else { return nil }
      files += read
    }
    return files
  }

  /// A filter's values: from the command line, else the configuration.
  private func filter(_ option: Option<[String]>, _ key: KeyPath<ProjectConfiguration, [String]?>)
    -> [String]
  {
    arguments[option] ?? configuration?[keyPath: key] ?? []
  }

  /// Checks a filter from the command line (as usage) or the configuration (with the place in
  /// the file).
  private func checkFilter(
    _ option: Option<[String]>, _ key: KeyPath<ProjectConfiguration, [String]?>, known: [String]
  ) throws {
    let name = option.name
    if let given = arguments[option] {
      for value in given where !known.contains(value) {
        throw UsageError(
          "unknown \(name) '\(value)'\(Suggestions.hint(for: value, in: Set(known)))",
          command: command)
      }
      return
    }
    guard let configuration, let values = configuration[keyPath: key] else { return }
    var diagnostics: [Diagnostic] = []
    for (index, value) in values.enumerated() where !known.contains(value) {
      diagnostics.append(
        configuration.diagnostic(
          "unknown \(name) '\(value)'\(Suggestions.hint(for: value, in: Set(known)))",
          key: name + "s", index: index))
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
  }

  /// The command written into generated headers: what reproduces this run's settings, without
  /// command-line filters so that it regenerates every file. With a configuration it names only
  /// what the command line changed.
  var regenerateCommand: String {
    var words = [Tool.name, "generate"]
    // Paths are spelled one way, so that `out`, `./out/` and an absolute path give the same files.
    let spelled = { (path: String) in PathSpelling.relative(path, to: context.currentDirectory) }
    if configurationNamed, let named = arguments[GeneratorOptions.config] {
      words += ["--config", spelled(named)]
    }
    for path in arguments.value(of: CatalogOptions.criteria) {
      words += ["--criteria", spelled(path)]
    }
    // What the command line gives is named unless it only repeats the configuration, so that
    // `generate --out features` and `generate` write the same headers in a configured project.
    if let templates = arguments[GeneratorOptions.templates],
      context.resolve(templates) != configuration?.templates.map(fromConfiguration)
    {
      words += ["--templates", spelled(templates)]
    }
    let configuredOut = configuration.map {
      fromConfiguration($0.out ?? GeneratorOptions.out.defaultValue)
    }
    if configuredOut.map({ !Self.samePath($0, out.path) }) ?? true {
      words += ["--out", spelled(out.path)]
    }
    // Raised limits are part of what it takes to regenerate the files.
    if let bytes = arguments[RenderLimitOptions.outputBytes] {
      words += ["--max-output-bytes", String(bytes)]
    }
    if let steps = arguments[RenderLimitOptions.steps] {
      words += ["--max-render-steps", String(steps)]
    }
    // Without the index is a setting of the files: regenerating must not add one.
    if arguments.value(of: GeneratorOptions.noIndex), configuration?.index ?? true {
      words.append("--no-index")
    }
    if let dialect = arguments[GeneratorOptions.dialect],
      dialect != (configuration?.dialect ?? GeneratorOptions.dialect.defaultValue)
    {
      words += ["--dialect", dialect.rawValue]
    }
    return words.map(Self.shellQuoted).joined(separator: " ")
  }

  /// The paths the regenerate command quotes go into every generated header: a line break
  /// would end the header's line, and `-->` would end the checklist's header comment.
  private func checkHeaderPaths() throws(DiagnosticsError) {
    let command = regenerateCommand
    guard command.contains("\n") || command.contains("\r") || command.contains("-->") else {
      return
    }
    var named: [(option: String, path: String)] = arguments.value(of: CatalogOptions.criteria).map {
      ("--criteria", $0)
    }
    if let templates = arguments[GeneratorOptions.templates] {
      named.append(("--templates", templates))
    }
    named.append(("--out", out.display))
    if let config = arguments[GeneratorOptions.config] { named.append(("--config", config)) }
    var problems: [Diagnostic] = []
    for (option, path) in named {
      let escaped = path.replacingOccurrences(of: "\n", with: "\\n")
        .replacingOccurrences(of: "\r", with: "\\r")
      if path.contains("\n") || path.contains("\r") {
        problems.append(
          Diagnostic(
            message:
              "\(option) '\(escaped)': a path with a line break cannot be written into the"
              + " regenerate: line of the generated headers; rename it"))
      } else if path.contains("-->") {
        problems.append(
          Diagnostic(
            message:
              "\(option) '\(escaped)': a path with '-->' would end the header comment of the"
              + " generated checklists; rename it"))
      }
    }
    throw DiagnosticsError(problems)
  }

  /// The command `check` prints to fix drift: the regenerate command with the filters of this
  /// run, so that it writes only what was checked.
  var fixCommand: String {
    var words: [String] = []
    for option in [
      GeneratorOptions.component, GeneratorOptions.experience, GeneratorOptions.platform,
    ] {
      for value in arguments[option] ?? [] { words += ["--\(option.name)", value] }
    }
    return ([regenerateCommand] + words.map(Self.shellQuoted)).joined(separator: " ")
  }

  /// Whether two absolute paths name one directory, from their text alone, as
  /// ``PathSpelling`` spells paths.
  private static func samePath(_ a: String, _ b: String) -> Bool {
    LexicalPath.normalized(a) == LexicalPath.normalized(b)
  }

  static func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=@+,".contains($0) }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
