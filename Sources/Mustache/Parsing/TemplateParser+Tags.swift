extension TemplateParser {
  enum TagScan {
    case tag(Tag)
    /// A tag that cannot be read; parsing resumes at `resume`, or stops when it is nil.
    case malformed(String, resume: Int?)
  }

  /// Reads the tag whose opening delimiter starts at `start`, without changing any state, so
  /// that it can also look ahead.
  func scanTag(at start: Int) -> TagScan {
    let open = delimiters.open
    let close = delimiters.close
    let sigilOffset = start + open.count
    guard sigilOffset < bytes.count else {
      return .malformed(Message.unclosedTag(expecting: delimiters.closeText), resume: nil)
    }
    let sigil = bytes[sigilOffset]
    let kind: Tag.Kind
    var closer = close
    switch sigil {
    case UInt8(ascii: "="):
      return scanSetDelimiters(at: start)
    case UInt8(ascii: "!"): kind = .comment
    case UInt8(ascii: "{"):
      kind = .unescaped
      closer = [UInt8(ascii: "}")] + close
    case UInt8(ascii: "&"): kind = .unescaped
    case UInt8(ascii: "#"): kind = .section
    case UInt8(ascii: "^"): kind = .invertedSection
    case UInt8(ascii: "/"): kind = .closing
    case UInt8(ascii: ">"): kind = .partial
    case UInt8(ascii: "<"): kind = .parent
    case UInt8(ascii: "$"): kind = .block
    default: kind = .variable
    }
    let contentStart = kind == .variable ? sigilOffset : sigilOffset + 1
    let end = find(closer, from: contentStart)
    // A comment may hold anything but its closing delimiter. In any other tag an opening
    // delimiter before the closing one means this tag was never closed: resume there.
    let reopened =
      kind == .comment ? nil : find(open, from: contentStart, before: end ?? bytes.count)
    guard let end, reopened == nil else {
      let closerText = String(decoding: closer, as: UTF8.self)
      return .malformed(Message.unclosedTag(expecting: closerText), resume: reopened)
    }
    return .tag(
      Tag(
        kind: kind, start: start, end: end + closer.count,
        content: trimmedRange(contentStart..<end), sigil: kind == .variable ? nil : sigil))
  }

  /// `{{=<% %>=}}`: the new delimiters are two runs of non-whitespace between the equals
  /// signs.
  private func scanSetDelimiters(at start: Int) -> TagScan {
    let close = delimiters.close
    let contentStart = start + delimiters.open.count + 1
    let firstClose = find(close, from: contentStart)
    if let end = find([UInt8(ascii: "=")] + close, from: contentStart),
      let new = delimiterPair(in: contentStart..<end)
    {
      return .tag(
        Tag(
          kind: .setDelimiters(new), start: start, end: end + 1 + close.count,
          content: contentStart..<end, sigil: UInt8(ascii: "="))
      )
    }
    guard let firstClose else {
      return .malformed(
        Message.unclosedTag(expecting: "=" + delimiters.closeText), resume: nil)
    }
    let resume = firstClose + close.count
    if firstClose > contentStart, bytes[firstClose - 1] == UInt8(ascii: "=") {
      return .malformed(Message.delimiterCount, resume: resume)
    }
    return .malformed(
      Message.missingDelimiterEquals(before: delimiters.closeText), resume: resume)
  }

  private func delimiterPair(in range: Range<Int>) -> Delimiters? {
    var parts: [[UInt8]] = []
    var index = range.lowerBound
    while index < range.upperBound {
      if Self.isWhitespace(bytes[index]) {
        index += 1
        continue
      }
      let partStart = index
      while index < range.upperBound, !Self.isWhitespace(bytes[index]) {
        index += 1
      }
      parts.append(Array(bytes[partStart..<index]))
    }
    guard parts.count == 2 else { return nil }
    return Delimiters(open: parts[0], close: parts[1])
  }

  private func trimmedRange(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, Self.isWhitespace(bytes[lower]) {
      lower += 1
    }
    while upper > lower, Self.isWhitespace(bytes[upper - 1]) {
      upper -= 1
    }
    return lower..<upper
  }
}
