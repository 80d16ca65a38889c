import Diagnostics

/// Reads what an older document's front matter says: its title and category, and the items
/// of its `keyboard`, `mobile`, `screenreader` and `settings` maps.
///
/// Tolerated with a warning: keys that slipped out of their map to the top level (a YAML
/// reader sees `group:` beside `keyboard:`), filed back by what they mean; a group map given
/// twice (the first is kept); items that are maps. A group that is the plain text `N/A` does
/// not apply as a whole; it is left out and the summary says so.
struct FrontMatterInterpreter {
  private let document: SourceDocument
  private(set) var diagnostics: [Diagnostic] = []

  /// Top-level keys that describe the page rather than the criteria.
  private static let pageKeys: Set<String> = [
    "layout", "title", "categories", "category", "permalink", "tags", "order", "sidebar",
    "description", "date", "author", "published", "excerpt",
  ]

  init(document: SourceDocument) {
    self.document = document
  }

  /// The group a top-level key names, if it names one.
  static func group(named key: String) -> SourceGroup? {
    switch TextCleaner.slug(key).replacing("-", with: "") {
    case "keyboard": .keyboard
    case "mobile", "gestures", "gesture": .gestures
    case "screenreader", "screenreaderoutput": .screenReader
    case "settings", "devicesettings": .settings
    default: nil
    }
  }

  /// Whether the front matter holds anything the import reads criteria from.
  static func hasCriteria(_ frontMatter: FrontMatter) -> Bool {
    frontMatter.entries.contains { group(named: $0.key) != nil }
  }

  mutating func interpret(_ frontMatter: FrontMatter) -> MagentaDocument {
    var result = MagentaDocument(format: .frontMatter)
    var firstLine: [String: Int] = [:]
    // The group whose map was read last: block values that slip out of a map follow it.
    var lastGroup: SourceGroup?
    for entry in frontMatter.entries {
      let name = entry.key.lowercased()
      let line = entry.location.line
      if let group = Self.group(named: entry.key) {
        lastGroup = group
        if let first = firstLine[group.frontMatterKey] {
          warning(
            Message.givenAgain(entry.key, firstLine: first), entry)
          continue
        }
        firstLine[group.frontMatterKey] = line
        result.groupLines[group] = line
        read(entry, as: group, into: &result)
        continue
      }
      switch name {
      case "title":
        if case .scalar(let scalar) = entry.value {
          result.title = TextCleaner.collapsingWhitespace(scalar.text)
        }
        continue
      case "categories", "category":
        switch entry.value {
        case .scalar(let scalar):
          result.category = scalar.text.split(whereSeparator: \.isWhitespace).first.map(String.init)
        case .list(let items): result.category = items.first?.text
        default: break
        }
        continue
      default:
        break
      }
      if Self.pageKeys.contains(name) { continue }
      if case .scalar(let scalar) = entry.value {
        if let known = KeyClassifier.known(entry.key) {
          let group = known.sourceGroup
          warning(
            Message.unindentedKey(entry.key, group: group.title, map: group.frontMatterKey),
            entry)
          append(entry.key, scalar.text, at: entry, group: group, into: &result)
          lastGroup = group
          continue
        }
        if scalar.isBlock, let group = lastGroup {
          warning(
            Message.unindentedPart(entry.key, map: group.frontMatterKey),
            entry)
          append(entry.key, scalar.text, at: entry, group: group, into: &result)
          continue
        }
      }
      result.leftOut.append(
        LeftOut("front matter '\(entry.key)'", "not a criteria group", line: line))
    }
    return result
  }

  private mutating func read(
    _ entry: FrontMatter.Entry, as group: SourceGroup, into result: inout MagentaDocument
  ) {
    switch entry.value {
    case .map(let items):
      if items.isEmpty {
        warning(Message.holdsNoKeys(entry.key), entry)
      }
      for item in items {
        switch item.value {
        case .scalar(let scalar):
          append(item.key, scalar.text, at: item, group: group, into: &result)
        case .empty:
          append(item.key, "", at: item, group: group, into: &result)
        case .map, .list:
          warning(Message.notText(item.key), item)
        }
      }
    case .scalar(let scalar) where TextCleaner.isNotApplicable(scalar.text):
      result.leftOut.append(
        LeftOut(
          group.frontMatterKey, "'\(entry.key): \(scalar.text)': the whole group does not apply",
          line: entry.location.line))
    case .scalar, .list:
      warning(Message.notAMap(entry.key), entry)
    case .empty:
      warning(Message.holdsNoKeys(entry.key), entry)
    }
  }

  private func append(
    _ key: String, _ value: String, at entry: FrontMatter.Entry, group: SourceGroup,
    into result: inout MagentaDocument
  ) {
    result.entries.append(
      MagentaEntry(
        group: group, key: TextCleaner.collapsingWhitespace(key),
        value: TextCleaner.collapsingWhitespace(value), location: entry.location))
  }

  private mutating func warning(_ message: String, _ entry: FrontMatter.Entry) {
    diagnostics.append(
      document.warning(message, line: entry.location.line, column: entry.location.column))
  }
}
