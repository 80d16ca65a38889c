/// Lays out rows of cells in aligned columns for terminal output.
enum TextTable {
  /// Each row on its own line, indented two spaces, columns two spaces apart; the last column
  /// is not padded so lines carry no trailing spaces.
  static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], cell.count)
      }
    }
    var out = ""
    for row in rows {
      var line = "  "
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        let isLast = index == row.count - 1
        if rightAligned.contains(index) {
          line += padding + cell
        } else {
          line += cell + (isLast ? "" : padding)
        }
        if !isLast { line += "  " }
      }
      out += line + "\n"
    }
    return out
  }
}
