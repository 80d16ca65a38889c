/// Writes the Cucumber-message NDJSON of many documents, one after another, into one growing
/// byte buffer: what `parse --format ast` prints, without a string or an array per document.
///
/// ```swift
/// var writer = GherkinMessageWriter()
/// writer.write(document, uri: "a.feature", firstID: 0)
/// let ndjson = writer.bytes()
/// ```
public struct GherkinMessageWriter: ~Copyable {
  private var json: JSONWriter

  /// A writer whose buffer starts with room for `capacity` bytes (it grows as needed).
  public init(capacity: Int = 64 * 1024) {
    json = JSONWriter(capacity: capacity)
  }

  /// Room for the messages of documents of `sourceBytes` bytes in all: their messages are
  /// rarely more than four times their size.
  public init(sourceBytes: Int) {
    self.init(capacity: 4 * sourceBytes + 4096)
  }

  /// Appends `document`'s message line, as ``GherkinDocument/ndjson(uri:ids:)`` writes it,
  /// with ids from `firstID` on.
  public mutating func write(_ document: GherkinDocument, uri: String?, firstID: Int) {
    json.idOffset = firstID
    json.document(document, uri: uri)
  }

  /// Appends `parsed`'s message line, the same as ``write(_:uri:firstID:)`` writes for its
  /// document, with ids from `firstID` on; nothing when it has errors.
  public mutating func write(_ parsed: ParsedGherkin, uri: String?, firstID: Int) {
    guard parsed.errors.isEmpty else { return }
    json.idOffset = firstID
    json.document(parsed, uri: uri)
  }

  /// Appends bytes that are already NDJSON (a message line made elsewhere).
  public mutating func write(bytes: some Collection<UInt8>) {
    json.bytes(bytes)
  }

  /// Calls `body` with everything written so far, without copying it.
  public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result)
    rethrows -> Result
  {
    try json.withUnsafeBytes(body)
  }

  /// Everything written so far.
  public consuming func bytes() -> [UInt8] {
    var output: [UInt8] = []
    json.append(to: &output)
    return output
  }
}
