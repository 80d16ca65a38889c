import Foundation

/// The links and heading anchors of a Markdown page, read as GitHub renders it: what is inside
/// a fenced code block or a code span is text, not a link or a heading.
enum MarkdownLinks {
  /// One inline link, `[text](target)`, and the line it is on.
  struct Link: Equatable {
    var line: Int
    var target: String
  }

  /// Every inline link of the page, outside code. A link's text may wrap onto the next line,
  /// so links are looked for in each paragraph, its lines joined by spaces.
  static func links(in page: String) -> [Link] {
    var links: [Link] = []
    for paragraph in paragraphs(of: page) {
      let text = paragraph.lines.joined(separator: " ")
      let code = codeSpans(in: text)
      for match in text.matches(of: /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/) {
        let start = text.distance(from: text.startIndex, to: match.range.lowerBound)
        guard !code.contains(where: { $0.contains(start) }) else { continue }
        // The line the link starts on: one more for each line that ends before it.
        var line = paragraph.firstLine
        var end = 0
        for joined in paragraph.lines.dropLast() {
          end += joined.count + 1
          if end <= start { line += 1 }
        }
        links.append(Link(line: line, target: String(match.output.1)))
      }
    }
    return links
  }

  /// The runs of non-blank prose lines, each with the number of its first line (from 1).
  private static func paragraphs(of page: String) -> [(firstLine: Int, lines: [String])] {
    var paragraphs: [(firstLine: Int, lines: [String])] = []
    var previous = -2
    for (index, line) in proseLines(of: page) {
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        previous = -2
        continue
      }
      if index == previous + 1, !paragraphs.isEmpty {
        paragraphs[paragraphs.count - 1].lines.append(line)
      } else {
        paragraphs.append((index + 1, [line]))
      }
      previous = index
    }
    return paragraphs
  }

  /// The anchor of every heading, as GitHub makes them: lower case, punctuation dropped,
  /// spaces as hyphens, and `-1`, `-2` … after the second and later uses of one anchor.
  static func anchors(in page: String) -> Set<String> {
    var anchors: Set<String> = []
    var uses: [String: Int] = [:]
    for (_, line) in proseLines(of: page) {
      guard let heading = line.firstMatch(of: /^#{1,6}\s+(.*?)\s*#*\s*$/) else { continue }
      let slug = String(
        String(heading.output.1).lowercased().unicodeScalars.compactMap { scalar in
          if scalar == " " { return "-" }
          let kept =
            CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar)
            || scalar == "-" || scalar == "_"
          return kept ? Character(scalar) : nil
        })
      let count = uses[slug, default: 0]
      uses[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// The lines outside fenced code blocks, with their index from 0.
  private static func proseLines(of page: String) -> [(Int, String)] {
    var lines: [(Int, String)] = []
    var fence: String?
    for (index, raw) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let open = fence {
        if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
        continue
      }
      if let marker = trimmed.firstMatch(of: /^(`{3,}|~{3,})/) {
        fence = String(marker.output.1)
        continue
      }
      lines.append((index, line))
    }
    return lines
  }

  /// The character offsets that code spans cover in a text: a run of backticks up to the next
  /// run of the same length.
  private static func codeSpans(in text: String) -> [Range<Int>] {
    let characters = Array(text)
    var spans: [Range<Int>] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      var length = 0
      while index + length < characters.count, characters[index + length] == "`" { length += 1 }
      var end = index + length
      var closed: Int?
      while end < characters.count {
        guard characters[end] == "`" else {
          end += 1
          continue
        }
        var run = 0
        while end + run < characters.count, characters[end + run] == "`" { run += 1 }
        if run == length {
          closed = end + run
          break
        }
        end += run
      }
      guard let close = closed else {
        index += length
        continue
      }
      spans.append(index..<close)
      index = close
    }
    return spans
  }
}
