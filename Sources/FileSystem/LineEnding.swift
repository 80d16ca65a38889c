#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The line break a text file's lines end with.
///
/// The tool writes `\n`. A file that came with `\r\n` (a Windows checkout, git's
/// `core.autocrlf`) or `\r` is read with every line break as `\n`, so that lines, ticks and
/// hand-written content are found whatever the checkout did, and it is written back with the
/// line break it had: the line endings belong to the checkout, not to the content.
public enum LineEnding: String, Sendable, CaseIterable {
  case lineFeed = "\n"
  case carriageReturnLineFeed = "\r\n"
  case carriageReturn = "\r"

  /// The line break that ends most lines of `bytes` (the first one found on a tie), or
  /// `\n` for a text with no line break.
  public static func mostCommon(in bytes: some Collection<UInt8>) -> LineEnding {
    var counts: [LineEnding: Int] = [:]
    var first: LineEnding?
    var previous: UInt8 = 0
    for byte in bytes {
      var found: LineEnding?
      if byte == 0x0A {
        found = previous == 0x0D ? .carriageReturnLineFeed : .lineFeed
      } else if previous == 0x0D {
        found = .carriageReturn
      }
      if let found {
        counts[found, default: 0] += 1
        if first == nil { first = found }
      }
      previous = byte
    }
    if previous == 0x0D {
      counts[.carriageReturn, default: 0] += 1
      if first == nil { first = .carriageReturn }
    }
    guard let first else { return .lineFeed }
    let most = counts.values.max() ?? 0
    return counts[first] == most ? first : allCases.first { counts[$0] == most } ?? first
  }

  /// `text` with every line break (`\r\n`, a lone `\r`, `\n`) as `\n`.
  public static func lineFeeds(_ text: String) -> String {
    guard hasCarriageReturn(text) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x0A, previous == 0x0D {
        // Already written as the `\n` of the `\r`.
      } else if byte == 0x0D {
        bytes.append(0x0A)
      } else {
        bytes.append(byte)
      }
      previous = byte
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text`, whose line breaks are `\n`, with this line break instead.
  public func applied(to text: String) -> String {
    guard self != .lineFeed else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + text.utf8.count / 16)
    for byte in text.utf8 {
      if byte == 0x0A {
        bytes.append(contentsOf: rawValue.utf8)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text` holds a `\r` (memchr: this runs over every committed file a check reads).
  static func hasCarriageReturn(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, 0x0D, buffer.count) != nil
    }
  }
}
