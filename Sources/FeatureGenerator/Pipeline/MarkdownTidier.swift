/// Evens out the Markdown a template renders, so that template authors need not count blank
/// lines: no trailing spaces, no run of blank lines, one final newline.
enum MarkdownTidier {
  static func tidy(_ text: String) -> String {
    var lines: [Substring] = []
    var previousBlank = true
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = rawLine
      while let last = line.last, last == " " || last == "\t" || last == "\r" {
        line = line.dropLast()
      }
      let blank = line.isEmpty
      if blank && previousBlank { continue }
      lines.append(line)
      previousBlank = blank
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }
}
