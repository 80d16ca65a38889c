import Gherkin

/// Table rows as a drift report shows them: `| a | b |`, each column padded to the widest cell
/// of that column in every table shown together, so that an expected and a found table line
/// up under each other.
enum TableColumns {
  /// The width of each column over all rows of `tables`, in characters.
  static func widths(_ tables: [[TableRow]]) -> [Int] {
    var widths: [Int] = []
    for row in tables.joined() {
      for (index, cell) in row.cells.enumerated() {
        if index == widths.count { widths.append(0) }
        widths[index] = max(widths[index], cell.value.count)
      }
    }
    return widths
  }

  /// One row; with no widths (as compared), each cell as it is.
  static func line(_ row: TableRow, widths: [Int]) -> String {
    // Every step of every scenario is compared this way: no padding work without widths.
    guard !widths.isEmpty else {
      return "| " + row.cells.map(\.value).joined(separator: " | ") + " |"
    }
    let cells = row.cells.enumerated().map { index, cell in
      let width = index < widths.count ? widths[index] : 0
      return cell.value + String(repeating: " ", count: max(0, width - cell.value.count))
    }
    return "| " + cells.joined(separator: " | ") + " |"
  }
}
