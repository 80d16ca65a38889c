import A11yCriteria

/// Reads the developer notes of a MagentaA11y document, in the layouts the guidelines use:
///
/// - `## iOS Developer Notes` / `## Android Developer Notes`, `### Topic` headings (Name,
///   Role, Groupings, State, Focus, …) and `#### **UIKit**`-style framework headings;
/// - `## iOS` / `## Android` with `- **UIKit**` bullets holding the framework's notes;
/// - one `## Developer notes` section with `**iOS Options**` / `**Android Options**` lines or
///   `- **iOS**` bullets.
///
/// Notes before the first topic, or under a `### Developer Notes` or `### General Notes`
/// heading, are the introduction. Framework markers may also be bold lines (`**UIKit**`) with
/// the notes indented under them, and platform markers may say "iOS Tips".
///
/// The list after a line such as "Here are just a few experiences for Captcha:" gives the
/// component's experiences; the items of the "Experiences (refer to number above):" lists under
/// each topic are read as what the topic asks of each experience, not as notes. Code blocks are
/// skipped.
struct DeveloperNotesReader {
  private let document: SourceDocument
  /// Framework ids by the normalised names a heading may use, and their platform.
  private let frameworks: [String: (id: String, platform: String)]

  init(document: SourceDocument, platforms: [PlatformProfile]) {
    self.document = document
    var frameworks: [String: (id: String, platform: String)] = [:]
    for platform in platforms {
      for framework in platform.frameworks {
        frameworks[Self.normalized(framework.name)] = (framework.id, platform.id)
        frameworks[Self.normalized(framework.id)] = (framework.id, platform.id)
      }
    }
    // The short names documents also use.
    if let views = frameworks["androidviews"] {
      frameworks["androidview"] = views
      frameworks["views"] = views
    }
    if let compose = frameworks["jetpackcompose"] { frameworks["compose"] = compose }
    self.frameworks = frameworks
  }

  /// The platform a `## ` section's notes are for, if it holds notes: `.some(nil)` for a
  /// section of notes for every platform.
  static func platform(ofSection title: String) -> String?? {
    let words = KeyClassifier.words(of: title)
    let platform = words.contains("ios") ? "ios" : words.contains("android") ? "android" : nil
    if title.lowercased().contains("developer notes") { return .some(platform) }
    if let platform, words.count == 1 { return .some(platform) }
    return nil
  }

  func read(_ sections: [MarkdownOutline.Section]) -> DeveloperNotes {
    var notes = DeveloperNotes()
    // The older format puts `## Developer notes` under a `## iOS` or `## Android` heading of
    // the same level: those notes are that platform's.
    var platformHeading: String?
    for section in sections {
      guard let platform = Self.platform(ofSection: section.title) else { continue }
      if let platform { platformHeading = platform }
      read(section, platform: platform ?? platformHeading, into: &notes)
    }
    return notes
  }

  /// A platform or framework that a bold line or bullet names, and how far its scope reaches.
  private struct Marker {
    /// Bullets indented deeper than this belong to it; -1 for a bold line, which holds until
    /// the next heading.
    var indent: Int
    var platform: String?
    var framework: String?
  }

  /// The list being read after an "experiences" line.
  private struct ExperienceList {
    /// Items are indented deeper than this; -1 after a paragraph.
    var parentIndent: Int
    /// Whether it lists the component's experiences (in the introduction) or one topic's.
    var isComponentList: Bool
    /// The items read so far.
    var count = 0
  }

  private func read(
    _ section: MarkdownOutline.Section, platform sectionPlatform: String?,
    into notes: inout DeveloperNotes
  ) {
    var topic: String?
    var headingFramework: String?
    var markers: [Marker] = []
    var list: ExperienceList?
    var lastNote: (index: Int, indent: Int)?
    var lastItem: (index: Int, indent: Int, component: Bool)?
    var fence = CodeFence()
    let componentListWanted = notes.experiences.isEmpty

    for number in section.body {
      let text = document.lines[number - 1]
      let opened = fence.count
      if fence.consume(text) {
        if fence.count > opened { notes.codeExamples += 1 }
        continue
      }
      if Indentation.isBlank(text) { continue }
      let measure = Indentation.measure(text)
      let content = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(measure.scalars)))
        .trimmingTrailingWhitespace()

      if let heading = MarkdownOutline.heading(text, level: 3) {
        let isIntroduction = ["developernotes", "generalnotes", "notes", "overview"].contains(
          KeyClassifier.words(of: heading).joined())
        topic = isIntroduction ? nil : TextCleaner.strippingMarkup(heading)
        headingFramework = nil
        markers = []
        list = nil
        lastNote = nil
        lastItem = nil
        continue
      }
      if let heading = MarkdownOutline.heading(text, level: 4)
        ?? MarkdownOutline.heading(text, level: 5)
      {
        headingFramework = framework(named: heading)?.id
        markers = []
        list = nil
        lastNote = nil
        lastItem = nil
        continue
      }
      if content.hasPrefix("#") { continue }

      let bullet = Self.listItem(content)
      let indent = bullet == nil ? -1 : measure.width
      let body = bullet ?? content
      if bullet != nil {
        markers.removeAll { $0.indent >= indent }
      }

      // A line that names only a platform or a framework scopes what follows.
      if let marker = marker(in: body, indent: indent) {
        if bullet == nil { markers.removeAll() }
        markers.append(marker)
        list = nil
        lastNote = nil
        lastItem = nil
        continue
      }

      let cleaned = TextCleaner.strippingMarkup(body)
      if Self.introducesExperiences(cleaned) {
        let isComponentList = topic == nil
        list = ExperienceList(
          parentIndent: indent, isComponentList: isComponentList && componentListWanted)
        lastNote = nil
        lastItem = nil
        continue
      }
      if var current = list {
        if bullet != nil, indent > current.parentIndent {
          current.count += 1
          list = current
          if current.isComponentList {
            notes.experiences.append(DeveloperNotes.Item(text: cleaned, line: number))
            lastItem = (notes.experiences.count - 1, indent, true)
          } else if let topic {
            // "Refer to number above": the item's own number, else its place in the list.
            notes.experienceNotes.append(
              DeveloperNotes.ExperienceNote(
                platform: markers.last?.platform ?? sectionPlatform, topic: topic,
                experience: Self.listNumber(content) ?? current.count, text: cleaned,
                line: number))
            lastItem = (notes.experienceNotes.count - 1, indent, false)
          }
          continue
        }
        if bullet == nil, let item = lastItem, measure.width > item.indent {
          if item.component {
            notes.experiences[item.index].text += " " + cleaned
          } else {
            notes.experienceNotes[item.index].text += " " + cleaned
          }
          continue
        }
        list = nil
        lastItem = nil
      }

      // A line indented under a bullet that is not a bullet itself continues its note.
      if bullet == nil, let previous = lastNote, measure.width > previous.indent {
        notes.notes[previous.index].text += " " + cleaned
        continue
      }
      // An "N/A" under a topic says there is nothing to note.
      guard !cleaned.isEmpty, !TextCleaner.isNotApplicable(cleaned) else { continue }
      let scope = markers.last
      let framework = scope?.framework ?? (scope == nil ? headingFramework : nil)
      let platform =
        framework.flatMap { id in frameworks.values.first { $0.id == id }?.platform }
        ?? scope?.platform ?? sectionPlatform
      notes.notes.append(
        DeveloperNotes.Note(
          platform: platform, topic: topic, framework: framework, text: cleaned, line: number))
      lastNote = (notes.notes.count - 1, bullet == nil ? measure.width : indent)
    }
  }

  /// A bold-only line naming a platform (`**iOS Options**`, `**Android**`) or a framework
  /// (`**UIKit**`).
  private func marker(in text: String, indent: Int) -> Marker? {
    let trimmed = text.trimming(" \t:")
    guard trimmed.hasPrefix("**"), trimmed.hasSuffix("**"), trimmed.count > 4 else { return nil }
    let name = trimmed.trimming("*: \t")
    if let framework = framework(named: name) {
      return Marker(indent: indent, platform: framework.platform, framework: framework.id)
    }
    let words = KeyClassifier.words(of: name)
    guard let first = words.first, ["ios", "android"].contains(first),
      words.dropFirst().allSatisfy({ ["options", "option", "notes", "tips", "tip"].contains($0) })
    else { return nil }
    return Marker(indent: indent, platform: first, framework: nil)
  }

  private func framework(named name: String) -> (id: String, platform: String)? {
    frameworks[Self.normalized(TextCleaner.strippingMarkup(name))]
  }

  private static func normalized(_ name: String) -> String {
    KeyClassifier.words(of: name).joined()
  }

  /// "Here are just a few experiences for Captcha:", "Experiences (refer to number above):".
  private static func introducesExperiences(_ text: String) -> Bool {
    text.lowercased().contains("experiences") && text.hasSuffix(":")
  }

  /// The text of a bullet (`-`, `*`, `+`) or numbered (`1.`, `1)`) list item.
  /// The number of a numbered list item (`2.` or `2)`).
  private static func listNumber(_ content: String) -> Int? {
    content.prefixMatch(of: #/(\d{1,2})[.)][ \t]/#).flatMap { Int($0.1) }
  }

  private static func listItem(_ content: String) -> String? {
    if let match = content.wholeMatch(of: #/(?:[-*+]|\d{1,2}[.)])[ \t]+(.*)/#) {
      return String(match.1)
    }
    return content == "-" || content == "*" ? "" : nil
  }
}
