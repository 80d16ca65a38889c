import Diagnostics

/// Reads the `## Condensed` section of a newer MagentaA11y document: the "How to test a …"
/// line, the numbered groups and their `- Key: value` items, and the "Full information" link.
///
/// Items split at the first colon; values may hold more colons. Bullets may be indented any
/// amount, with blank lines between them. A line indented under an item continues its value.
///
/// Tolerated with a warning: a line at column 0 right after an item (read as the rest of its
/// value); a group title the reader does not know, an item before any group (filed by its
/// key); a group given twice; a missing group; a bullet that is not `Key: value`, and other
/// text between the items (left out).
struct CondensedSectionReader {
  private let document: SourceDocument
  private(set) var diagnostics: [Diagnostic] = []

  init(document: SourceDocument) {
    self.document = document
  }

  /// The group a numbered group's title names: "Test keyboard only, then screen reader +
  /// keyboard actions", "Test mobile screenreader gestures", "Listen to screenreader output on
  /// all devices", "Device OS Settings".
  static func group(titled title: String) -> SourceGroup? {
    let title = title.lowercased()
    if title.contains("keyboard") { return .keyboard }
    if title.contains("gesture") { return .gestures }
    if title.contains("output") || title.contains("listen") { return .screenReader }
    if title.contains("setting") { return .settings }
    return nil
  }

  /// The article and the name of "How to test a captcha".
  static func howToTest(_ line: String) -> (article: String?, name: String)? {
    let pattern = #/^\s*how to test\s+(?:(a|an|the)\s+)?(.+?)[\s.:]*$/#.ignoresCase()
    guard let match = line.wholeMatch(of: pattern) else { return nil }
    let name = String(match.2).trimming("\"'*_ ")
    return name.isEmpty ? nil : (match.1.map { $0.lowercased() }, name)
  }

  mutating func read(_ section: MarkdownOutline.Section) -> MagentaDocument {
    var result = MagentaDocument(format: .condensed)
    var inGroup = false
    var group: SourceGroup?
    var item: (index: Int, line: Int, key: String)?
    var afterBlank = false
    var warnedLazy = false
    var fence = CodeFence()

    for number in section.body {
      let text = document.lines[number - 1]
      if fence.consume(text) { continue }
      if Indentation.isBlank(text) {
        afterBlank = true
        continue
      }
      defer { afterBlank = false }
      let measure = Indentation.measure(text)
      let content = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(measure.scalars)))
        .trimmingTrailingWhitespace()

      if content.hasPrefix("#") {
        item = nil
        continue
      }
      if let how = Self.howToTest(content) {
        result.title = result.title ?? TextCleaner.capitalizingFirst(how.name)
        result.article = result.article ?? how.article
        item = nil
        continue
      }
      if content.lowercased().hasPrefix("full information") {
        if let match = content.firstMatch(of: #/native-criteria/([a-z0-9-]+)//#) {
          result.category = String(match.1)
        }
        item = nil
        continue
      }
      if measure.width <= 3, let title = Self.numberedTitle(content) {
        inGroup = true
        item = nil
        group = Self.group(titled: title)
        if let group {
          if let first = result.groupLines[group] {
            warning(
              Message.secondGroup(group.title, firstLine: first),
              number, measure.scalars + 1)
          } else {
            result.groupLines[group] = number
          }
        } else {
          warning(
            Message.unknownGroup(title), number,
            measure.scalars + 1)
        }
        continue
      }
      if let bullet = Self.bulletText(content) {
        let column = measure.scalars + bullet.offset + 1
        guard let colon = bullet.text.firstIndex(of: ":"),
          !bullet.text[..<colon].allSatisfy(\.isWhitespace)
        else {
          warning(Message.notAnItem, number, column)
          item = nil
          continue
        }
        var key = bullet.text[..<colon].trimming(" \t")
        var value = bullet.text[bullet.text.index(after: colon)...].trimming(" \t")
        // "Android: Swipe up: …": a key that is only a platform takes the next part with it.
        if KeyClassifier.words(of: key).allSatisfy(["ios", "android", "and", "only"].contains),
          let next = value.firstIndex(of: ":")
        {
          key += ": " + value[..<next].trimming(" \t")
          value = value[value.index(after: next)...].trimming(" \t")
        }
        if !inGroup {
          warning(Message.itemBeforeGroup, number, column)
        }
        result.entries.append(
          MagentaEntry(
            group: group, key: TextCleaner.collapsingWhitespace(key),
            value: TextCleaner.collapsingWhitespace(value),
            location: SourceLocation(line: number, column: column)))
        item = (result.entries.count - 1, number, key)
        warnedLazy = false
        continue
      }
      if let current = item, measure.width > 0 || !afterBlank {
        if measure.width == 0 && !warnedLazy {
          warning(
            Message.unindentedContinuation(key: current.key, line: current.line),
            number, 1)
          warnedLazy = true
        }
        let joined = result.entries[current.index].value + " " + content
        result.entries[current.index].value = TextCleaner.collapsingWhitespace(joined)
        continue
      }
      item = nil
      if inGroup {
        warning(
          Message.textOutsideItems, number, measure.scalars + 1)
      }
    }

    for missing in SourceGroup.allCases where result.groupLines[missing] == nil {
      warning(Message.missingGroup(missing.title), section.line, 1)
    }
    return result
  }

  /// The title of a numbered line: "1. Test keyboard actions" → "Test keyboard actions".
  private static func numberedTitle(_ content: String) -> String? {
    guard let match = content.wholeMatch(of: #/(\d{1,2})[.)]\s+(.+)/#) else { return nil }
    return String(match.2).trimming(" \t")
  }

  /// The text of a bullet line and the offset (in scalars) at which it starts.
  private static func bulletText(_ content: String) -> (text: String, offset: Int)? {
    let scalars = content.unicodeScalars
    guard let marker = scalars.first, marker == "-" || marker == "*" || marker == "+" else {
      return nil
    }
    let rest = scalars.dropFirst()
    guard let space = rest.first, space == " " || space == "\t" else { return nil }
    let text = rest.drop { $0 == " " || $0 == "\t" }
    return (String(text), scalars.count - text.count)
  }

  private mutating func warning(_ message: String, _ line: Int, _ column: Int) {
    diagnostics.append(document.warning(message, line: line, column: column))
  }
}
