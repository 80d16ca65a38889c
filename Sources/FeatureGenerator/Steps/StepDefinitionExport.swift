import A11yCriteria
import Diagnostics
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
    public var name: String
    /// The phrase's expression; nil for the shared file.
    public var expression: String?
    public var contents: String
    /// The phrase's pattern as the file writes it, when it holds the parameter types' regular
    /// expressions (behave, xctest): a parameter type that changes makes it stale.
    public var pattern: String?
  }

  public let files: [File]

  public init(
    vocabulary: StepVocabulary, runner: StepRunner, templates: TemplateSet
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
      let value = StepPhraseContext.value(
        phrase, name: names[index], types: vocabulary.parameterTypes, marker: Self.marker)
      files.append(
        File(
          name: runner.fileName(names[index]), expression: phrase.expression.source,
          contents: try stepTemplate.render(value, partials: templates.library, options: options),
          pattern: runner.pattern(of: phrase.expression)))
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
        contents: try templates.template(runner.sharedTemplate).render(
          shared, partials: templates.library, options: options)))
    self.files = files
  }

  // MARK: - Exporting again

  /// What exporting into a directory that already holds some of the files does: files it
  /// lacks are written; phrase files are kept as they are, bodies included; the shared file
  /// gets its generated part (between the ``partBegins`` and ``partEnds`` lines) rewritten and
  /// keeps every other line.
  public struct Update: Sendable, Equatable {
    /// Files to write that are not there.
    public var new: [File] = []
    /// Files that are there, with the contents to replace theirs.
    public var updated: [File] = []
    /// Files that are there and stay as they are.
    public var kept: [String] = []
    /// Kept phrase files whose pattern is not the vocabulary's any more, with the pattern.
    public var stalePatterns: [(name: String, pattern: String)] = []
    /// Kept shared files that differ from a fresh export but have no generated part to
    /// rewrite (written by an older version, or the markers were removed).
    public var withoutGeneratedPart: [String] = []

    public static func == (lhs: Update, rhs: Update) -> Bool {
      lhs.new == rhs.new && lhs.updated == rhs.updated && lhs.kept == rhs.kept
        && lhs.stalePatterns.map { "\($0.name)\u{0}\($0.pattern)" }
          == rhs.stalePatterns.map { "\($0.name)\u{0}\($0.pattern)" }
        && lhs.withoutGeneratedPart == rhs.withoutGeneratedPart
    }
  }

  /// The update of a directory whose exported files hold `existing` (by file name; files the
  /// export did not write are the caller's to refuse).
  public func update(existing: [String: String]) -> Update {
    var update = Update()
    for file in files {
      guard let text = existing[file.name] else {
        update.new.append(file)
        continue
      }
      guard file.expression == nil else {
        update.kept.append(file.name)
        if let pattern = file.pattern, !text.contains(pattern) {
          update.stalePatterns.append((file.name, pattern))
        }
        continue
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
