/// Tracks fenced code blocks (```` ``` ````, `~~~`) and Liquid `{% highlight %}` blocks line by
/// line, so readers skip the code inside them.
struct CodeFence {
  private var open: String?
  /// How many blocks have opened so far.
  private(set) var count = 0

  /// Whether `line` is part of a code block (its fences included).
  mutating func consume(_ line: String) -> Bool {
    let trimmed = line.trimming(" \t")
    if let marker = open {
      if (marker == "highlight" && trimmed.hasPrefix("{%") && trimmed.contains("endhighlight"))
        || (marker != "highlight" && trimmed.hasPrefix(marker))
      {
        open = nil
      }
      return true
    }
    if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
      open = String(trimmed.prefix(3))
      count += 1
      return true
    }
    if trimmed.hasPrefix("{%"), trimmed.contains("highlight"), !trimmed.contains("endhighlight") {
      open = "highlight"
      count += 1
      return true
    }
    return false
  }
}
