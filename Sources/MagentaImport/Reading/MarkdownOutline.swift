/// The `## ` sections of a Markdown document, found by their headings (headings inside code
/// blocks do not count).
struct MarkdownOutline {
  struct Section {
    /// The heading text without the `## ` and trailing spaces or `#`s.
    var title: String
    /// The heading's line (1-based).
    var line: Int
    /// The lines after the heading, up to the next `## ` heading (1-based, end exclusive).
    var body: Range<Int>
  }

  var sections: [Section] = []

  /// The sections of `document` from line `start` (1-based) on.
  init(_ document: SourceDocument, from start: Int = 1) {
    var headings: [(title: String, line: Int)] = []
    var fence = CodeFence()
    var number = start
    while number <= document.lines.count {
      let text = document.lines[number - 1]
      if !fence.consume(text), let title = Self.heading(text, level: 2) {
        headings.append((title, number))
      }
      number += 1
    }
    for (index, heading) in headings.enumerated() {
      let end = index + 1 < headings.count ? headings[index + 1].line : document.lines.count + 1
      sections.append(
        Section(title: heading.title, line: heading.line, body: heading.line + 1..<end))
    }
  }

  /// The first section whose title is `title`, ignoring case.
  func section(_ title: String) -> Section? {
    sections.first { $0.title.lowercased() == title.lowercased() }
  }

  /// The title of an ATX heading of exactly `level` (`## Title ##` → "Title"), or nil.
  static func heading(_ line: String, level: Int) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard line.count - trimmed.count < 4 else { return nil }
    let marks = trimmed.prefix { $0 == "#" }
    guard marks.count == level else { return nil }
    let rest = trimmed.dropFirst(level)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var title = rest.trimming(" \t")
    while title.hasSuffix("#") { title.removeLast() }
    return title.trimming(" \t")
  }
}
