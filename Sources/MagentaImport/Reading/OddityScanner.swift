import Diagnostics

/// Finds what hand-written documents contain that the readers tolerate but a person may want to
/// tidy: typographic quotes, trailing spaces, bullets indented unusually and values wrapped
/// onto indented continuation lines. Each kind is one warning, at its first line, with a count,
/// so that a document full of them stays readable in the output.
///
/// The readers warn themselves about what they had to guess (a repeated key, a key under the
/// wrong group, a continuation line at column 0, a missing group).
struct OddityScanner {
  let document: SourceDocument

  /// Warnings for the lines in `range` (1-based line numbers) of the criteria's section;
  /// `bullets` tells the Condensed section (whose bullets sit 4 spaces in) from front matter.
  func scan(_ range: Range<Int>, bullets: Bool) -> [Diagnostic] {
    var found: [(kind: Kind, line: Int)] = []
    for number in range {
      let line = document.originalLine(number) ?? ""
      if line.unicodeScalars.contains(where: {
        "\u{201C}\u{201D}\u{2018}\u{2019}".unicodeScalars.contains($0)
      }) {
        found.append((.typographicQuotes, number))
      }
      if line.hasSuffix(" ") || line.hasSuffix("\t"), !line.allSatisfy({ $0 == " " || $0 == "\t" })
      {
        found.append((.trailingSpaces, number))
      }
      guard bullets else { continue }
      let indentation = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(indentation)
      if rest.hasPrefix("- ") {
        if indentation != 4 { found.append((.bulletIndentation, number)) }
      } else if indentation > 0, !rest.isEmpty, !rest.hasPrefix("#") {
        found.append((.continuation, number))
      }
    }
    return Kind.allCases.compactMap { kind in
      let lines = found.filter { $0.kind == kind }.map(\.line)
      guard let first = lines.first else { return nil }
      let count = lines.count == 1 ? "on line \(first)" : "on \(lines.count) lines, first here"
      return document.warning("\(kind.message) \(count)", line: first)
    }
  }

  enum Kind: CaseIterable {
    case typographicQuotes
    case trailingSpaces
    case bulletIndentation
    case continuation

    var message: String {
      switch self {
      case .typographicQuotes: "typographic quotes, imported as plain quotes,"
      case .trailingSpaces: "trailing spaces, ignored,"
      case .bulletIndentation: "bullets indented by other than 4 spaces, read as bullets,"
      case .continuation: "values wrapped onto indented lines, joined to the value above,"
      }
    }
  }
}
