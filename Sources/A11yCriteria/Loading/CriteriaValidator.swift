import Diagnostics
import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks what the JSON shape alone cannot: ids, references between parts of a component,
/// WCAG numbers and criteria that would apply to nothing. Every problem is collected.
///
/// Paths are rebuilt from positions, since the decoded model keeps the file's order.
struct CriteriaValidator {
  private let component: Component
  /// The parsed file, to locate problems without parsing it again for each.
  let document: JSONDocument
  private(set) var diagnostics: [Diagnostic] = []

  init(component: Component, document: JSONDocument) {
    self.component = component
    self.document = document
  }

  mutating func validate() {
    let root = JSONPath.root
    checkNoNUL(document.root, at: root)
    checkSlug(component.id, at: root.appending("id"), becomesFileName: true)
    checkNotEmpty(component.title, at: root.appending("title"))
    checkOneLine(component.title, at: root.appending("title"))
    checkNotEmpty(component.experiences, "experience", at: root.appending("experiences"))
    checkNotEmpty(component.platforms, "platform", at: root.appending("platforms"))
    checkNotEmpty(component.criteria, "criterion", at: root.appending("criteria"))

    checkUnique(component.experiences.map(\.id), at: root.appending("experiences"), idKey: "id")
    for (index, experience) in component.experiences.enumerated() {
      let path = root.appending("experiences").appending(index)
      checkSlug(experience.id, at: path.appending("id"), becomesFileName: true)
      checkNotEmpty(experience.title, at: path.appending("title"))
      checkOneLine(experience.title, at: path.appending("title"))
      checkNotEmpty(experience.interactiveElement, at: path.appending("interactiveElement"))
    }

    checkUnique(component.platforms.map(\.id), at: root.appending("platforms"), idKey: "id")
    var frameworkPaths: [(id: String, path: JSONPath)] = []
    for (index, platform) in component.platforms.enumerated() {
      let path = root.appending("platforms").appending(index)
      checkSlug(platform.id, at: path.appending("id"), becomesFileName: true)
      checkNotEmpty(platform.name, at: path.appending("name"))
      checkOneLine(platform.name, at: path.appending("name"))
      checkNotEmpty(platform.screenReader, at: path.appending("screenReader"))
      for (position, framework) in platform.frameworks.enumerated() {
        let frameworkPath = path.appending("frameworks").appending(position)
        checkSlug(framework.id, at: frameworkPath.appending("id"))
        checkNotEmpty(framework.name, at: frameworkPath.appending("name"))
        frameworkPaths.append((framework.id, frameworkPath.appending("id")))
      }
    }
    // Notes name frameworks by id alone, so a framework id must be unique across platforms.
    var seenFrameworks: Set<String> = []
    for entry in frameworkPaths where !seenFrameworks.insert(entry.id).inserted {
      error(Message.duplicateFrameworkID(entry.id), at: entry.path)
    }

    checkUnique(component.criteria.map(\.id), at: root.appending("criteria"), idKey: "id")
    for (index, criterion) in component.criteria.enumerated() {
      validate(criterion, at: root.appending("criteria").appending(index))
    }
    checkSteps(of: component.criteria, at: root.appending("criteria"))
    checkTraces(component.traces, ids: component.criteria.map(\.id), at: root.appending("trace"))
  }

  // MARK: - Criteria

  private mutating func validate(_ criterion: Criterion, at path: JSONPath) {
    if !Slug.isValidDotted(criterion.id) {
      error(
        Message.invalidCriterionID(criterion.id),
        at: path.appending("id"))
    }
    // A standard criterion's wording and WCAG references were checked in its own file, and
    // its variants are made by the expander.
    if criterion.standard != nil {
      checkDeveloperNotes(criterion, at: path)
      return
    }
    checkWCAG(criterion.wcag, at: path.appending("wcag"))
    checkWording(criterion.wording, at: path)
    checkReferences(criterion.applicability, at: path.appending("appliesTo"))

    let combinations = applicableCombinations(criterion.applicability)
    if combinations.isEmpty {
      error(Message.appliesToNothing, at: path.appending("appliesTo"))
    }
    for (index, variant) in criterion.variants.enumerated() {
      let variantPath = path.appending("variants").appending(index)
      if variant.applicability.experiences == nil, variant.applicability.platforms == nil {
        error(Message.variantNamesNothing, at: variantPath)
        continue
      }
      checkReferences(variant.applicability, at: variantPath)
      if !combinations.contains(where: {
        variant.applicability.includes(experience: $0.0, platform: $0.1)
      }) {
        error(
          Message.variantMatchesNothing,
          at: variantPath)
      }
      checkOverrides(variant.overrides, at: variantPath)
    }
    checkDeveloperNotes(criterion, at: path)
  }

  private mutating func checkDeveloperNotes(_ criterion: Criterion, at path: JSONPath) {
    let frameworks = component.platforms.flatMap(\.frameworks).map(\.id)
    for notes in criterion.developerNotes where !frameworks.contains(notes.framework) {
      error(
        Message.unknownFramework(
          notes.framework, hint: Suggestions.hint(for: notes.framework, in: frameworks)),
        at: path.appending("developerNotes").appending(notes.framework))
    }
  }

  func applicableCombinations(_ applicability: Applicability) -> [(String, String)] {
    component.experiences.flatMap { experience in
      component.platforms.compactMap { platform in
        applicability.includes(experience: experience.id, platform: platform.id)
          ? (experience.id, platform.id) : nil
      }
    }
  }

  private mutating func checkWording(_ wording: Wording, at path: JSONPath) {
    checkNotEmpty(wording.title, at: path.appending("title"))
    checkNotEmpty(wording.checklist, at: path.appending("checklist"))
    checkNotEmpty(wording.when, at: path.appending("when"))
    checkSteps(wording.given, required: false, at: path.appending("given"))
    checkSteps(wording.then, required: true, at: path.appending("then"))
    if let examples = wording.examples { checkExamples(examples, at: path.appending("examples")) }
  }

  private mutating func checkOverrides(_ overrides: WordingOverrides, at path: JSONPath) {
    if let title = overrides.title { checkNotEmpty(title, at: path.appending("title")) }
    if let checklist = overrides.checklist {
      checkNotEmpty(checklist, at: path.appending("checklist"))
    }
    if let when = overrides.when { checkNotEmpty(when, at: path.appending("when")) }
    if let given = overrides.given {
      checkSteps(given, required: false, at: path.appending("given"))
    }
    if let then = overrides.then { checkSteps(then, required: true, at: path.appending("then")) }
    if let examples = overrides.examples { checkExamples(examples, at: path.appending("examples")) }
  }

  private mutating func checkSteps(
    _ steps: [String], required: Bool, at path: @autoclosure () -> JSONPath
  ) {
    if required, steps.isEmpty {
      error(Message.noSteps, at: path())
    }
    for (index, step) in steps.enumerated() {
      checkNotEmpty(step, at: path().appending(index))
    }
  }

  private mutating func checkExamples(
    _ examples: ExamplesTable, at path: @autoclosure () -> JSONPath
  ) {
    if examples.header.isEmpty {
      error(Message.noColumns, at: path().appending("header"))
    }
    for (index, name) in examples.header.enumerated() {
      checkNotEmpty(name, at: path().appending("header").appending(index))
    }
    checkUnique(examples.header, at: path().appending("header"))
    if examples.rows.isEmpty {
      error(Message.noRows, at: path().appending("rows"))
    }
    for (index, row) in examples.rows.enumerated() where row.count != examples.header.count {
      error(
        Message.rowWidth(row.count, header: examples.header.count),
        at: path().appending("rows").appending(index))
    }
  }

  private mutating func checkWCAG(_ references: [String], at path: @autoclosure () -> JSONPath) {
    if references.isEmpty {
      error(Message.noWCAG, at: path())
    }
    checkUnique(references, at: path())
    for (index, reference) in references.enumerated() {
      if !SuccessCriterion.isWellFormed(reference) {
        error(
          Message.malformedWCAG(reference),
          at: path().appending(index))
      } else if SuccessCriterion.named(reference) == nil {
        error(Message.unknownWCAG(reference), at: path().appending(index))
      } else if SuccessCriterion.obsolete.contains(reference) {
        warning(
          Message.obsoleteWCAG(reference),
          at: path().appending(index))
      }
    }
  }

  private mutating func checkReferences(_ applicability: Applicability, at path: JSONPath) {
    let experiences = component.experiences.map(\.id)
    let platforms = component.platforms.map(\.id)
    for (index, id) in (applicability.experiences ?? []).enumerated()
    where !experiences.contains(id) {
      error(
        Message.unknownExperience(id, hint: Suggestions.hint(for: id, in: experiences)),
        at: path.appending("experiences").appending(index))
    }
    for (index, id) in (applicability.platforms ?? []).enumerated() where !platforms.contains(id) {
      error(
        Message.unknownPlatform(id, hint: Suggestions.hint(for: id, in: platforms)),
        at: path.appending("platforms").appending(index))
    }
    if applicability.experiences?.isEmpty == true {
      error(
        Message.emptyExperiences,
        at: path.appending("experiences"))
    }
    if applicability.platforms?.isEmpty == true {
      error(
        Message.emptyPlatforms,
        at: path.appending("platforms"))
    }
  }

  // MARK: - Shared checks

  /// The longest id that becomes a file name: `ID.feature` must fit the 255 bytes that
  /// common file systems (ext4, APFS, NTFS) allow for one name.
  static let maximumFileNameID = 255 - ".feature".utf8.count

  private mutating func checkSlug(
    _ id: String, at path: @autoclosure () -> JSONPath, becomesFileName: Bool = false
  ) {
    if !Slug.isValid(id) {
      error(
        Message.invalidID(id),
        at: path())
    } else if becomesFileName, id.utf8.count > Self.maximumFileNameID {
      error(
        Message.idTooLong(id.utf8.count, limit: Self.maximumFileNameID), at: path())
    }
  }

  /// Titles and names go into one line of Gherkin (the Feature line): a line break there
  /// would end it.
  private mutating func checkOneLine(_ text: String, at path: @autoclosure () -> JSONPath) {
    if text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
      error(Message.lineBreak, at: path())
    }
  }

  /// No text of the document may hold a NUL character (written `\u0000` in JSON): generated
  /// files with one are binary data, which every command then refuses to read.
  /// Whether `text` holds a NUL byte, found with `memchr` where the bytes are contiguous.
  private static func containsNUL(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, 0, bytes.count) != nil
    } ?? text.utf8.contains(0)
  }

  private mutating func checkNoNUL(_ node: JSONNode, at path: JSONPath) {
    switch node.value {
    case .string(let text) where Self.containsNUL(text):
      error(
        Message.nulInText, at: path)
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        checkNoNUL(element, at: path.appending(index))
      }
    case .object(let members):
      for member in members {
        if member.key.utf8.contains(0) {
          error(Message.nulInKey, at: path.appending(member.key))
        }
        checkNoNUL(member.value, at: path.appending(member.key))
      }
    default:
      break
    }
  }

  private mutating func checkNotEmpty(_ text: String, at path: @autoclosure () -> JSONPath) {
    // Most texts start with a visible ASCII character: no need for Unicode properties then.
    if let first = text.utf8.first, first > 0x20, first < 0x7F { return }
    if text.allSatisfy(\.isWhitespace) {
      error(Message.empty, at: path())
    }
  }

  private mutating func checkNotEmpty<T>(
    _ list: [T], _ noun: String, at path: @autoclosure () -> JSONPath
  ) {
    if list.isEmpty {
      error(Message.needsOne(noun), at: path())
    }
  }

  /// Reports each repeated value; `idKey` names the member holding it when the list is of
  /// objects, so the error points at the repeated id itself.
  private mutating func checkUnique(
    _ values: [String], at path: @autoclosure () -> JSONPath, idKey: String? = nil
  ) {
    var seen: Set<String> = []
    for (index, value) in values.enumerated() where !seen.insert(value).inserted {
      if let idKey {
        error(Message.duplicateID(value), at: path().appending(index).appending(idKey))
      } else {
        error(Message.duplicate(value), at: path().appending(index))
      }
    }
  }

  mutating func warning(_ message: String, at path: @autoclosure () -> JSONPath) {
    let path = path()
    let offset = document.root.offset(at: path) ?? document.root.offset
    var diagnostic = document.diagnostic("\(path): \(message)", atOffset: offset)
    diagnostic.severity = .warning
    diagnostics.append(diagnostic)
  }

  mutating func error(_ message: String, at path: @autoclosure () -> JSONPath) {
    let path = path()
    let offset = document.root.offset(at: path) ?? document.root.offset
    diagnostics.append(document.diagnostic("\(path): \(message)", atOffset: offset))
  }
}
