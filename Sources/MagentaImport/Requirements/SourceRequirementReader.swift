import A11yCriteria
import Diagnostics

/// Lists every requirement of a MagentaA11y document, with the readers the import uses, so
/// that a component's trace can be checked against the document it names.
///
/// The requirements, in document order within each part:
/// - every item of the criteria list (the `## Condensed` section, or the front matter of an
///   older document), n/a items included: a trace says they are out of scope;
/// - every expected outcome of the `## Gherkin` section (a `THEN`, or an `AND` after it; in a
///   web document, every bullet that says "I SEE" or "I HEAR", by its keyboard, desktop or
///   mobile screen-reader scenario: see ``WebGherkinOutcomeReader``);
/// - every sentence of the developer notes that says "must" or "should" (whole words).
public struct SourceRequirementReader: Sendable {
  public init() {}

  /// The requirements of `text`, named by locators (see ``A11yCriteria/TraceLocator``).
  ///
  /// - Throws: ``DiagnosticsError`` when the document is neither format.
  public func requirements(text: String, path: String) throws(DiagnosticsError)
    -> [SourceRequirement]
  {
    let source = SourceDocument(path: path, text: text)
    var bodyStart = 1
    var items: [MagentaEntry] = []
    var itemKind = "condensed"
    var frontMatter: FrontMatter?
    if FrontMatterReader.startsWithFrontMatter(source) {
      var reader = FrontMatterReader(document: source)
      frontMatter = reader.read()
      if let error = reader.diagnostics.first(where: { $0.severity == .error }) {
        throw DiagnosticsError([error])
      }
      if let frontMatter { bodyStart = frontMatter.bodyStartLine }
    }
    let outline = MarkdownOutline(source, from: bodyStart)
    let condensed = outline.section("Condensed")
    if let frontMatter, FrontMatterInterpreter.hasCriteria(frontMatter) || condensed == nil {
      var interpreter = FrontMatterInterpreter(document: source)
      items = interpreter.interpret(frontMatter).entries
      itemKind = "front-matter"
    } else if let condensed {
      var reader = CondensedSectionReader(document: source)
      items = reader.read(condensed).entries
    } else {
      throw DiagnosticsError([
        source.error(
          Message.notMagentaDocument,
          line: 1)
      ])
    }

    var requirements: [SourceRequirement] = []
    var counts: [String: Int] = [:]
    /// `base`, or `base/n` for the n-th time it is met (n from 2).
    func numbered(_ base: String) -> String {
      counts[base, default: 0] += 1
      let count = counts[base] ?? 1
      return count == 1 ? base : "\(base)/\(count)"
    }
    /// `base/n`, n counting from 1.
    func ordinal(_ base: String) -> String {
      counts[base, default: 0] += 1
      return "\(base)/\(counts[base] ?? 1)"
    }

    for item in items {
      let key = TextCleaner.slug(item.key)
      requirements.append(
        SourceRequirement(
          locator: numbered(
            "\(itemKind)/\(Self.slug(item.group))/\(key.isEmpty ? "item" : key)"),
          text: "\(item.key): \(item.value)", line: item.location.line))
    }

    let isWeb = WebDocumentDetector.evidence(in: source, frontMatter: frontMatter) != nil
    if let gherkin = outline.section("Gherkin"), isWeb {
      for outcome in WebGherkinOutcomeReader(document: source).read(gherkin) {
        requirements.append(
          SourceRequirement(
            locator: ordinal("gherkin/\(outcome.group)"), text: outcome.text, line: outcome.line))
      }
    } else if let gherkin = outline.section("Gherkin") {
      for block in GherkinSectionReader(document: source).read(gherkin) {
        for line in block.outcomes {
          requirements.append(
            SourceRequirement(
              locator: ordinal("gherkin/\(Self.slug(block.group))"),
              text: "\(line.keyword) \(line.text)", line: line.line))
        }
      }
    }

    let platforms = try MagentaImporter.builtInPlatforms()
    let notes = DeveloperNotesReader(document: source, platforms: platforms)
      .read(outline.sections)
    var sentences: [(line: Int, base: String, text: String)] = []
    for note in notes.notes {
      let parts =
        [note.platform ?? "all", Self.slug(topic: note.topic)] + (note.framework.map { [$0] } ?? [])
      for sentence in Self.requiringSentences(note.text) {
        sentences.append((note.line, parts.joined(separator: "/"), sentence))
      }
    }
    for note in notes.experienceNotes {
      let base = "\(note.platform ?? "all")/\(Self.slug(topic: note.topic))"
      for sentence in Self.requiringSentences(note.text) {
        sentences.append((note.line, base, sentence))
      }
    }
    for sentence in sentences.sorted(by: { $0.line < $1.line }) {
      requirements.append(
        SourceRequirement(
          locator: ordinal("notes/\(sentence.base)"), text: sentence.text, line: sentence.line))
    }
    return requirements
  }

  /// The sentences of `text` that say "must" or "should" as words of their own.
  static func requiringSentences(_ text: String) -> [String] {
    sentences(of: text).filter { $0.contains(#/(?i)\b(must|should)\b/#) }
  }

  /// `text` split after a `.`, `!` or `?` that spaces separate from a capital letter, a quote,
  /// a parenthesis or code: "… as such. Use …" is two sentences; "e.g. Wi-Fi" and "v1.2" are
  /// not split.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var characters = text[...]
    while let character = characters.popFirst() {
      current.append(character)
      guard ".!?".contains(character), characters.first?.isWhitespace == true,
        !["e.g.", "i.e."].contains(where: { current.lowercased().hasSuffix($0) })
      else { continue }
      let rest = characters.drop(while: \.isWhitespace)
      guard let next = rest.first, next.isUppercase || "\"'(*`".contains(next) else { continue }
      sentences.append(current.trimming(" \t"))
      current = ""
      characters = rest
    }
    if !current.allSatisfy(\.isWhitespace) { sentences.append(current.trimming(" \t")) }
    return sentences
  }

  private static func slug(_ group: SourceGroup?) -> String {
    switch group {
    case .keyboard: "keyboard"
    case .gestures: "gestures"
    case .screenReader: "screen-reader"
    case .settings: "settings"
    case nil: "other"
    }
  }

  private static func slug(topic: String?) -> String {
    let slug = topic.map(TextCleaner.slug) ?? ""
    return slug.isEmpty ? "general" : slug
  }
}
