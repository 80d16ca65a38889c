/// A document parsed from UTF-8 bytes and kept as the parser built it (see
/// ``GherkinParser/parseBytes(_:)``): its errors, how many message ids it uses, its messages
/// through a ``GherkinMessageWriter``, and the ``GherkinDocument`` on request.
public struct ParsedGherkin: Sendable {
  /// The bytes parsed, a byte order mark included.
  let bytes: [UInt8]
  /// Where the text starts in ``bytes``: after a byte order mark.
  let textStart: Int
  let tree: ParseTree
  /// Every error, in the order found, each once; at most eleven. The document exists only
  /// when there are none.
  public let errors: [GherkinParseError]

  init(bytes: [UInt8], textStart: Int, tree: ParseTree, errors: [GherkinParseError]) {
    self.bytes = bytes
    self.textStart = textStart
    self.tree = tree
    self.errors = errors
  }

  /// How many ids the document's message uses (ids `0..<idCount`); 0 when there are errors.
  /// The next document of a stream starts counting there.
  public var idCount: Int { errors.isEmpty ? tree.idCount : 0 }

  /// The document, or nil when there are errors.
  public var document: GherkinDocument? {
    guard errors.isEmpty else { return nil }
    return withSource { tree.document(source: $0) }
  }

  /// Calls `body` with the text's bytes.
  func withSource<Result>(_ body: (SourceBuffer) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { buffer in
      body(SourceBuffer(bytes: UnsafeBufferPointer(rebasing: buffer[textStart...])))
    }
  }
}
