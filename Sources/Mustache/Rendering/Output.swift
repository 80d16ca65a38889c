/// The text being rendered: bytes are gathered in a small buffer and joined to the string in
/// batches.
///
/// Appending to a byte array is a capacity check and a copy. Appending to a `String` also
/// updates its encoding flags and index caches on every call, which made the many small
/// appends of rendering its main cost. The batch stays in the processor's cache, and the
/// string grows (or fills the capacity its owner reserved) a batch at a time.
struct Output {
  /// What has been joined so far.
  var text = ""
  private var pending: [UInt8] = []

  /// Bytes gathered before they are joined to `text`.
  private static let batchSize = 32 * 1024

  init() {
    pending.reserveCapacity(Self.batchSize + 1024)
  }

  /// Joins the gathered bytes to `text`.
  mutating func flush() {
    guard !pending.isEmpty else { return }
    text.append(String(decoding: pending, as: UTF8.self))
    pending.removeAll(keepingCapacity: true)
  }

  private mutating func flushIfFull() {
    if pending.count >= Self.batchSize {
      flush()
    }
  }

  mutating func append(_ bytes: [UInt8]) {
    pending.append(contentsOf: bytes)
    flushIfFull()
  }

  mutating func append(_ bytes: ArraySlice<UInt8>) {
    pending.append(contentsOf: bytes)
    flushIfFull()
  }

  mutating func append(_ string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      pending.append(contentsOf: utf8)
    }
    if copied == nil {
      pending.append(contentsOf: string.utf8)
    }
    flushIfFull()
  }

  /// Appends `string` with `&`, `"`, `<` and `>` escaped as the Mustache spec requires; text
  /// without them, the common case, is copied in one piece.
  mutating func appendEscapingHTML(_ string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      appendEscapingHTML(utf8)
    }
    if copied == nil {
      Array(string.utf8).withUnsafeBufferPointer { appendEscapingHTML($0) }
    }
    flushIfFull()
  }

  private mutating func appendEscapingHTML(_ utf8: UnsafeBufferPointer<UInt8>) {
    var copied = 0
    for index in 0..<utf8.count {
      let byte = utf8[index]
      // `>` is the highest of the four; most bytes fail this first test.
      guard byte <= UInt8(ascii: ">") else { continue }
      let entity: StaticString
      switch byte {
      case UInt8(ascii: "&"): entity = "&amp;"
      case UInt8(ascii: "\""): entity = "&quot;"
      case UInt8(ascii: "<"): entity = "&lt;"
      case UInt8(ascii: ">"): entity = "&gt;"
      default: continue
      }
      pending.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
      pending.append(
        contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      copied = index + 1
    }
    pending.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
  }
}
