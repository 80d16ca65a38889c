/// A dotted name from a tag, split once at parse time so rendering never splits strings.
///
/// `.` is the implicit iterator (the top of the context stack); `a.b.c` looks `a` up through
/// the stack, then `b` and `c` in the values found, and nowhere else.
struct Name: Sendable, Hashable {
  /// The name as written in the tag, for messages.
  let text: String
  /// The first part; empty for the implicit iterator.
  let first: String
  /// The parts after the first.
  let rest: [String]

  var isImplicitIterator: Bool { first.isEmpty }

  /// `.`, the top of the context stack.
  static let implicitIterator = Name(text: ".", first: "", rest: [])

  private init(text: String, first: String, rest: [String]) {
    self.text = text
    self.first = first
    self.rest = rest
  }

  /// Splits `text`, or returns nil when it is not a valid name (an empty part, as in `a..b`).
  init?(_ text: String) {
    if text == "." {
      self = .implicitIterator
      return
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard let head = parts.first, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
    self.text = text
    first = String(head)
    rest = parts.dropFirst().map(String.init)
  }
}
