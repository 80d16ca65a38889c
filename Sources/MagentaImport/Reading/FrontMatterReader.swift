import Diagnostics

/// Reads the YAML front matter of an older MagentaA11y document: exactly the YAML those
/// documents use, with located errors for anything else. It is not a general YAML parser.
///
/// Understood: nested block maps, literal and folded block scalars (`|`, `>`, with `-` or `+`),
/// plain and quoted values on one line, lists of text values (`- item`, `[a, b]`), comments and
/// blank lines. Errors: anchors, aliases, tags, flow maps, unclosed quotes, block scalar headers
/// with an indentation number, plain values that contain `': '`, and lines that are not
/// `key: value`.
///
/// Tolerated with a warning, because real documents have them:
/// - a TAB in the indentation (invalid YAML): read as indentation to the next multiple of 4
///   columns; a TAB-indented line that looks like a key ends a block value above it;
/// - a key indented differently from the keys before it in the same map: read as one of them;
/// - a block value line indented less than the lines before it (but more than its key): read as
///   part of the value.
///
/// Every error is collected; the reader does not stop at the first.
public struct FrontMatterReader {
  private let document: SourceDocument
  public private(set) var diagnostics: [Diagnostic] = []
  /// The 0-based index of the next line to read.
  private var index = 1
  /// The 0-based index of the closing `---` line.
  private var end = 0

  public init(document: SourceDocument) {
    self.document = document
  }

  /// Whether the document starts with a `---` line.
  public static func startsWithFrontMatter(_ document: SourceDocument) -> Bool {
    document.lines.first.map(isDelimiter) ?? false
  }

  /// The front matter, or nil when it is never closed. Errors and warnings are in
  /// ``diagnostics``.
  public mutating func read() -> FrontMatter? {
    guard
      let close = document.lines.indices.dropFirst().first(where: {
        Self.isDelimiter(document.lines[$0])
      })
    else {
      diagnostics.append(
        document.error(Message.unclosedFrontMatter, line: 1)
      )
      return nil
    }
    end = close
    warnAboutTabs()
    index = 1
    let entries = parseMap(parentIndent: -1)
    return FrontMatter(entries: entries, bodyStartLine: close + 2)
  }

  private static func isDelimiter(_ line: String) -> Bool {
    line.hasPrefix("---") && line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
  }

  // MARK: - Lines

  /// A line that holds something, measured.
  private struct Line {
    /// 1-based.
    var number: Int
    /// Indentation width, tabs expanded.
    var indent: Int
    /// The 1-based column of the first scalar after the indentation.
    var column: Int
    /// The scalars after the indentation, without trailing whitespace.
    var content: [Unicode.Scalar]
    var hasTab: Bool

    var text: String { String(String.UnicodeScalarView(content)) }
  }

  private func line(at index: Int) -> Line {
    let text = document.lines[index]
    let measure = Indentation.measure(text)
    var content = Array(text.unicodeScalars.dropFirst(measure.scalars))
    while let last = content.last, last == " " || last == "\t" { content.removeLast() }
    return Line(
      number: index + 1, indent: measure.width, column: measure.scalars + 1, content: content,
      hasTab: measure.hasTab)
  }

  /// The next line that is neither blank nor a comment, without consuming it (blank lines and
  /// comments before it are consumed).
  private mutating func peekContent() -> Line? {
    while index < end {
      let text = document.lines[index]
      if !Indentation.isBlank(text) {
        let line = line(at: index)
        if line.content.first != "#" { return line }
      }
      index += 1
    }
    return nil
  }

  /// Consumes the lines indented deeper than `indent`, after an error, so that one mistake
  /// gives one error.
  private mutating func skipDeeper(than indent: Int) {
    while let next = peekContent(), next.indent > indent { index += 1 }
  }

  private mutating func warnAboutTabs() {
    for lineIndex in 1..<end {
      let text = document.lines[lineIndex]
      let measure = Indentation.measure(text)
      guard measure.hasTab, !Indentation.isBlank(text) else { continue }
      let tabColumn =
        (text.unicodeScalars.firstIndex(of: "\t").map {
          text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0)
        } ?? 0) + 1
      diagnostics.append(
        document.warning(
          Message.tabInIndentation,
          line: lineIndex + 1, column: tabColumn))
    }
  }

  // MARK: - Maps

  private mutating func parseMap(parentIndent: Int) -> [FrontMatter.Entry] {
    var entries: [FrontMatter.Entry] = []
    var siblingIndent: Int?
    while let line = peekContent(), line.indent > parentIndent {
      index += 1
      guard let entry = parseEntry(line) else { continue }
      // A TAB-indented key has its own warning, and does not set the indentation of the map.
      guard !line.hasTab else {
        entries.append(entry)
        continue
      }
      if let expected = siblingIndent, line.indent != expected {
        warning(
          Message.oddIndentation(key: entry.key, indent: line.indent, expected: expected),
          line.number, line.column)
      }
      siblingIndent = siblingIndent ?? line.indent
      entries.append(entry)
    }
    return entries
  }

  private mutating func parseEntry(_ line: Line) -> FrontMatter.Entry? {
    let content = line.content
    if Self.isListItem(content) {
      error(Message.listItemForKey, line.number, line.column)
      skipDeeper(than: line.indent)
      return nil
    }
    if let first = content.first, "[{".unicodeScalars.contains(first) {
      error(Message.flowCollectionKey, line.number, line.column)
      skipDeeper(than: line.indent)
      return nil
    }
    guard let split = splitKey(line) else {
      skipDeeper(than: line.indent)
      return nil
    }
    let value = parseValue(split.rest, column: line.column + split.restOffset, of: line)
    return FrontMatter.Entry(
      key: split.key, location: SourceLocation(line: line.number, column: line.column),
      value: value)
  }

  /// The key of a `key: value` line and what follows the colon (leading spaces skipped).
  private mutating func splitKey(_ line: Line) -> (
    key: String, rest: ArraySlice<Unicode.Scalar>, restOffset: Int
  )? {
    let content = line.content
    var key: String
    var colon: Int
    if let quote = content.first, quote == "\"" || quote == "'" {
      guard let quoted = readQuoted(content[...], column: line.column, lineNumber: line.number)
      else { return nil }
      key = quoted.value
      var position = quoted.end
      while position < content.count, content[position] == " " { position += 1 }
      guard position < content.count, content[position] == ":" else {
        error(Message.colonAfterQuotedKey, line.number, line.column + position)
        return nil
      }
      colon = position
    } else {
      guard let found = Self.keyColon(in: content[...]) else {
        error(
          Message.notKeyValue(Self.preview(line.text)), line.number, line.column)
        return nil
      }
      colon = found
      key = String(String.UnicodeScalarView(content[..<colon])).trimmingWhitespace()
      if let first = key.unicodeScalars.first, "&*!".unicodeScalars.contains(first) {
        error(
          Message.anchorsAliasesTags,
          line.number, line.column)
        return nil
      }
    }
    if key.isEmpty {
      error(Message.keyBeforeColon, line.number, line.column)
      return nil
    }
    var restStart = colon + 1
    while restStart < content.count, content[restStart] == " " || content[restStart] == "\t" {
      restStart += 1
    }
    return (key, content[restStart...], restStart)
  }

  // MARK: - Values

  private mutating func parseValue(
    _ rest: ArraySlice<Unicode.Scalar>, column: Int, of line: Line
  ) -> FrontMatter.Value {
    guard let first = rest.first, first != "#" else {
      guard let next = peekContent() else { return .empty }
      if next.indent > line.indent {
        if Self.isListItem(next.content) { return .list(parseList(indent: next.indent)) }
        // `keyboard:` over a line `  N/A`: a plain value that starts on the next line.
        if isPlainValueBlock(under: line) {
          return .scalar(parsePlainLines(under: line, first: next))
        }
        return .map(parseMap(parentIndent: line.indent))
      }
      if next.indent == line.indent, Self.isListItem(next.content) {
        return .list(parseList(indent: line.indent))
      }
      return .empty
    }
    switch first {
    case "|", ">":
      return parseBlockScalar(header: rest, column: column, of: line)
    case "[":
      return parseFlowList(rest, column: column, of: line)
    case "{":
      error(Message.flowMap, line.number, column)
      skipDeeper(than: line.indent)
      return .empty
    default:
      guard let scalar = parseInlineScalar(rest, column: column, lineNumber: line.number) else {
        skipDeeper(than: line.indent)
        return .empty
      }
      var text = scalar.text
      if first != "\"" && first != "'" {
        // A plain value may go on over more-indented lines.
        while let next = peekContent(), next.indent > line.indent,
          Self.keyColon(in: next.content[...]) == nil, !Self.isListItem(next.content)
        {
          index += 1
          text +=
            " "
            + String(String.UnicodeScalarView(Self.droppingComment(next.content[...])))
            .trimmingWhitespace()
        }
      }
      return .scalar(FrontMatter.Scalar(text: text, location: scalar.location))
    }
  }

  /// A quoted or plain value that ends on its line.
  private mutating func parseInlineScalar(
    _ text: ArraySlice<Unicode.Scalar>, column: Int, lineNumber: Int
  ) -> FrontMatter.Scalar? {
    let location = SourceLocation(line: lineNumber, column: column)
    guard let first = text.first else { return FrontMatter.Scalar(text: "", location: location) }
    if first == "\"" || first == "'" {
      guard let quoted = readQuoted(text, column: column, lineNumber: lineNumber) else {
        return nil
      }
      let after = text[(text.startIndex + quoted.end)...]
      let trailing = Self.droppingComment(after)
      if let offset = trailing.firstIndex(where: { $0 != " " && $0 != "\t" }) {
        error(
          Message.textAfterQuotedValue, lineNumber,
          column + offset - text.startIndex)
        return nil
      }
      return FrontMatter.Scalar(text: quoted.value, location: location)
    }
    if "&*!".unicodeScalars.contains(first) {
      error(
        Message.anchorsAliasesTags,
        lineNumber, column)
      return nil
    }
    if first == "@" || first == "`" {
      error(Message.plainValueStart(first), lineNumber, column)
      return nil
    }
    let plain = Self.droppingComment(text)
    if let colon = Self.keyColon(in: plain) {
      error(
        Message.colonInPlainValue,
        lineNumber, column + colon - text.startIndex)
      return nil
    }
    let value = String(String.UnicodeScalarView(plain)).trimmingWhitespace()
    return FrontMatter.Scalar(text: value, location: location)
  }

  /// A quoted value starting at the first scalar of `text`: its text and the offset (from
  /// `text.startIndex`) just after the closing quote.
  private mutating func readQuoted(
    _ text: ArraySlice<Unicode.Scalar>, column: Int, lineNumber: Int
  ) -> (value: String, end: Int)? {
    let start = text.startIndex
    let quote = text[start]
    var value = String.UnicodeScalarView()
    var position = start + 1
    while position < text.endIndex {
      let scalar = text[position]
      if scalar == quote {
        if quote == "'", position + 1 < text.endIndex, text[position + 1] == "'" {
          value.append("'")
          position += 2
          continue
        }
        return (String(value), position + 1 - start)
      }
      if quote == "\"", scalar == "\\" {
        guard position + 1 < text.endIndex else { break }
        let escaped = text[position + 1]
        switch escaped {
        case "\"", "\\", "/": value.append(escaped)
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "r": value.append("\r")
        case "0": value.append("\u{0}")
        case "u":
          let digits = text[(position + 2)...].prefix(4)
          guard digits.count == 4,
            let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
            let decoded = Unicode.Scalar(code)
          else {
            error(
              Message.shortUnicodeEscape, lineNumber,
              column + position - start)
            return nil
          }
          value.append(decoded)
          position += 6
          continue
        default:
          error(
            Message.unknownEscape(escaped), lineNumber,
            column + position - start)
          return nil
        }
        position += 2
        continue
      }
      value.append(scalar)
      position += 1
    }
    error(
      Message.unclosedQuotedValue,
      lineNumber, column)
    return nil
  }

  private mutating func parseBlockScalar(
    header: ArraySlice<Unicode.Scalar>, column: Int, of line: Line
  ) -> FrontMatter.Value {
    let folded = header.first == ">"
    var indicators = header.dropFirst()
    var chomping: Unicode.Scalar?
    if let next = indicators.first, next == "-" || next == "+" {
      chomping = next
      indicators = indicators.dropFirst()
    }
    let startsWithSpace = indicators.first.map { $0 == " " || $0 == "\t" } ?? true
    let remainder = String(String.UnicodeScalarView(indicators)).trimmingWhitespace()
    guard startsWithSpace, remainder.isEmpty || remainder.hasPrefix("#") else {
      error(
        Message.blockHeader(String(String.UnicodeScalarView(header))),
        line.number, column)
      skipDeeper(than: line.indent)
      return .empty
    }

    var contentIndent: Int?
    var location = SourceLocation(line: line.number, column: column)
    var lines: [String] = []
    var position = index
    var consumed = index
    while position < end {
      let raw = document.lines[position]
      if Indentation.isBlank(raw) {
        lines.append("")
        position += 1
        continue
      }
      let measure = Indentation.measure(raw)
      let content = String(String.UnicodeScalarView(raw.unicodeScalars.dropFirst(measure.scalars)))
        .trimmingTrailingWhitespace()
      if contentIndent == nil {
        guard measure.width > line.indent else { break }
        contentIndent = measure.width
        location = SourceLocation(line: position + 1, column: measure.scalars + 1)
      }
      let indent = contentIndent ?? 0
      let looksLikeKey = Self.keyColon(in: ArraySlice(content.unicodeScalars)) != nil
      if measure.width >= indent {
        if measure.hasTab, looksLikeKey, lines.contains(where: { !$0.isEmpty }) { break }
        let extra = measure.hasTab ? "" : String(repeating: " ", count: measure.width - indent)
        lines.append(extra + content)
      } else if measure.width > line.indent, !looksLikeKey {
        warning(
          Message.underIndentedContinuation,
          position + 1, measure.scalars + 1)
        lines.append(content)
      } else {
        break
      }
      position += 1
      consumed = position
    }
    index = consumed
    var trailingBlankLines = 0
    while lines.last == "" {
      lines.removeLast()
      trailingBlankLines += 1
    }
    var text = folded ? Self.fold(lines) : lines.joined(separator: "\n")
    switch chomping {
    case "-": break
    case "+": text += String(repeating: "\n", count: text.isEmpty ? 0 : 1 + trailingBlankLines)
    default: if !text.isEmpty { text += "\n" }
    }
    return .scalar(FrontMatter.Scalar(text: text, location: location, isBlock: true))
  }

  /// Folded block text: line breaks between lines become spaces, an empty line a line break.
  private static func fold(_ lines: [String]) -> String {
    var out = ""
    var previousWasText = false
    for line in lines {
      if line.isEmpty {
        out += "\n"
        previousWasText = false
      } else {
        if previousWasText { out += " " }
        out += line
        previousWasText = true
      }
    }
    return out
  }

  private mutating func parseList(indent: Int) -> [FrontMatter.Scalar] {
    var items: [FrontMatter.Scalar] = []
    while let next = peekContent(), next.indent == indent, Self.isListItem(next.content) {
      index += 1
      var offset = 1
      while offset < next.content.count, next.content[offset] == " " { offset += 1 }
      let rest = next.content[offset...]
      let column = next.column + offset
      if let first = rest.first,
        first == "-" || first == "[" || first == "{"
          || Self.keyColon(in: rest) != nil
      {
        error(
          Message.plainListsOnly, next.number, column)
        skipDeeper(than: indent)
        continue
      }
      if let scalar = parseInlineScalar(rest, column: column, lineNumber: next.number) {
        items.append(scalar)
      }
    }
    return items
  }

  /// Whether every line indented under `key` is plain text: no key, no list item, no quote,
  /// and no last line ending in `|` or `>` (a block value whose key lost its colon).
  private func isPlainValueBlock(under key: Line) -> Bool {
    var position = index
    var last: Line?
    while position < end {
      let text = document.lines[position]
      position += 1
      if Indentation.isBlank(text) { continue }
      let next = line(at: position - 1)
      if next.content.first == "#" { continue }
      guard next.indent > key.indent else { break }
      if Self.keyColon(in: next.content[...]) != nil || Self.isListItem(next.content)
        || next.content.first == "\"" || next.content.first == "'"
      {
        return false
      }
      last = next
    }
    guard let last, let final = last.content.last else { return false }
    return final != "|" && final != ">"
  }

  /// A plain value on the lines indented under `key` (the first is `first`), up to a line that
  /// is a key, a list item or indented no deeper than the key; the lines are joined by spaces.
  private mutating func parsePlainLines(under key: Line, first: Line) -> FrontMatter.Scalar {
    var parts: [String] = []
    while let next = peekContent(), next.indent > key.indent,
      Self.keyColon(in: next.content[...]) == nil, !Self.isListItem(next.content)
    {
      index += 1
      parts.append(
        String(String.UnicodeScalarView(Self.droppingComment(next.content[...])))
          .trimmingWhitespace())
    }
    return FrontMatter.Scalar(
      text: parts.joined(separator: " "),
      location: SourceLocation(line: first.number, column: first.column))
  }

  private mutating func parseFlowList(
    _ rest: ArraySlice<Unicode.Scalar>, column: Int, of line: Line
  ) -> FrontMatter.Value {
    var items: [FrontMatter.Scalar] = []
    var position = rest.startIndex + 1
    var itemStart = position
    var quote: Unicode.Scalar?
    func columnOf(_ position: Int) -> Int { column + position - rest.startIndex }
    while position < rest.endIndex {
      let scalar = rest[position]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "[" || scalar == "{" {
        error(
          Message.nestedCollection, line.number,
          columnOf(position))
        return .empty
      } else if scalar == "," || scalar == "]" {
        var item = rest[itemStart..<position]
        while item.first == " " { item = item.dropFirst() }
        while item.last == " " { item = item.dropLast() }
        if !item.isEmpty,
          let parsed = parseInlineScalar(
            item, column: columnOf(item.startIndex), lineNumber: line.number)
        {
          items.append(parsed)
        }
        if scalar == "]" {
          let after = Self.droppingComment(rest[(position + 1)...])
          if let extra = after.firstIndex(where: { $0 != " " && $0 != "\t" }) {
            error(Message.textAfterList, line.number, columnOf(extra))
          }
          return .list(items)
        }
        itemStart = position + 1
      }
      position += 1
    }
    error(
      Message.unclosedList,
      line.number, column)
    return .empty
  }

  // MARK: - Scanning

  private static func isListItem(_ content: [Unicode.Scalar]) -> Bool {
    content.first == "-" && (content.count == 1 || content[1] == " " || content[1] == "\t")
  }

  /// The offset of the colon that ends a plain key: the first `:` followed by a space, a tab
  /// or the end, before any comment.
  private static func keyColon(in content: ArraySlice<Unicode.Scalar>) -> Int? {
    var position = content.startIndex
    while position < content.endIndex {
      let scalar = content[position]
      if scalar == "#", position > content.startIndex,
        content[position - 1] == " " || content[position - 1] == "\t"
      {
        return nil
      }
      if scalar == ":" {
        let next = position + 1
        if next == content.endIndex || content[next] == " " || content[next] == "\t" {
          return position
        }
      }
      position += 1
    }
    return nil
  }

  /// The text before a ` #` comment.
  private static func droppingComment(_ content: ArraySlice<Unicode.Scalar>) -> ArraySlice<
    Unicode.Scalar
  > {
    var position = content.startIndex
    while position < content.endIndex {
      if content[position] == "#",
        position == content.startIndex || content[position - 1] == " "
          || content[position - 1] == "\t"
      {
        return content[..<position]
      }
      position += 1
    }
    return content
  }

  private static func preview(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
  }

  // MARK: - Diagnostics

  private mutating func error(_ message: String, _ line: Int, _ column: Int) {
    diagnostics.append(document.error(message, line: line, column: column))
  }

  private mutating func warning(_ message: String, _ line: Int, _ column: Int) {
    diagnostics.append(document.warning(message, line: line, column: column))
  }
}
