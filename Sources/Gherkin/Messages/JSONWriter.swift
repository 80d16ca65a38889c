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

  /// Calls `body` with what was written.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try body(UnsafeRawBufferPointer(start: storage, count: count))
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
    // Lines, columns and ids are mostly short: one or two digits without a loop.
    if value >= 0, value < 100 {
      if value < 10 {
        storage[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
        count += 1
      } else {
        let tens = value / 10
        storage[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
        storage[count + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value &- tens &* 10)
        count += 2
      }
      return
    }
    longDigits(value)
  }

  private mutating func longDigits(_ value: Int) {
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

  /// `bytes` between quotes, escaped, in one pass: eight bytes at a time are stored as they
  /// are and kept when none of them needs an escape (controls, `"` and `\`), which is the
  /// common case; otherwise those eight are written again one by one.
  mutating func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
    let length = bytes.count
    // The longest escape is six bytes for one; eight more for the last word stored whole.
    reserve(length &* 6 &+ 10)
    var out = storage + count
    out.pointee = UInt8(ascii: "\"")
    out += 1
    if let base = bytes.baseAddress {
      var index = 0
      while index &+ 8 <= length {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if !Self.mayNeedEscape(word) {
          UnsafeMutableRawPointer(out).storeBytes(of: word, as: UInt64.self)
          out += 8
        } else {
          for offset in 0..<8 {
            out = Self.put(base[index &+ offset], at: out)
          }
        }
        index &+= 8
      }
      while index < length {
        out = Self.put(base[index], at: out)
        index &+= 1
      }
    }
    out.pointee = UInt8(ascii: "\"")
    out += 1
    count = storage.distance(to: out)
  }

  /// Writes `byte`, escaped if it must be, at `out`; returns where the next byte goes.
  @inline(__always)
  private static func put(_ byte: UInt8, at out: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
      out.pointee = byte
      return out + 1
    }
    return escape(byte, at: out)
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

  private static func escape(_ byte: UInt8, at out: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    out[0] = UInt8(ascii: "\\")
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
      out[1] = byte
    case 0x0A: out[1] = UInt8(ascii: "n")
    case 0x0D: out[1] = UInt8(ascii: "r")
    case 0x09: out[1] = UInt8(ascii: "t")
    case 0x08: out[1] = UInt8(ascii: "b")
    case 0x0C: out[1] = UInt8(ascii: "f")
    default:
      let hex: StaticString = "0123456789abcdef"
      out[1] = UInt8(ascii: "u")
      out[2] = UInt8(ascii: "0")
      out[3] = UInt8(ascii: "0")
      out[4] = hex.utf8Start[Int(byte >> 4)]
      out[5] = hex.utf8Start[Int(byte & 0x0F)]
      return out + 6
    }
    return out + 2
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
