/// A dotted name from a tag, split once at parse time so rendering never splits strings.
///
/// `.` is the implicit iterator (the top of the context stack); `a.b.c` looks `a` up through
/// the stack, then `b` and `c` in the values found, and nowhere else.
struct Name: Sendable, Hashable {
  /// One part of a dotted name, with its ``NameHash`` computed once at parse time.
  struct Part: Sendable, Hashable {
    let text: String
    let hash: UInt64

    init(_ text: String) {
      self.text = text
      hash = NameHash.of(text)
    }
  }

  /// The name as written in the tag, for messages.
  let text: String
  /// The first part; empty for the implicit iterator.
  let first: Part
  /// The parts after the first.
  let rest: [Part]

  var isImplicitIterator: Bool { first.text.isEmpty }

  /// `.`, the top of the context stack.
  static let implicitIterator = Name(text: ".", first: Part(""), rest: [])

  private init(text: String, first: Part, rest: [Part]) {
    self.text = text
    self.first = first
    self.rest = rest
  }

  /// Splits the UTF-8 bytes of a name, or returns nil when they are not a valid name: empty,
  /// holding whitespace, or with an empty part (as in `a..b`).
  init?(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard !utf8.isEmpty else { return nil }
    if utf8.count == 1, utf8[0] == UInt8(ascii: ".") {
      self = .implicitIterator
      return
    }
    var parts: [Part] = []
    var partStart = 0
    for index in 0...utf8.count {
      guard index == utf8.count || utf8[index] == UInt8(ascii: ".") else {
        if TemplateParser.isWhitespace(utf8[index]) { return nil }
        continue
      }
      guard index > partStart else { return nil }
      parts.append(
        Part(
          String(decoding: UnsafeBufferPointer(rebasing: utf8[partStart..<index]), as: UTF8.self)))
      partStart = index + 1
    }
    if parts.count == 1 {
      self.init(text: parts[0].text, first: parts[0], rest: [])
    } else {
      self.init(
        text: String(decoding: utf8, as: UTF8.self), first: parts[0], rest: Array(parts.dropFirst())
      )
    }
  }

  /// Splits a name given as a string; see the byte initializer.
  init?(_ text: String) {
    var text = text
    let name = text.withUTF8 { Name($0) }
    guard let name else { return nil }
    self = name
  }
}
