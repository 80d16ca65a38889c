/// A small JSON writer for Cucumber messages: compact, keys written in the order the caller
/// gives them (alphabetical for messages, as the official NDJSON has them), strings escaped as
/// `JSON.stringify` does (quotes, backslashes and control characters; everything else raw).
///
/// It writes bytes into one buffer of its own that grows by doubling and is kept by
/// ``removeAll()``, so that a writer reused for many documents allocates nothing per value:
/// `parse --format ast` spends most of its time here.
struct JSONWriter: ~Copyable {
  private var storage: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Whether the next value or key in the current object or array needs a comma first.
  private var needsComma = false
  /// Added to every AST id written, so that ids stay unique across the documents of a stream.
  var idOffset = 0
  /// The highest id written so far, before the offset; -1 while none.
  private(set) var highestID = -1

  mutating func recordID(_ id: Int) -> Int {
    highestID = max(highestID, id)
    return id + idOffset
  }

  init(capacity: Int = 1024) {
    self.capacity = max(16, capacity)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// What was written, as text.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Appends what was written to `output`.
  func append(to output: inout [UInt8]) {
    output.append(contentsOf: UnsafeBufferPointer(start: storage, count: count))
  }

  /// Forgets what was written, keeping the buffer.
  mutating func removeAll() {
    count = 0
    needsComma = false
  }

  mutating func beginObject() {
    separate()
    byte(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func endObject() {
    byte(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func beginArray() {
    separate()
    byte(UInt8(ascii: "["))
    needsComma = false
  }

  mutating func endArray() {
    byte(UInt8(ascii: "]"))
    needsComma = true
  }

  /// A newline, to end an NDJSON line.
  mutating func newline() {
    byte(0x0A)
    needsComma = false
  }

  /// Writes `"name":`; the value follows.
  @inline(__always)
  mutating func key(_ name: StaticString) {
    let length = name.utf8CodeUnitCount
    reserve(length + 4)
    if needsComma {
      storage[count] = UInt8(ascii: ",")
      count += 1
    }
    storage[count] = UInt8(ascii: "\"")
    (storage + count + 1).update(from: name.utf8Start, count: length)
    count += length + 1
    storage[count] = UInt8(ascii: "\"")
    storage[count + 1] = UInt8(ascii: ":")
    count += 2
    needsComma = false
  }

  /// Writes bytes that are already JSON.
  mutating func bytes(_ bytes: some Collection<UInt8>) {
    reserve(bytes.count)
    let written = UnsafeMutableBufferPointer(start: storage + count, count: bytes.count)
      .initialize(fromContentsOf: bytes)
    count += written
  }

  /// Writes bytes that are already JSON (a constant run of keys and punctuation).
  @inline(__always)
  mutating func raw(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    reserve(length)
    (storage + count).update(from: text.utf8Start, count: length)
    count += length
  }

  mutating func string(_ value: String) {
    separate()
    quoted(value)
    needsComma = true
  }

  /// `value` between quotes, escaped, with no comma before it (after ``raw(_:)``).
  mutating func quoted(_ value: String) {
    if value.utf8.withContiguousStorageIfAvailable({ quoted($0) }) == nil {
      var value = value
      value.withUTF8 { quoted($0) }
    }
  }

  mutating func number(_ value: Int) {
    separate()
    digits(value)
    needsComma = true
  }

  /// `"key":"value"`.
  mutating func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// `"key":number`.
  mutating func field(_ name: StaticString, _ value: Int) {
    key(name)
    number(value)
  }

  /// `"key":"number"`: a number written as a string, as message ids are.
  mutating func quotedNumber(_ name: StaticString, _ value: Int) {
    key(name)
    reserve(22)
    storage[count] = UInt8(ascii: "\"")
    count += 1
    digits(value)
    storage[count] = UInt8(ascii: "\"")
    count += 1
    needsComma = true
  }

  // MARK: - Bytes

  /// The decimal digits of `value`, with no comma before them (after ``raw(_:)``).
  @inline(__always)
  mutating func digits(_ value: Int) {
    reserve(21)
    var magnitude = value.magnitude
    if value < 0 {
      storage[count] = UInt8(ascii: "-")
      count += 1
    }
    var length = 1
    var rest = magnitude / 10
    while rest > 0 {
      length += 1
      rest /= 10
    }
    var index = count + length - 1
    repeat {
      storage[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
      index -= 1
    } while magnitude > 0
    count += length
  }

  /// `bytes` between quotes, escaped: runs that need no escape are copied whole, and eight
  /// bytes are tested at a time for the three kinds that do (controls, `"` and `\`).
  mutating func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
    // The longest escape is six bytes for one.
    reserve(bytes.count + 2)
    storage[count] = UInt8(ascii: "\"")
    count += 1
    guard let base = bytes.baseAddress else {
      byte(UInt8(ascii: "\""))
      return
    }
    let end = bytes.count
    var index = 0
    var run = 0
    while index < end {
      if end - index >= 8 {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if !Self.mayNeedEscape(word) {
          index += 8
          continue
        }
      }
      let byte = base[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      copy(base + run, index - run)
      escape(byte)
      index += 1
      run = index
    }
    copy(base + run, end - run)
    self.byte(UInt8(ascii: "\""))
  }

  /// Whether some byte of `word` is below 0x20, a quote or a backslash (it may say yes for a
  /// word that needs nothing: the byte loop decides).
  @inline(__always)
  private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let zeroQuote = (quote &- ones) & ~quote
    let zeroBackslash = (backslash &- ones) & ~backslash
    return (below | zeroQuote | zeroBackslash) & highs != 0
  }

  private mutating func escape(_ byte: UInt8) {
    reserve(6)
    switch byte {
    case UInt8(ascii: "\""): raw("\\\"")
    case UInt8(ascii: "\\"): raw("\\\\")
    case 0x0A: raw("\\n")
    case 0x0D: raw("\\r")
    case 0x09: raw("\\t")
    case 0x08: raw("\\b")
    case 0x0C: raw("\\f")
    default:
      raw("\\u00")
      let hex: StaticString = "0123456789abcdef"
      storage[count] = hex.utf8Start[Int(byte >> 4)]
      storage[count + 1] = hex.utf8Start[Int(byte & 0x0F)]
      count += 2
    }
  }

  @inline(__always)
  private mutating func copy(_ start: UnsafePointer<UInt8>, _ length: Int) {
    reserve(length)
    if length <= 16 {
      // Most values are short: a loop costs less than a call to memcpy.
      for offset in 0..<length {
        storage[count + offset] = start[offset]
      }
    } else {
      (storage + count).update(from: start, count: length)
    }
    count += length
  }

  @inline(__always)
  private mutating func byte(_ value: UInt8) {
    reserve(1)
    storage[count] = value
    count += 1
  }

  @inline(__always)
  private mutating func separate() {
    if needsComma {
      byte(UInt8(ascii: ","))
    }
  }

  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if capacity - count < extra {
      grow(extra)
    }
  }

  @inline(never)
  private mutating func grow(_ extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }
}
