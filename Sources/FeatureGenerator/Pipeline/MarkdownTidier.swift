/// Evens out the Markdown a template renders, so that template authors need not count blank
/// lines: no trailing spaces, no run of blank lines, one final newline.
enum MarkdownTidier {
  static func tidy(_ text: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    var previousBlank = true
    var line: [UInt8] = []
    // Works on bytes: every space, tab and line break is ASCII.
    func finish() {
      while let last = line.last,
        last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r")
      {
        line.removeLast()
      }
      let blank = line.isEmpty
      if !(blank && previousBlank) {
        output += line
        output.append(UInt8(ascii: "\n"))
      }
      previousBlank = blank
      line.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") {
        finish()
      } else {
        line.append(byte)
      }
    }
    finish()
    while output.count >= 2, output[output.count - 1] == UInt8(ascii: "\n"),
      output[output.count - 2] == UInt8(ascii: "\n")
    {
      output.removeLast()
    }
    if output.isEmpty { return "\n" }
    return String(decoding: output, as: UTF8.self)
  }
}
