/// The pair of strings that open and close a tag: `{{` and `}}` until a set-delimiter tag
/// such as `{{=<% %>=}}` changes them for the rest of the template.
struct Delimiters: Sendable, Equatable {
  var open: [UInt8]
  var close: [UInt8]

  static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))

  var openText: String { String(decoding: open, as: UTF8.self) }
  var closeText: String { String(decoding: close, as: UTF8.self) }
}
