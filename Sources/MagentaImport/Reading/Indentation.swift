/// Measures the indentation of lines: how far in the text starts, and whether tabs are in it.
enum Indentation {
  /// Columns of indentation, a tab advancing to the next multiple of ``tabWidth``.
  static let tabWidth = 4

  /// The indentation width, the number of leading whitespace scalars, and whether any is a tab.
  static func measure(_ line: some StringProtocol) -> (width: Int, scalars: Int, hasTab: Bool) {
    var width = 0
    var scalars = 0
    var hasTab = false
    for scalar in line.unicodeScalars {
      if scalar == " " {
        width += 1
      } else if scalar == "\t" {
        width += tabWidth - width % tabWidth
        hasTab = true
      } else {
        break
      }
      scalars += 1
    }
    return (width, scalars, hasTab)
  }

  /// Whether the line holds nothing but spaces and tabs.
  static func isBlank(_ line: some StringProtocol) -> Bool {
    line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
  }
}
