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
    lineTable.text.location(ofByte: offset)
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
    guard let text = lineTable.text.line(line) else { return nil }
    // A very long line (a minified file) is cut so that the excerpt stays readable.
    return text.utf8.count <= 500 ? text : String(decoding: text.utf8.prefix(500), as: UTF8.self)
  }
}

/// The document's line index, built the first time an error needs a line number: valid
/// documents, the usual case, never pay for it.
private final class LineTable: Sendable {
  private let bytes: [UInt8]
  private let cache = Mutex<SourceText?>(nil)

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var text: SourceText {
    cache.withLock { cached in
      if let cached { return cached }
      let text = SourceText(bytes: bytes)
      cached = text
      return text
    }
  }
}
