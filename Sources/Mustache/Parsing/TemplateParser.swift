import Diagnostics

/// Turns template source into a node tree in one pass over its UTF-8 bytes.
///
/// Errors are collected, not thrown: after a bad tag the parser resumes at the next tag, so
/// one run reports every problem it can tell apart.
struct TemplateParser {
  /// How deeply sections, parents and blocks may nest in one template. Compiling and
  /// rendering recurse once per level, so templates must stay shallow enough for any
  /// thread's stack.
  static let maxNesting = 256
  /// After this many errors the rest of the template is not worth reading.
  static let maxDiagnostics = 100

  struct Result {
    var nodes: [Node]
    var diagnostics: [Diagnostic]
  }

  static func parse(_ source: String, path: String) -> Result {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var parser = TemplateParser(bytes: buffer, source: source, path: path)
      parser.parseAll()
      let diagnostics = parser.diagnostics.enumerated().sorted { lhs, rhs in
        let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
        let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
        return left == right ? lhs.offset < rhs.offset : left < right
      }
      return Result(nodes: parser.frames[0].nodes, diagnostics: diagnostics.map(\.element))
    }
  }

  /// An open section, parent or block, collecting its content until its closing tag.
  struct Frame {
    enum Kind {
      case root
      case section(Name, inverted: Bool)
      case parent(Node.PartialTarget)
      case block
    }

    var kind: Kind
    /// The name a closing tag must repeat.
    var name: String
    var location: SourceLocation
    var nodes: [Node] = []
    /// Text not yet made a node: consecutive pieces (split by comments, say) join here, so
    /// a long run of them is copied once.
    var text: [UInt8] = []
    var lineStarts: [Int] = []
    /// Where the pending text begins in the template.
    var textLocation: SourceLocation?
    /// A parent's blocks; the rest of a parent's content is ignored.
    var blocks: [String: Node.Block] = [:]
    /// A standalone parent's or block's indentation.
    var indentation: [UInt8]?
    /// Where a block's content begins, for measuring its indentation.
    var contentStart = 0

    var noun: String {
      switch kind {
      case .root, .section: "section"
      case .parent: "parent"
      case .block: "block"
      }
    }

    var isParent: Bool {
      if case .parent = kind { return true }
      return false
    }

    mutating func finishText() {
      guard !text.isEmpty || !lineStarts.isEmpty else { return }
      nodes.append(.text(Node.Text(bytes: text, lineStarts: lineStarts, location: textLocation)))
      text = []
      lineStarts = []
      textLocation = nil
    }
  }

  /// A standalone line holding several adjacent inheritance tags, such as
  /// `{{<parent}}{{$block}}`, whose tags are handled one at a time.
  struct Run {
    var remaining: Int
    var lineStart: Int
    var indentation: [UInt8]
    var resume: Int
  }

  /// How a standalone tag's line is removed from the output.
  struct Standalone {
    /// Whether this tag is the first on its line, so the line's indentation is still pending
    /// as text.
    var isFirst: Bool
    var lineStart: Int
    var indentation: [UInt8]
    /// Where text continues after this tag.
    var resume: Int
    var isLast: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let source: String
  let path: String
  var delimiters = Delimiters.standard
  var frames = [Frame(kind: .root, name: "", location: SourceLocation(line: 1, column: 1))]
  /// Where to look for the next tag.
  var position = 0
  /// Where the text not yet turned into a node begins.
  var textStart = 0
  var run: Run?
  var diagnostics: [Diagnostic] = []
  var stopped = false
  /// Set when parsing gave up early, so the sections still open are not worth reporting.
  var abandoned = false
  var tracker = LocationTracker()

  init(bytes: UnsafeBufferPointer<UInt8>, source: String, path: String) {
    self.bytes = bytes
    self.source = source
    self.path = path
  }

  // MARK: - Main loop

  mutating func parseAll() {
    while !stopped, let start = find(delimiters.open, from: position) {
      switch scanTag(at: start) {
      case .tag(let tag):
        handle(tag)
      case .malformed(let message, let resume):
        run = nil
        flushText(upTo: start, tagFollows: false)
        report(message, at: start)
        if let resume {
          advance(to: resume)
        } else {
          stopped = true
        }
      }
    }
    if !stopped {
      flushText(upTo: bytes.count, tagFollows: false)
    }
    for frame in frames.dropFirst() where !abandoned {
      report(Message.unclosed(frame.noun, frame.name), at: frame.location)
    }
    frames[0].finishText()
  }

  private mutating func handle(_ tag: Tag) {
    // The text before the tag is located first: the tracker only moves forward cheaply.
    let textLocation = textStart <= tag.start ? tracker.location(of: textStart, in: bytes) : nil
    let location = tracker.location(of: tag.start, in: bytes)
    if !tag.canStandAlone {
      flushText(upTo: tag.start, tagFollows: true, at: textLocation)
      advance(to: tag.end)
      if let name = validName(tag.content, tag: tag, at: location) {
        append(
          .variable(Node.Variable(name: name, escaped: tag.kind == .variable, location: location)))
      }
      return
    }

    let content = tag.kind == .comment ? "" : text(tag.content)
    let standalone = standaloneLine(for: tag)
    if let standalone {
      if standalone.isFirst {
        flushText(upTo: standalone.lineStart, tagFollows: false, at: textLocation)
      }
    } else {
      flushText(upTo: tag.start, tagFollows: true, at: textLocation)
    }
    advance(to: standalone?.resume ?? tag.end)

    if tag.hasName, content.isEmpty {
      report(Message.emptyName(in: tag.emptyForm(delimiters)), at: location)
      return
    }

    switch tag.kind {
    case .variable, .unescaped, .comment:
      break
    case .setDelimiters(let new):
      delimiters = new
    // A section, parent or block with a bad name still opens, so that its closing tag
    // matches instead of adding a second error.
    case .section, .invertedSection:
      let name = validName(tag.content, tag: tag, at: location) ?? Self.placeholder
      let kind = Frame.Kind.section(name, inverted: tag.kind == .invertedSection)
      push(Frame(kind: kind, name: content, location: location))
    case .partial:
      guard let target = validTarget(content, tag: tag, at: location) else { return }
      let partial = Node.Partial(
        target: target, indentation: standalone?.indentation, location: location)
      append(.partial(partial))
    case .parent:
      let target = validTarget(content, tag: tag, at: location) ?? .named(content)
      var frame = Frame(kind: .parent(target), name: target.text, location: location)
      frame.indentation = standalone?.indentation
      push(frame)
    case .block:
      _ = validBlockName(content, tag: tag, at: location)
      var frame = Frame(kind: .block, name: content, location: location)
      frame.indentation = standalone?.indentation
      frame.contentStart = standalone?.isLast == true ? standalone?.resume ?? tag.end : tag.end
      push(frame)
    case .closing:
      guard let name = validBlockName(closingName(content), tag: tag, at: location) else { return }
      let contentEnd = standalone?.isFirst == true ? standalone?.lineStart ?? tag.start : tag.start
      close(name, at: location, contentEnd: contentEnd)
    }
  }

  /// Stands in for a bad name in a template that has errors and will not render.
  private static let placeholder = Name.implicitIterator

  private mutating func advance(to offset: Int) {
    position = offset
    textStart = offset
  }

  // MARK: - Nesting

  private mutating func push(_ frame: Frame) {
    guard frames.count <= Self.maxNesting else {
      report(
        Message.nestedTooDeeply(frame.noun, frame.name, limit: Self.maxNesting),
        at: frame.location)
      stopped = true
      abandoned = true
      return
    }
    frames.append(frame)
  }

  private mutating func close(_ name: String, at location: SourceLocation, contentEnd: Int) {
    let top = frames.count - 1
    let closingTag = delimiters.openText + "/" + name + delimiters.closeText
    guard top > 0 else {
      report(Message.unexpectedClosingTag(closingTag), at: location)
      return
    }
    if frames[top].name == name {
      closeTop(contentEnd: contentEnd)
      return
    }
    let expected = delimiters.openText + "/" + frames[top].name + delimiters.closeText
    report(Message.mismatchedClosingTag(expected: expected, found: closingTag), at: location)
    // Closing an enclosing section closes the ones inside it too. A name nothing opened is
    // most likely a typo for the expected one, so it closes the innermost section rather
    // than leaving it to be reported unclosed as well.
    let index = frames.lastIndex(where: { $0.name == name }) ?? top
    while frames.count > max(index, 1) {
      closeTop(contentEnd: contentEnd)
    }
  }

  private mutating func closeTop(contentEnd: Int) {
    var frame = frames.removeLast()
    frame.finishText()
    switch frame.kind {
    case .root:
      break
    case .section(let name, let inverted):
      append(
        .section(
          Node.Section(name: name, inverted: inverted, nodes: frame.nodes, location: frame.location)
        ))
    case .parent(let target):
      append(
        .parent(
          Node.Parent(
            target: target, indentation: frame.indentation, blocks: frame.blocks,
            location: frame.location)))
    case .block:
      append(.block(block(from: frame, contentEnd: contentEnd)))
    }
  }

  /// Builds a block, removing the indentation its content has in the source when its
  /// opening tag is standalone, so the content can be indented again wherever it is expanded.
  private func block(from frame: Frame, contentEnd: Int) -> Node.Block {
    var nodes = frame.nodes
    var expansionIndentation: [UInt8]?
    if let tagIndentation = frame.indentation {
      let content = frame.contentStart..<max(frame.contentStart, contentEnd)
      if let prefix = BlockIndentation.commonPrefix(of: content, in: bytes) {
        nodes = BlockIndentation.dedent(nodes, by: prefix.count)
        expansionIndentation = prefix
      } else {
        expansionIndentation = tagIndentation
      }
    } else if frames.last?.isParent == true {
      // Inline overriding content still starts a line of its own when the block it replaces
      // is standalone.
      nodes = BlockIndentation.markingLineStart(nodes)
    }
    return Node.Block(
      name: frame.name, nodes: nodes, expansionIndentation: expansionIndentation,
      location: frame.location)
  }

  private mutating func append(_ node: Node) {
    let top = frames.count - 1
    if frames[top].isParent {
      if case .block(let block) = node, frames[top].blocks[block.name] == nil {
        frames[top].blocks[block.name] = block
      }
      return
    }
    frames[top].finishText()
    frames[top].nodes.append(node)
  }

  // MARK: - Text

  /// Turns the pending text before `end` into a node, marking where its lines begin.
  ///
  /// - Parameter tagFollows: whether a tag that stays in the output starts at `end`, so that
  ///   a line beginning there is not empty.
  private mutating func flushText(
    upTo end: Int, tagFollows: Bool, at location: SourceLocation? = nil
  ) {
    let start = textStart
    let top = frames.count - 1
    guard start <= end, !frames[top].isParent else { return }
    let lineStartsBefore = frames[top].lineStarts.count
    defer {
      if frames[top].textLocation == nil,
        start < end || frames[top].lineStarts.count > lineStartsBefore
      {
        frames[top].textLocation = location ?? tracker.location(of: start, in: bytes)
      }
    }
    // Offsets are relative to the frame's pending text, which this text extends.
    let base = frames[top].text.count - start
    if isLineStart(start), startsContent(at: start, end: end, tagFollows: tagFollows) {
      frames[top].lineStarts.append(start + base)
    }
    var index = start
    while index < end {
      if bytes[index] == UInt8(ascii: "\n"),
        startsContent(at: index + 1, end: end, tagFollows: tagFollows)
      {
        frames[top].lineStarts.append(index + 1 + base)
      }
      index += 1
    }
    frames[top].text += bytes[start..<end]
  }

  private func isLineStart(_ offset: Int) -> Bool {
    offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n")
  }

  /// Whether the line starting at `offset` has something on it.
  private func startsContent(at offset: Int, end: Int, tagFollows: Bool) -> Bool {
    guard offset < end else { return tagFollows && offset == end }
    let byte = bytes[offset]
    if byte == UInt8(ascii: "\n") { return false }
    if byte == UInt8(ascii: "\r"), offset + 1 < bytes.count {
      return bytes[offset + 1] != UInt8(ascii: "\n")
    }
    return true
  }

  // MARK: - Standalone lines

  /// Decides whether `tag` stands alone on its line, which removes the line's indentation and
  /// line break from the output.
  ///
  /// Beyond the spec's single tags, a line of adjacent parent and block tags stands alone as
  /// a whole (`{{<parent}}{{/parent}}`, `{{<parent}}{{$block}}`), as the inheritance spec
  /// requires.
  private mutating func standaloneLine(for tag: Tag) -> Standalone? {
    if var current = run {
      current.remaining -= 1
      let isLast = current.remaining == 0
      run = isLast ? nil : current
      return Standalone(
        isFirst: false, lineStart: current.lineStart, indentation: current.indentation,
        resume: isLast ? current.resume : tag.end, isLast: isLast)
    }
    guard let lineStart = blankLineStart(before: tag.start) else { return nil }
    let indentation = Array(bytes[lineStart..<tag.start])
    if let resume = lineEnd(afterBlankFrom: tag.end) {
      return Standalone(
        isFirst: true, lineStart: lineStart, indentation: indentation, resume: resume,
        isLast: true)
    }
    guard hasPrefix(delimiters.open, at: tag.end), let found = inheritanceRun(startingWith: tag)
    else { return nil }
    run = Run(
      remaining: found.count - 1, lineStart: lineStart, indentation: indentation,
      resume: found.resume)
    return Standalone(
      isFirst: true, lineStart: lineStart, indentation: indentation, resume: tag.end,
      isLast: false)
  }

  /// Looks ahead over the tags adjacent to `first`; when they are all parent and block tags
  /// and only whitespace follows them on the line, returns how many there are and where text
  /// resumes.
  private func inheritanceRun(startingWith first: Tag) -> (count: Int, resume: Int)? {
    var opened: [(name: String, isBlock: Bool)] = []
    var enclosing = frames.count - 1
    var blockOnItsLine = false
    func accept(_ tag: Tag) -> Bool {
      let content = text(tag.content)
      switch tag.kind {
      case .parent:
        opened.append((content.hasPrefix("*") ? closingName(content) : content, false))
        return true
      case .block:
        opened.append((content, true))
        return true
      case .closing:
        let name = closingName(content)
        if let last = opened.popLast() {
          blockOnItsLine = blockOnItsLine || last.isBlock
          return last.name == name
        }
        guard enclosing > 0, frames[enclosing].name == name else { return false }
        switch frames[enclosing].kind {
        case .parent, .block:
          enclosing -= 1
          return true
        case .root, .section:
          return false
        }
      default:
        return false
      }
    }
    guard accept(first) else { return nil }
    var count = 1
    var offset = first.end
    while hasPrefix(delimiters.open, at: offset) {
      guard case .tag(let next) = scanTag(at: offset), accept(next) else { return nil }
      count += 1
      offset = next.end
    }
    guard let afterLine = lineEnd(afterBlankFrom: offset) else { return nil }
    // A block opened and closed on its own line stands for that line: the line break stays
    // after whatever content fills it.
    if blockOnItsLine {
      var newline = offset
      while newline < afterLine,
        bytes[newline] == UInt8(ascii: " ") || bytes[newline] == UInt8(ascii: "\t")
      {
        newline += 1
      }
      return (count, newline)
    }
    return (count, afterLine)
  }

  /// The start of the line holding `offset` when only spaces and tabs precede `offset` on it
  /// (and no tag), else nil.
  private func blankLineStart(before offset: Int) -> Int? {
    var index = offset
    while index > textStart {
      let byte = bytes[index - 1]
      if byte == UInt8(ascii: "\n") { return index }
      guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return nil }
      index -= 1
    }
    return isLineStart(index) ? index : nil
  }

  /// Where the next line starts when only spaces and tabs follow `offset` on its line, else
  /// nil. The end of the template counts as the end of a line.
  private func lineEnd(afterBlankFrom offset: Int) -> Int? {
    var index = offset
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
    {
      index += 1
    }
    if index == bytes.count { return index }
    if bytes[index] == UInt8(ascii: "\n") { return index + 1 }
    if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count,
      bytes[index + 1] == UInt8(ascii: "\n")
    {
      return index + 2
    }
    return nil
  }

  // MARK: - Names

  private mutating func validName(_ range: Range<Int>, tag: Tag, at location: SourceLocation)
    -> Name?
  {
    guard !range.isEmpty else {
      report(Message.emptyName(in: tag.emptyForm(delimiters)), at: location)
      return nil
    }
    guard let name = Name(UnsafeBufferPointer(rebasing: bytes[range])) else {
      report(Message.invalidName(text(range)), at: location)
      return nil
    }
    return name
  }

  private mutating func validName(_ content: String, tag: Tag, at location: SourceLocation)
    -> Name?
  {
    guard checkNotEmpty(content, tag: tag, at: location) else { return nil }
    guard let name = Name(content) else {
      report(Message.invalidName(content), at: location)
      return nil
    }
    return name
  }

  private mutating func validBlockName(
    _ content: String, tag: Tag, at location: SourceLocation
  ) -> String? {
    guard checkNotEmpty(content, tag: tag, at: location) else { return nil }
    guard !containsWhitespace(content) else {
      report(Message.invalidName(content), at: location)
      return nil
    }
    return content
  }

  /// A partial's or parent's name, or `*name` for a name looked up in the data.
  private mutating func validTarget(_ content: String, tag: Tag, at location: SourceLocation)
    -> Node.PartialTarget?
  {
    guard content.hasPrefix("*") else {
      return validBlockName(content, tag: tag, at: location).map(Node.PartialTarget.named)
    }
    let dynamic = trimmed(content.dropFirst())
    guard !dynamic.isEmpty else {
      report(Message.emptyName(in: tag.emptyForm(delimiters)), at: location)
      return nil
    }
    return validName(dynamic, tag: tag, at: location).map(Node.PartialTarget.dynamic)
  }

  /// A closing tag's name, with the space allowed after a dynamic name's `*` removed.
  private func closingName(_ content: String) -> String {
    content.hasPrefix("*") ? "*" + trimmed(content.dropFirst()) : content
  }

  private mutating func checkNotEmpty(_ content: String, tag: Tag, at location: SourceLocation)
    -> Bool
  {
    if content.isEmpty {
      report(Message.emptyName(in: tag.emptyForm(delimiters)), at: location)
      return false
    }
    return true
  }

  private func containsWhitespace(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { $0.contains(where: Self.isWhitespace) }
  }

  private func trimmed(_ text: Substring) -> String {
    let utf8 = text.utf8
    guard let first = utf8.firstIndex(where: { !Self.isWhitespace($0) }),
      let last = utf8.lastIndex(where: { !Self.isWhitespace($0) })
    else { return "" }
    return String(text[first...last])
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
  }

  // MARK: - Bytes

  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  func hasPrefix(_ needle: [UInt8], at offset: Int) -> Bool {
    guard offset + needle.count <= bytes.count else { return false }
    for index in needle.indices where bytes[offset + index] != needle[index] {
      return false
    }
    return true
  }

  /// The first offset at or after `start`, and before `limit`, where `needle` begins.
  func find(_ needle: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
    let end = limit ?? bytes.count
    guard let first = needle.first, end - needle.count >= start else { return nil }
    var index = start
    let last = end - needle.count
    while index <= last {
      if bytes[index] == first, hasPrefix(needle, at: index) {
        return index
      }
      index += 1
    }
    return nil
  }

  // MARK: - Diagnostics

  mutating func report(_ message: String, at offset: Int) {
    report(message, at: tracker.location(of: offset, in: bytes))
  }

  mutating func report(_ message: String, at location: SourceLocation) {
    guard diagnostics.count < Self.maxDiagnostics else { return }
    diagnostics.append(.error(message, path: path, at: location, in: source))
    if diagnostics.count == Self.maxDiagnostics {
      stopped = true
      abandoned = true
    }
  }
}
