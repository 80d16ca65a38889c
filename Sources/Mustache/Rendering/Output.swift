import Synchronization

/// Chunks of finished renders, by address, kept for the next render on any thread: a render
/// of a few megabytes otherwise takes fresh pages from the system for its chunks every time
/// (the allocator hands the memory back when the render frees it), and faulting them in cost
/// about a tenth of the render.
private let spareChunks = Mutex<[UInt]>([])
/// At most this many chunks are kept (8 MiB).
private let maxSpareChunks = 256

/// The text being rendered: bytes are gathered in fixed-size chunks and turned into one
/// string, of its final size, when rendering finishes.
///
/// Copying into a chunk is a bounds check and a `memcpy`. Appending to a `String` also
/// updates its encoding flags and index caches on every call, which made the many small
/// appends of rendering its main cost; building the string once from the chunks copies each
/// byte once more and lets it grow once instead of doubling its way there.
///
/// Every piece appended is whole UTF-8 (template text cut at tags and line starts, values,
/// entities), so the chunks joined are valid UTF-8.
struct Output: ~Copyable {
  /// The string the chunks are appended to when rendering finishes.
  var text = ""
  /// Full chunks, in order.
  private var chunks: [UnsafeMutableBufferPointer<UInt8>] = []
  private var chunkBytes = 0
  /// The chunk being filled, and how many of its bytes are used.
  private var buffer: UnsafeMutablePointer<UInt8>
  private var count = 0

  private static let capacity = 32 * 1024

  init() {
    buffer = Self.takeChunk()
  }

  deinit {
    Self.giveBack(buffer, used: count)
    Self.giveBack(chunks)
  }

  private static func takeChunk() -> UnsafeMutablePointer<UInt8> {
    spareChunks.withLock { $0.popLast() }.flatMap { UnsafeMutablePointer(bitPattern: $0) }
      ?? .allocate(capacity: capacity)
  }

  /// A chunk that holds `used` bytes: one of the usual size unless it holds more (a single
  /// append larger than a chunk gets a chunk of its own size, which is not kept).
  private static func giveBack(_ chunk: UnsafeMutablePointer<UInt8>, used: Int) {
    let kept =
      used <= Self.capacity
      && spareChunks.withLock { spare in
        guard spare.count < maxSpareChunks else { return false }
        spare.append(UInt(bitPattern: chunk))
        return true
      }
    if !kept { chunk.deallocate() }
  }

  private static func giveBack(_ chunks: [UnsafeMutableBufferPointer<UInt8>]) {
    for chunk in chunks {
      if let start = chunk.baseAddress { giveBack(start, used: chunk.count) }
    }
  }

  /// How many bytes have been appended since rendering started (`text` is the caller's).
  var appendedBytes: Int { chunkBytes + count }

  /// Appends everything gathered to `text`.
  mutating func finish() {
    let total = chunkBytes + count
    guard total > 0 else { return }
    let chunks = self.chunks
    let last = UnsafeBufferPointer(start: buffer, count: count)
    text.append(
      String(unsafeUninitializedCapacity: total) { target in
        var written = 0
        for chunk in chunks {
          _ = UnsafeMutableBufferPointer(rebasing: target[written...]).initialize(
            fromContentsOf: chunk)
          written += chunk.count
        }
        _ = UnsafeMutableBufferPointer(rebasing: target[written...]).initialize(
          fromContentsOf: last)
        return total
      })
    Self.giveBack(chunks)
    self.chunks = []
    chunkBytes = 0
    count = 0
  }

  /// Keeps the chunk being filled and starts another of at least `size` bytes.
  private mutating func startChunk(size: Int) {
    chunks.append(UnsafeMutableBufferPointer(start: buffer, count: count))
    chunkBytes += count
    buffer = size > Self.capacity ? .allocate(capacity: size) : Self.takeChunk()
    count = 0
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > Self.capacity {
      startChunk(size: bytes.count)
    }
    (buffer + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append($0) }
    if copied == nil {
      append(Array(string.utf8))
    }
  }

  /// Appends a number as ``Value/text(of:)`` prints it, writing the digits of an integral
  /// number straight into the buffer.
  mutating func append(number: Double) {
    guard let integer = Value.exactInteger(number) else {
      append(Value.text(of: number))
      return
    }
    // 20 digits and a sign hold every Int64.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
      var magnitude = integer.magnitude
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if integer < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      append(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends `string` with `&`, `"`, `<` and `>` escaped as the Mustache spec requires; text
  /// without them, the common case, is copied in one piece.
  mutating func appendEscapingHTML(_ string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { appendEscapingHTML($0) }
    if copied == nil {
      Array(string.utf8).withUnsafeBufferPointer { appendEscapingHTML($0) }
    }
  }

  private mutating func appendEscapingHTML(_ utf8: UnsafeBufferPointer<UInt8>) {
    var copied = 0
    var index = Self.firstEscapable(in: utf8, from: 0)
    while index < utf8.count {
      let entity: StaticString
      switch utf8[index] {
      case UInt8(ascii: "&"): entity = "&amp;"
      case UInt8(ascii: "\""): entity = "&quot;"
      case UInt8(ascii: "<"): entity = "&lt;"
      default: entity = "&gt;"
      }
      append(UnsafeBufferPointer(rebasing: utf8[copied..<index]))
      append(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      copied = index + 1
      index = Self.firstEscapable(in: utf8, from: copied)
    }
    append(UnsafeBufferPointer(rebasing: utf8[copied...]))
  }

  /// The offset of the first `&`, `"`, `<` or `>` at or after `start`, or the count when
  /// there is none.
  ///
  /// Tests eight bytes at a time: `<` (3C) and `>` (3E) differ only in bit 1, `"` (22) and
  /// `&` (26) only in bit 2, so setting that bit leaves one value to find per pair, and a
  /// byte equal to it becomes a zero byte, found with the usual borrow trick. The lowest
  /// match it reports is exact, which is the only one used.
  static func firstEscapable(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = UnsafeRawPointer(utf8.baseAddress) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= utf8.count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let angle = (word | 0x0202_0202_0202_0202) ^ 0x3E3E_3E3E_3E3E_3E3E
        let quote = (word | 0x0404_0404_0404_0404) ^ 0x2626_2626_2626_2626
        let found = (((angle &- ones) & ~angle) | ((quote &- ones) & ~quote)) & highs
        if found != 0 {
          return index + found.trailingZeroBitCount / 8
        }
        index += 8
      }
    }
    while index < utf8.count {
      let byte = utf8[index]
      if byte | 2 == UInt8(ascii: ">") || byte | 4 == UInt8(ascii: "&") {
        return index
      }
      index += 1
    }
    return utf8.count
  }
}
