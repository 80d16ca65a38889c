import A11yCriteria
import Diagnostics
import JSON
import Mustache

/// The step-definition skeletons of a step vocabulary for one runner: one file per phrase,
/// named after the phrase so that re-exporting finds the files it wrote before, and one
/// shared file.
///
/// Every file starts with ``marker`` so that an export never touches a file it did not write.
public struct StepDefinitionExport: Sendable {
  /// The first-line comment text of every exported file.
  public static let marker = "Step definitions exported by a11y-gherkin steps export"
  /// The comment lines around the part of the shared file that exporting again rewrites
  /// (the parameter types, the registration of every step); the rest of it is the team's.
  public static let partBegins = "a11y-gherkin: the generated part begins"
  public static let partEnds = "a11y-gherkin: the generated part ends"

  public struct File: Sendable, Equatable {
    /// What exporting again does with a file that is there.
    public enum Role: Sendable, Equatable {
      /// A phrase's step definition: kept as it is, body included.
      case phrase
      /// The shared file: its generated part is rewritten, every other line kept.
      case shared
      /// A file of the runner's library, written as the package holds it (no marker line):
      /// kept as it is, reported when it differs.
      case support
      /// Data derived from the criteria (the element map): rewritten whole.
      case derived
    }

    public var name: String
    /// The phrase's expression; nil for the shared file.
    public var expression: String?
    public var contents: String
    /// The line that registers the phrase, when it holds the parameter types' regular
    /// expressions (behave, xctest): a parameter type that changes makes it stale, and so
    /// does a registration for one keyword only (from an older export).
    public var registration: String?
    public var role: Role = .phrase
  }

  public let files: [File]

  /// - Parameter elements: what the criteria say of every element a step names, for the
  ///   runners that write an element map.
  public init(
    vocabulary: StepVocabulary, runner: StepRunner, templates: TemplateSet,
    elements: [StepElement] = []
  ) throws(DiagnosticsError) {
    var options = RenderOptions()
    options.escaping = .none
    options.strict = true
    var names: [String] = []
    for phrase in vocabulary.phrases {
      let name = StepPhraseNaming.name(of: phrase.expression.source)
      // Two phrases with the same words (punctuation aside) get numbered names.
      let taken = names.filter { $0 == name || $0.hasPrefix(name + "V") }.count
      names.append(taken == 0 ? name : name + "V\(taken + 1)")
    }
    var files: [File] = []
    let stepTemplate = try templates.template(runner.stepTemplate)
    for (index, phrase) in vocabulary.phrases.enumerated() {
      let registration = runner.registration(of: phrase.expression)
      let value = StepPhraseContext.value(
        phrase, name: names[index], types: vocabulary.parameterTypes, marker: Self.marker,
        registration: registration, platform: runner.platform)
      files.append(
        File(
          name: runner.fileName(names[index]), expression: phrase.expression.source,
          contents: try stepTemplate.render(value, partials: templates.library, options: options),
          registration: registration, role: .phrase))
    }
    let shared = Value.object([
      "marker": .string(Self.marker),
      "partBegins": .string(Self.partBegins),
      "partEnds": .string(Self.partEnds),
      "parameterTypes": .list(vocabulary.parameterTypes.map(StepPhraseContext.typeValue)),
      "steps": .list(names.map { .object(["name": .string($0)]) }),
    ])
    files.append(
      File(
        name: runner.sharedFileName, expression: nil,
        contents: Self.recording(
          try templates.template(runner.sharedTemplate).render(
            shared, partials: templates.library, options: options), role: .shared),
        role: .shared))
    for (name, contents) in runner.library?.exportedFiles ?? [] {
      files.append(File(name: name, expression: nil, contents: contents, role: .support))
    }
    if let (name, template) = runner.elementMap {
      files.append(
        File(
          name: name, expression: nil,
          contents: Self.recording(
            try templates.template(template).render(
              Self.elementMapValue(elements), partials: templates.library, options: options),
            role: .derived),
          role: .derived))
    }
    self.files = files
  }

  /// The element map's template data: by page (sorted), each element's phrase, role, name
  /// and states as JSON string literals, with `last` on the last of each list; the first
  /// element of a page with a phrase is the one kept.
  static func elementMapValue(_ elements: [StepElement]) -> Value {
    func literal(_ text: String) -> Value {
      var out = ""
      JSONWriter.writeString(text, into: &out)
      return .string(out)
    }
    func last<T>(_ index: Int, _ list: [T]) -> Value { .bool(index == list.count - 1) }
    var pages: [String: [StepElement]] = [:]
    for element in elements
    where !(pages[element.page] ?? []).contains(where: {
      $0.phrase == element.phrase
    }) {
      pages[element.page, default: []].append(element)
    }
    let keys = pages.keys.sorted()
    return .object([
      "marker": .string(Self.marker),
      "pages": .list(
        keys.enumerated().map { pageIndex, key in
          let list = pages[key] ?? []
          return .object([
            "page": literal(key),
            "last": last(pageIndex, keys),
            "elements": .list(
              list.enumerated().map { index, element in
                .object([
                  "phrase": literal(element.phrase),
                  "role": literal(element.role),
                  "name": literal(element.name),
                  "states": .list(
                    element.states.enumerated().map { stateIndex, state in
                      .object(["state": literal(state), "last": last(stateIndex, element.states)])
                    }),
                  "last": last(index, list),
                ])
              }),
          ])
        }),
    ])
  }

  // MARK: - Exporting again

  /// What exporting into a directory that already holds some of the files does: files it
  /// lacks are written; phrase files and the runner's library files are kept as they are,
  /// bodies included; the shared file gets its generated part (between the ``partBegins`` and
  /// ``partEnds`` lines) rewritten and keeps every other line; the element map, derived from
  /// the criteria, is rewritten.
  public struct Update: Sendable, Equatable {
    /// Files to write that are not there.
    public var new: [File] = []
    /// Files that are there, with the contents to replace theirs.
    public var updated: [File] = []
    /// Files that are there and stay as they are.
    public var kept: [String] = []
    /// Kept phrase files whose registration is not the vocabulary's any more, with the line
    /// that registers the phrase now.
    public var staleRegistrations: [(name: String, registration: String)] = []
    /// Kept shared files that differ from a fresh export but have no generated part to
    /// rewrite (written by an older version, or the markers were removed).
    public var withoutGeneratedPart: [String] = []
    /// Kept library files that differ from this version's (edited, or from another version).
    public var supportChanged: [String] = []
    /// Files whose rewritten part was edited by hand since the export wrote it, with the lines
    /// a rewrite discards: kept as they are, or rewritten when the edits are discarded.
    public var handEdits: [String: [HandEdit]] = [:]
    /// The files of ``handEdits`` kept as they are.
    public var keptForHandEdits: [String] = []

    public static func == (lhs: Update, rhs: Update) -> Bool {
      lhs.new == rhs.new && lhs.updated == rhs.updated && lhs.kept == rhs.kept
        && lhs.staleRegistrations.map { "\($0.name)\u{0}\($0.registration)" }
          == rhs.staleRegistrations.map { "\($0.name)\u{0}\($0.registration)" }
        && lhs.withoutGeneratedPart == rhs.withoutGeneratedPart
        && lhs.supportChanged == rhs.supportChanged && lhs.handEdits == rhs.handEdits
        && lhs.keptForHandEdits == rhs.keptForHandEdits
    }
  }

  /// The update of a directory whose exported files hold `existing` (by file name; files the
  /// export did not write are the caller's to refuse).
  ///
  /// - Parameter discardingEdits: Rewrite a part edited by hand all the same
  ///   (`--discard-edits`); otherwise its file is kept as it is.
  public func update(existing: [String: String], discardingEdits: Bool = false) -> Update {
    var update = Update()
    for file in files {
      guard let text = existing[file.name] else {
        update.new.append(file)
        continue
      }
      let edits = Self.handEdits(in: text, fresh: file.contents, role: file.role)
      if !edits.isEmpty {
        update.handEdits[file.name] = edits
        if !discardingEdits {
          update.kept.append(file.name)
          update.keptForHandEdits.append(file.name)
          continue
        }
      }
      switch file.role {
      case .phrase:
        update.kept.append(file.name)
        if let registration = file.registration, !text.contains(registration) {
          update.staleRegistrations.append((file.name, registration))
        }
        continue
      case .support:
        update.kept.append(file.name)
        if text != file.contents { update.supportChanged.append(file.name) }
        continue
      case .derived:
        if text == file.contents {
          update.kept.append(file.name)
        } else {
          update.updated.append(file)
        }
        continue
      case .shared:
        break
      }
      switch Self.replacingGeneratedPart(of: text, with: file.contents) {
      case .some(let merged) where merged != text:
        var replaced = file
        replaced.contents = merged
        update.updated.append(replaced)
      case .some:
        update.kept.append(file.name)
      case .none:
        update.kept.append(file.name)
        if text != file.contents { update.withoutGeneratedPart.append(file.name) }
      }
    }
    return update
  }

  /// `text` with the lines from its ``partBegins`` line to its ``partEnds`` line replaced by
  /// those of `fresh`; nil when either has no such part (exactly one of each marker, in order).
  static func replacingGeneratedPart(of text: String, with fresh: String) -> String? {
    func part(_ lines: [Substring]) -> ClosedRange<Int>? {
      let begins = lines.indices.filter { lines[$0].contains(partBegins) }
      let ends = lines.indices.filter { lines[$0].contains(partEnds) }
      guard begins.count == 1, ends.count == 1, begins[0] < ends[0] else { return nil }
      return begins[0]...ends[0]
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let freshLines = fresh.split(separator: "\n", omittingEmptySubsequences: false)
    guard let old = part(lines), let new = part(freshLines) else { return nil }
    lines.replaceSubrange(old, with: freshLines[new])
    return lines.joined(separator: "\n")
  }
}
