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

  init(source: SourceBuffer) {
    self.source = source
  }

  mutating func cells(of line: Line) -> [TableCell] {
    let source = self.source
    var cells: [TableCell] = []
    let end = line.end
    // Columns are counted in scalars from the row's first `|`, moving forward only.
    var countedTo = line.textStart
    var column = line.indent + 1
    func column(at index: Int) -> Int {
      column += source.scalarCount(from: countedTo, to: index)
      countedTo = index
      return column
    }

    var cellStart = line.textStart + 1
    var hasEscape = false
    var index = cellStart
    while index < end {
      let byte = source[index]
      if byte == UInt8(ascii: "|") {
        let cell =
          hasEscape
          ? escapedCell(cellStart, index, line: line, column: column(at:))
          : plainCell(cellStart, index, line: line, column: column(at:))
        cells.append(cell)
        cellStart = index + 1
        hasEscape = false
      } else if byte == UInt8(ascii: "\\") {
        hasEscape = true
        index += 1  // the escaped byte is never a cell boundary
      }
      index += 1
    }
    return cells
  }

  private func plainCell(_ start: Int, _ end: Int, line: Line, column: (Int) -> Int) -> TableCell {
    let valueStart = source.skipWhitespace(from: start, to: end)
    let valueEnd = source.trimEnd(from: valueStart, to: end)
    return TableCell(
      location: .init(line: line.number, column: column(valueStart)),
      value: source.string(from: valueStart, to: valueEnd))
  }

  private mutating func escapedCell(_ start: Int, _ end: Int, line: Line, column: (Int) -> Int)
    -> TableCell
  {
    let valueStart = source.skipWhitespace(from: start, to: end)
    scratch.removeAll(keepingCapacity: true)
    var index = valueStart
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
    // Trim trailing whitespace of the un-escaped value, keeping newlines from `\n`.
    let value = scratch.withUnsafeBufferPointer { buffer -> String in
      let unescaped = SourceBuffer(bytes: buffer)
      var valueEnd = buffer.count
      while valueEnd > 0, buffer[valueEnd - 1] != 0x0A {
        let length = unescaped.whitespaceLength(endingAt: valueEnd, start: 0)
        if length == 0 { break }
        valueEnd -= length
      }
      return unescaped.string(from: 0, to: valueEnd)
    }
    return TableCell(location: .init(line: line.number, column: column(valueStart)), value: value)
  }
}
