import Diagnostics
import Synchronization

/// A parsed JSON file: its root value, its text, and the means to turn a value's byte offset
/// into a line and column for an error.
public struct JSONDocument: Sendable {
  /// The file path or name errors are reported under.
  public var path: String
  public var root: JSONNode
  public var bytes: [UInt8]
  /// Where lines start, found the first time an error needs a line number: valid documents,
  /// the usual case, never pay for it.
  private let lineTable: LineTable

  /// Parses `bytes` as one JSON document.
  ///
  /// - Throws: a ``DiagnosticsError`` with one located diagnostic for the first syntax error,
  ///   invalid UTF-8, a byte order mark, a duplicate key or nesting past
  ///   ``JSONParser/maximumDepth``.
  public init(parsing bytes: [UInt8], path: String) throws(DiagnosticsError) {
    self.path = path
    self.bytes = bytes
    self.lineTable = LineTable(bytes)
    self.root = JSONNode(.null)
    var parser = JSONParser(bytes: bytes)
    do {
      self.root = try parser.parseDocument()
    } catch {
      throw DiagnosticsError([self.diagnostic(error.message, atOffset: error.offset)])
    }
  }

  /// Parses a string; see ``init(parsing:path:)``.
  public init(parsing text: String, path: String) throws(DiagnosticsError) {
    try self.init(parsing: Array(text.utf8), path: path)
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  public func location(ofOffset offset: Int) -> SourceLocation {
    let lineStarts = lineTable.starts
    let clamped = min(max(0, offset), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    var column = 1
    for index in lineStarts[low]..<clamped where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    return SourceLocation(line: low + 1, column: column)
  }

  /// An error at a byte offset, with its source line for the excerpt.
  public func diagnostic(
    _ message: String, atOffset offset: Int, severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    let location = location(ofOffset: offset)
    return Diagnostic(
      severity, path: path, location: location, message: message,
      sourceLine: sourceLine(location.line))
  }

  /// The text of a 1-based line without its line break; invalid UTF-8 is repaired for display.
  public func sourceLine(_ line: Int) -> String? {
    let lineStarts = lineTable.starts
    guard line >= 1, line <= lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")
    {
      end -= 1
    }
    // A very long line (a minified file) is cut so that the excerpt stays readable.
    let slice = bytes[start..<min(end, start + 500)]
    return String(decoding: slice, as: UTF8.self)
  }

}

/// The byte offsets at which a document's lines start, computed once, on first use.
private final class LineTable: Sendable {
  private let bytes: [UInt8]
  private let cache = Mutex<[Int]?>(nil)

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var starts: [Int] {
    cache.withLock { cached in
      if let cached { return cached }
      var starts = [0]
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          starts.append(index + 1)
        } else if byte == UInt8(ascii: "\r") {
          if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
          starts.append(index + 1)
        }
        index += 1
      }
      cached = starts
      return starts
    }
  }
}
