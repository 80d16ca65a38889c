import Diagnostics

/// Splits a table row into cells.
///
/// Text before the first `|` and after the last one is ignored. Inside a cell, `\|` is a pipe,
/// `\\` a backslash and `\n` a newline; any other backslash is kept as written. Values are
/// trimmed of whitespace (but not of newlines from `\n`), and a cell's column is that of its
/// first non-blank character. A row whose last `|` is escaped or missing has one cell fewer,
/// which the AST builder reports as an inconsistent cell count.
struct TableCellScanner {
  typealias Cell = ParseTree.CellNode

  let source: SourceBuffer

  /// The cells of a row as AST nodes.
  func cells(of line: Line) -> [TableCell] {
    var cells: [Cell] = []
    var scratch: [UInt8] = []
    scan(line, into: &cells, scratch: &scratch)
    return cells.map { cell in
      let value: String
      switch cell.value.storage {
      case .scratch:
        value = String(decoding: scratch[cell.value.start..<cell.value.end], as: UTF8.self)
      case .source, .keyword: value = source.string(from: cell.value.start, to: cell.value.end)
      }
      return TableCell(
        location: SourceLocation(line: line.number, column: cell.column), value: value)
    }
  }

  /// Appends the cells of a row to `cells`: their values are ranges of the source, or of
  /// `scratch` for the values with escapes, which are un-escaped there.
  func scan(_ line: Line, into cells: inout [Cell], scratch: inout [UInt8]) {
    if source.isASCII(from: line.textStart, to: line.end) {
      return asciiCells(of: line, into: &cells, scratch: &scratch)
    }
    let source = self.source
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
        let value: ParseTree.Text
        if valueStart < 0 {
          value = .empty
          valueColumn = column
        } else if hasEscape {
          value = unescapedValue(valueStart, index, into: &scratch)
        } else {
          value = .source(valueStart, valueEnd)
        }
        cells.append(Cell(column: valueColumn, value: value))
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
  }

  /// ``scan(_:into:scratch:)`` for an all-ASCII row, where a column is a byte offset and
  /// whitespace is a tab, a space or another ASCII blank.
  private func asciiCells(of line: Line, into cells: inout [Cell], scratch: inout [UInt8]) {
    let source = self.source
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
      let value: ParseTree.Text
      if hasEscape {
        value = unescapedValue(valueStart, index, into: &scratch)
      } else {
        var valueEnd = index
        while valueEnd > valueStart, Self.isASCIIBlank(source[valueEnd - 1]) {
          valueEnd -= 1
        }
        value = .source(valueStart, valueEnd)
      }
      cells.append(Cell(column: columnBase + valueStart, value: value))
      index += 1
    }
  }

  @inline(__always)
  private static func isASCIIBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// The value of a cell with backslashes, un-escaped at the end of `scratch`, then trimmed at
  /// the end (keeping newlines from `\n`).
  private func unescapedValue(_ start: Int, _ end: Int, into scratch: inout [UInt8])
    -> ParseTree.Text
  {
    let valueStart = scratch.count
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
    let valueEnd = scratch.withUnsafeBufferPointer { buffer -> Int in
      let unescaped = SourceBuffer(bytes: buffer)
      var valueEnd = buffer.count
      while valueEnd > valueStart, buffer[valueEnd - 1] != 0x0A {
        let length = unescaped.whitespaceLength(endingAt: valueEnd, start: valueStart)
        if length == 0 { break }
        valueEnd -= length
      }
      return valueEnd
    }
    scratch.removeSubrange(valueEnd...)
    return ParseTree.Text(storage: .scratch, start: valueStart, end: valueEnd)
  }
}
