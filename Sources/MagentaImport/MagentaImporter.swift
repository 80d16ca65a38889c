import A11yCriteria
import Diagnostics

/// Converts MagentaA11y guideline documents into components of the criteria model.
///
/// ```swift
/// let importer = try MagentaImporter(platforms: MagentaImporter.builtInPlatforms())
/// let result = try importer.importDocument(text: text, path: "captcha.md")
/// // result.criteriaDocument is captcha.json; result.warnings are located
/// ```
///
/// Both formats are read: the older one (YAML front matter, see ``FrontMatterReader``) and the
/// newer one (a `## Condensed` section, see ``CondensedSectionReader``). Developer notes are
/// attached to the criteria of their topic (see ``DeveloperNotesReader``).
public struct MagentaImporter: Sendable {
  /// The platforms every imported component ships on, with their frameworks.
  public var platforms: [PlatformProfile]

  public init(platforms: [PlatformProfile]) {
    self.platforms = platforms
  }

  /// The built-in shared iOS and Android profiles (roles, states, activation keys, text resize,
  /// frameworks), without their framework notes, gestures and comments: the frameworks gather
  /// the document's own developer notes, by topic, for the criteria they belong to.
  public static func builtInPlatforms() throws(DiagnosticsError) -> [PlatformProfile] {
    let library = try BuiltInCatalog.loadSharedLibrary()
    var profiles: [PlatformProfile] = []
    for id in PlatformScope.order {
      guard let profile = library.profile(id) else {
        let message = Message.missingBuiltInPlatform(id)
        throw DiagnosticsError([Diagnostic(message: message)])
      }
      var bare = profile
      bare.frameworks = profile.frameworks.map { Framework(id: $0.id, name: $0.name) }
      bare.gestures = []
      bare.comments = []
      profiles.append(bare)
    }
    return profiles
  }

  /// Imports one document.
  ///
  /// - Parameters:
  ///   - text: the document.
  ///   - path: how diagnostics name it.
  /// - Returns: the component, its criteria file, the warnings and what was left out.
  /// - Throws: ``DiagnosticsError`` with every error (and the warnings found before them) when
  ///   the document cannot be read as a MagentaA11y document.
  public func importDocument(text: String, path: String) throws(DiagnosticsError) -> ImportResult {
    let source = SourceDocument(path: path, text: text)
    var diagnostics: [Diagnostic] = []
    var bodyStart = 1
    var frontMatter: FrontMatter?
    if FrontMatterReader.startsWithFrontMatter(source) {
      var reader = FrontMatterReader(document: source)
      frontMatter = reader.read()
      diagnostics += reader.diagnostics
      if let frontMatter { bodyStart = frontMatter.bodyStartLine }
    }
    if let refusal = refusal(source, frontMatter: frontMatter) {
      throw DiagnosticsError([refusal])
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(Self.sortedByLocation(diagnostics))
    }
    let outline = MarkdownOutline(source, from: bodyStart)
    let condensed = outline.section("Condensed")

    var document: MagentaDocument
    var sectionLine = 1
    var conflicts: [Diagnostic] = []
    if let frontMatter, FrontMatterInterpreter.hasCriteria(frontMatter) || condensed == nil {
      guard FrontMatterInterpreter.hasCriteria(frontMatter) else {
        throw DiagnosticsError(
          Self.sortedByLocation(
            diagnostics + [
              source.error(
                Message.noCriteriaSource,
                line: 1)
            ]))
      }
      var interpreter = FrontMatterInterpreter(document: source)
      document = interpreter.interpret(frontMatter)
      diagnostics += interpreter.diagnostics
      diagnostics += OddityScanner(document: source).scan(1..<bodyStart, bullets: false)
      for group in SourceGroup.allCases where document.groupLines[group] == nil {
        diagnostics.append(
          source.warning(Message.missingGroupMap(group.frontMatterKey), line: 1))
      }
    } else if let condensed {
      var reader = CondensedSectionReader(document: source)
      document = reader.read(condensed)
      diagnostics += reader.diagnostics
      diagnostics += OddityScanner(document: source).scan(condensed.body, bullets: true)
      sectionLine = condensed.line
      if let gherkin = outline.section("Gherkin") {
        let blocks = GherkinSectionReader(document: source).read(gherkin)
        conflicts = SectionComparer(document: source).compare(
          document.entries, blocks, componentName: document.title)
        diagnostics += conflicts
      }
    } else {
      throw DiagnosticsError([
        source.error(
          Message.notMagentaDocument,
          line: 1)
      ])
    }

    // MARK: Component

    let title = componentTitle(document, source: source, diagnostics: &diagnostics)
    // A Markdown file's name is the page's id in the guidelines; titles carry typos.
    let id = DocumentName.componentId(of: path) ?? TextCleaner.slug(title)
    guard !id.isEmpty else {
      throw DiagnosticsError(
        Self.sortedByLocation(
          diagnostics + [
            source.error(
              Message.noComponentID(title: title),
              line: 1)
          ]))
    }
    let notes = DeveloperNotesReader(document: source, platforms: platforms)
      .read(outline.sections)
    let experiences = ExperienceDeriver.experiences(from: notes.experiences, componentTitle: title)

    var leftOut = document.leftOut
    var items: [ImportItem] = []
    var criteria = mapEntries(
      document.entries, source: source, diagnostics: &diagnostics, leftOut: &leftOut,
      items: &items)
    guard !criteria.isEmpty else {
      throw DiagnosticsError(
        Self.sortedByLocation(
          diagnostics + [
            source.error(
              Message.noCriteria, line: sectionLine)
          ]))
    }

    var profiles = platforms
    var designNotes: [String] = []
    let keptTopics = attach(
      notes, to: &criteria, platforms: &profiles, designNotes: &designNotes)

    for section in outline.sections where !isRead(section, format: document.format) {
      let reason =
        switch section.title.lowercased() {
        case "gherkin": "hand-written scenarios, not a source of criteria"
        case "condensed": "the front matter's criteria are imported instead"
        default: "not a source of criteria"
        }
      leftOut.append(LeftOut("## \(section.title)", reason, line: section.line))
    }
    if notes.experiences.isEmpty {
      let count = notes.experienceNotes.count
      if count > 0 {
        leftOut.append(
          LeftOut(
            "developer notes",
            "\(count) per-experience \(count == 1 ? "note" : "notes"): the document lists no experiences they could refer to"
          ))
      }
    }
    for note in notes.experienceNotes
    where !experiences.indices.contains(note.experience - 1)
      && !TextCleaner.collapsingWhitespace(note.text).isEmpty
    {
      diagnostics.append(
        source.warning(
          Message.unknownExperience(note.experience, listed: experiences.count),
          line: note.line))
    }
    if notes.codeExamples > 0 {
      let count = notes.codeExamples
      leftOut.append(
        LeftOut("developer notes", "\(count) code \(count == 1 ? "example" : "examples")"))
    }

    // MARK: Mapping onto the standard criteria and the shared profiles

    var mapper = ComponentMapper(
      id: id, title: title, experiences: experiences,
      profiles: BuiltInCatalog.sharedLibrary.profiles.filter {
        PlatformScope.order.contains($0.id)
      },
      written: criteria)
    var parts: ImportedComponentParts
    do {
      parts = try mapper.map(items, experienceNotes: notes.experienceNotes)
    } catch {
      throw DiagnosticsError(
        Self.sortedByLocation(diagnostics) + [
          Diagnostic(path: path, message: Message.mappingBug(error.message))
        ])
    }
    // Items the reader left out (n/a, no value) count with those the mapping left out.
    parts.tally.leftOut += leftOut.filter { $0.line != nil && !$0.subject.hasPrefix("#") }.count
    leftOut = parts.leftOut + leftOut
    // Notes of topics with no criterion stay with the component, naming their framework.
    for platform in profiles {
      for framework in platform.frameworks {
        for note in framework.notes where !designNotes.contains("\(framework.name), \(note)") {
          designNotes.append("\(framework.name), \(note)")
        }
      }
    }
    let imported = ImportedComponent(
      id: id, title: title, category: document.category ?? "", summary: "",
      designNotes: designNotes, sourceNotes: parts.sourceNotes,
      background: ["the app shows the screen with the \(title.lowercased())"],
      experiences: parts.experiences, platforms: PlatformScope.order, criteria: parts.criteria)

    // MARK: Output, checked as the loader will read it

    let fileName = id + ".json"
    let json = CriteriaDocumentWriter.document(for: imported)
    let component: Component
    do {
      component = try CriteriaLoader.load(bytes: Array(json.utf8), path: fileName)
    } catch {
      throw DiagnosticsError(
        Self.sortedByLocation(diagnostics)
          + error.diagnostics.map { problem in
            Diagnostic(
              path: path,
              message: Message.importedCriteriaDoNotLoad(problem.message)
            )
          })
    }
    return ImportResult(
      path: path, format: document.format, component: component, fileName: fileName,
      criteriaDocument: json, warnings: Self.sortedByLocation(diagnostics), leftOut: leftOut,
      frameworkNoteTopics: keptTopics, experienceChecklistItems: parts.experienceItemsUsed,
      conflicts: conflicts.count, mapping: parts.tally)
  }

  /// Whether the import refuses a document as a whole, and why: a web page of the guidelines,
  /// when no platform profile is the web's (`web`). The error points at what shows it.
  ///
  /// A batch import can skip such documents and go on; ``importDocument(text:path:)`` throws
  /// this error.
  public func refusal(text: String, path: String) -> Diagnostic? {
    let source = SourceDocument(path: path, text: text)
    var frontMatter: FrontMatter?
    if FrontMatterReader.startsWithFrontMatter(source) {
      var reader = FrontMatterReader(document: source)
      frontMatter = reader.read()
    }
    return refusal(source, frontMatter: frontMatter)
  }

  private func refusal(_ source: SourceDocument, frontMatter: FrontMatter?) -> Diagnostic? {
    guard !platforms.contains(where: { $0.id == "web" }),
      let evidence = WebDocumentDetector.evidence(in: source, frontMatter: frontMatter)
    else { return nil }
    let known = platforms.map(\.id).joined(separator: ", ")
    return source.error(
      Message.webDocument(sign: evidence.sign, platforms: known),
      line: evidence.location.line, column: evidence.location.column)
  }

  /// The platforms of two scopes together; nil (every platform) absorbs.
  static func union(_ lhs: [String]?, _ rhs: [String]?) -> [String]? {
    guard let lhs, let rhs else { return nil }
    let merged = PlatformScope.order.filter { lhs.contains($0) || rhs.contains($0) }
    return merged.count == PlatformScope.order.count ? nil : merged
  }

  /// Readers report in passes; people read a file top to bottom.
  static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
      let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
  }

  // MARK: - Title

  private func componentTitle(
    _ document: MagentaDocument, source: SourceDocument, diagnostics: inout [Diagnostic]
  ) -> String {
    if let title = document.title, !title.isEmpty { return title }
    for line in source.lines {
      if let how = CondensedSectionReader.howToTest(line) {
        return TextCleaner.capitalizingFirst(how.name)
      }
    }
    let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let title = TextCleaner.capitalizingFirst(
      TextCleaner.collapsingWhitespace(stem.replacing("_", with: " ").replacing("-", with: " ")))
    diagnostics.append(
      source.warning(
        Message.titleFromFileName(title),
        line: 1))
    return title
  }

  // MARK: - Criteria

  private func mapEntries(
    _ entries: [MagentaEntry], source: SourceDocument, diagnostics: inout [Diagnostic],
    leftOut: inout [LeftOut], items: inout [ImportItem]
  ) -> [Criterion] {
    var firstLine: [String: Int] = [:]
    var criteria: [Criterion] = []
    for entry in entries {
      let line = entry.location.line
      func warn(_ message: String) {
        diagnostics.append(
          source.warning(message, line: line, column: entry.location.column))
      }
      guard let mapping = KeyClassifier.classify(entry.key, filedUnder: entry.group) else {
        if entry.group == nil {
          warn(
            Message.noGroup(key: entry.key)
          )
        } else {
          warn(Message.noIDInKey(entry.key))
        }
        leftOut.append(LeftOut("'\(entry.key)'", "no criterion id", line: line))
        continue
      }
      if let filed = entry.group, let known = mapping.known, known.sourceGroup != filed {
        warn(
          Message.filedUnderOtherGroup(
            key: entry.key, group: known.sourceGroup.title, filed: filed.title, readAs: mapping.id)
        )
      }
      let value = TextCleaner.collapsingWhitespace(entry.value)
      if !value.contains(where: { $0.isLetter || $0.isNumber }) {
        warn(Message.noValue(key: entry.key, id: mapping.id))
        leftOut.append(LeftOut(mapping.id, "'\(entry.key)' has no value", line: line))
        continue
      }
      if TextCleaner.isNotApplicable(value) {
        leftOut.append(LeftOut(mapping.id, "'\(entry.key): \(value)'", line: line))
        continue
      }
      // Sentence by sentence: "… within the menu. Two finger swipe … (Android only)" holds on
      // both platforms; only its second sentence is Android's.
      let valueScope = ScopedValue(value).platforms
      if let keyScope = mapping.platforms, let valueScope, keyScope != valueScope {
        warn(
          Message.scopesDisagree(key: entry.key, keyScope: keyScope, valueScope: valueScope)
        )
      }
      let scope = mapping.platforms ?? valueScope
      var item = ImportItem(
        key: entry.key, mapping: mapping, value: value, platforms: scope, line: line)
      let earlier = items.filter { $0.mapping.id == mapping.id }
      switch ComponentMapper.repeatHandling(item, after: earlier) {
      case .first:
        break
      case .perPlatform:
        // A key given again, once per platform ("Tab or arrow keys: … on iOS" after "…: … on
        // Android") or adding to the first ("Role: … (iOS)"), is not dropped: the criterion
        // holds wherever either item does, each platform with its own items' words.
        items.append(item)
        var merged = scope
        if let index = criteria.firstIndex(where: { $0.id == mapping.id }) {
          merged = Self.union(criteria[index].applicability.platforms, scope)
          criteria[index].applicability.platforms = merged
        }
        let names = merged.map { $0.joined(separator: ", ") } ?? "every platform"
        let own = scope.map { " for \($0.joined(separator: ", "))" } ?? ""
        warn(
          Message.repeatedPerPlatform(
            key: entry.key, id: mapping.id, firstLine: firstLine[mapping.id] ?? line, own: own,
            holdsOn: names)
        )
        continue
      case .separate:
        item = ComponentMapper.separated(item)
        warn(
          Message.repeatedSeparately(
            key: entry.key, id: mapping.id, firstLine: firstLine[mapping.id] ?? line,
            importedAs: item.mapping.id)
        )
      }
      items.append(item)
      let id = item.mapping.id
      if firstLine[id] != nil { continue }
      firstLine[id] = line
      criteria.append(
        CriterionMapper.criterion(item.mapping, value: value, platforms: scope))
    }
    // The checklist order: keyboard, gestures, screen reader, focus, settings; document order
    // within a group.
    let rank = Dictionary(
      uniqueKeysWithValues: CriterionGroup.allCases.enumerated().map { ($1, $0) })
    return criteria.enumerated().sorted {
      (rank[$0.element.group] ?? 0, $0.offset) < (rank[$1.element.group] ?? 0, $1.offset)
    }.map(\.element)
  }

  // MARK: - Sections

  /// Whether the import reads a `## ` section (the Condensed criteria or developer notes).
  private func isRead(_ section: MarkdownOutline.Section, format: MagentaDocument.Format) -> Bool {
    if section.title.lowercased() == "condensed" { return format == .condensed }
    return DeveloperNotesReader.platform(ofSection: section.title) != nil
  }
}
