/// A text as an input held it, indexed by line: turns a byte offset into a line and column and
/// gives the text of a line, for every diagnostic the tool reports.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Columns count Unicode scalars (see
/// ``SourceLocation``) of the line decoded with replacement characters, so that a caret lands
/// under an invalid byte as it is shown. Building the index reads the text once; it is meant
/// for error paths, not for hot loops.
public struct SourceText: Sendable {
  public let bytes: [UInt8]
  /// The offset where each line starts; the first is 0.
  private let lineStarts: [Int]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
  }

  public init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// The 1-based line and column of a byte offset (clamped to the text).
  public func location(ofByte offset: Int) -> SourceLocation {
    let clamped = min(max(0, offset), bytes.count)
    let line = lineIndex(of: clamped)
    let prefix = bytes[lineStarts[line]..<clamped]
    let column = 1 + String(decoding: prefix, as: UTF8.self).unicodeScalars.count
    return SourceLocation(line: line + 1, column: column)
  }

  /// The text of 1-based line `number` without its line break (after a final line break
  /// there is one more, empty line), or nil when there is no such line.
  public func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// An error at a byte offset, with its line for the excerpt.
  public func diagnostic(
    _ message: String, path: String, atByte offset: Int,
    severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    let location = location(ofByte: offset)
    return Diagnostic(
      severity, path: path, location: location, message: message,
      sourceLine: line(location.line))
  }

  /// The 0-based index of the line holding `offset`.
  private func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
