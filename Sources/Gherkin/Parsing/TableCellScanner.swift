import Diagnostics

/// Splits a table row into cells.
///
/// Text before the first `|` and after the last one is ignored. Inside a cell, `\|` is a pipe,
/// `\\` a backslash and `\n` a newline; any other backslash is kept as written. Values are
/// trimmed of whitespace (but not of newlines from `\n`), and a cell's column is that of its
/// first non-blank character. A row whose last `|` is escaped or missing has one cell fewer,
/// which the AST builder reports as an inconsistent cell count.
struct TableCellScanner {
  let source: SourceBuffer
  /// Reused buffer for un-escaping.
  private var scratch: [UInt8] = []
  /// The cell count of the previous row, the likely count of the next.
  private var expectedCount = 4

  init(source: SourceBuffer) {
    self.source = source
  }

  mutating func cells(of line: Line) -> [TableCell] {
    if source.isASCII(from: line.textStart, to: line.end) {
      return asciiCells(of: line)
    }
    let source = self.source
    var cells: [TableCell] = []
    cells.reserveCapacity(expectedCount)
    let end = line.end
    var index = line.textStart + 1  // after the first `|`
    var column = line.indent + 2  // of the scalar at `index`
    var valueStart = -1  // the current cell's first non-blank byte
    var valueColumn = 0
    var valueEnd = 0  // after its last non-blank scalar
    var hasEscape = false
    while index < end {
      let byte = source[index]
      // The common cases first: a visible ASCII character, then a space.
      if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "|"), byte != UInt8(ascii: "\\") {
        if valueStart < 0 {
          valueStart = index
          valueColumn = column
        }
        index += 1
        column += 1
        valueEnd = index
        continue
      }
      if byte == 0x20 {
        index += 1
        column += 1
        continue
      }
      if byte == UInt8(ascii: "|") {
        let value: String
        if valueStart < 0 {
          value = ""
          valueColumn = column
        } else if hasEscape {
          value = unescapedValue(valueStart, index)
        } else {
          value = source.string(from: valueStart, to: valueEnd)
        }
        cells.append(
          TableCell(location: SourceLocation(line: line.number, column: valueColumn), value: value))
        valueStart = -1
        hasEscape = false
        index += 1
        column += 1
        continue
      }
      let whitespace = source.whitespaceLength(at: index, end: end)
      if whitespace > 0 {
        index += whitespace
        column += 1
        continue
      }
      if valueStart < 0 {
        valueStart = index
        valueColumn = column
      }
      if byte == UInt8(ascii: "\\"), index + 1 < end {
        // The escaped scalar is never a cell boundary.
        hasEscape = true
        index += 1
        column += 1
      }
      let lead = source[index]
      index += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      column += 1
      valueEnd = min(index, end)
    }
    expectedCount = cells.count
    return cells
  }

  /// ``cells(of:)`` for an all-ASCII row, where a column is a byte offset and whitespace is
  /// a tab, a space or another ASCII blank.
  private mutating func asciiCells(of line: Line) -> [TableCell] {
    let source = self.source
    var cells: [TableCell] = []
    cells.reserveCapacity(expectedCount)
    let end = line.end
    // Column of the byte at offset `index`.
    let columnBase = line.indent + 1 - line.textStart
    var index = line.textStart + 1  // after the first `|`
    while index < end {
      // Find the closing `|`, skipping escaped bytes.
      let start = index
      var hasEscape = false
      while index < end {
        let byte = source[index]
        if byte == UInt8(ascii: "|") { break }
        if byte == UInt8(ascii: "\\") {
          hasEscape = true
          index += 1
        }
        index += 1
      }
      guard index < end else { break }  // text after the last `|` is not a cell
      var valueStart = start
      while valueStart < index, Self.isASCIIBlank(source[valueStart]) {
        valueStart += 1
      }
      let value: String
      if hasEscape {
        value = unescapedValue(valueStart, index)
      } else {
        var valueEnd = index
        while valueEnd > valueStart, Self.isASCIIBlank(source[valueEnd - 1]) {
          valueEnd -= 1
        }
        value = source.string(from: valueStart, to: valueEnd)
      }
      cells.append(
        TableCell(
          location: SourceLocation(line: line.number, column: columnBase + valueStart),
          value: value))
      index += 1
    }
    expectedCount = cells.count
    return cells
  }

  @inline(__always)
  private static func isASCIIBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// The value of a cell with backslashes: un-escaped, then trimmed at the end (keeping
  /// newlines from `\n`).
  private mutating func unescapedValue(_ start: Int, _ end: Int) -> String {
    scratch.removeAll(keepingCapacity: true)
    var index = start
    while index < end {
      let byte = source[index]
      if byte == UInt8(ascii: "\\"), index + 1 < end {
        let next = source[index + 1]
        switch next {
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "|"), UInt8(ascii: "\\"): scratch.append(next)
        default:
          scratch.append(byte)
          scratch.append(next)
        }
        index += 2
      } else {
        scratch.append(byte)
        index += 1
      }
    }
    return scratch.withUnsafeBufferPointer { buffer -> String in
      let unescaped = SourceBuffer(bytes: buffer)
      var valueEnd = buffer.count
      while valueEnd > 0, buffer[valueEnd - 1] != 0x0A {
        let length = unescaped.whitespaceLength(endingAt: valueEnd, start: 0)
        if length == 0 { break }
        valueEnd -= length
      }
      return unescaped.string(from: 0, to: valueEnd)
    }
  }
}
