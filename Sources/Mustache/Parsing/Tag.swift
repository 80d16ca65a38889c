/// One tag as the scanner found it: its kind, where it starts and ends in the template's
/// UTF-8 bytes, and the byte range of its content with surrounding whitespace trimmed.
struct Tag {
  enum Kind: Equatable {
    /// `{{name}}`
    case variable
    /// `{{{name}}}` or `{{&name}}`
    case unescaped
    /// `{{#name}}`
    case section
    /// `{{^name}}`
    case invertedSection
    /// `{{/name}}`
    case closing
    /// `{{! text }}`
    case comment
    /// `{{=<% %>=}}`
    case setDelimiters(Delimiters)
    /// `{{>name}}`
    case partial
    /// `{{<name}}`
    case parent
    /// `{{$name}}`
    case block
  }

  var kind: Kind
  var start: Int
  var end: Int
  var content: Range<Int>
  /// The byte after the opening delimiter that sets the kind; nil for a plain variable.
  var sigil: UInt8?

  /// The tag as typed without its content, such as `{{#}}`, for messages.
  func emptyForm(_ delimiters: Delimiters) -> String {
    let sigilText = sigil.map { String(UnicodeScalar($0)) } ?? ""
    let tripleBrace = sigil == UInt8(ascii: "{") ? "}" : ""
    return delimiters.openText + sigilText + tripleBrace + delimiters.closeText
  }

  /// Interpolations never stand alone: a line holding only `{{name}}` keeps its whitespace
  /// and line break.
  var canStandAlone: Bool {
    kind != .variable && kind != .unescaped
  }

  /// Whether the content is a name (every tag but comments and set-delimiter tags).
  var hasName: Bool {
    switch kind {
    case .comment, .setDelimiters: false
    default: true
    }
  }
}
