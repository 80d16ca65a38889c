/// Evens out the Markdown a template renders, so that template authors need not count blank
/// lines: no trailing spaces, no run of blank lines, one final newline.
enum MarkdownTidier {
  static func tidy(_ text: String) -> String {
    var text = text
    // Works on bytes, a line at a time: every space, tab and line break is ASCII.
    return text.withUTF8 { bytes in
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + 1)
      var previousBlank = true
      var start = 0
      while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var trimmed = end
        while trimmed > start,
          bytes[trimmed - 1] == UInt8(ascii: " ") || bytes[trimmed - 1] == UInt8(ascii: "\t")
            || bytes[trimmed - 1] == UInt8(ascii: "\r")
        {
          trimmed -= 1
        }
        let blank = trimmed == start
        if !(blank && previousBlank) {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<trimmed]))
          output.append(UInt8(ascii: "\n"))
        }
        previousBlank = blank
        start = end + 1
      }
      while output.count >= 2, output[output.count - 1] == UInt8(ascii: "\n"),
        output[output.count - 2] == UInt8(ascii: "\n")
      {
        output.removeLast()
      }
      if output.isEmpty { return "\n" }
      return String(decoding: output, as: UTF8.self)
    }
  }
}
