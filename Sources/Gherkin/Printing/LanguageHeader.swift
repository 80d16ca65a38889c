/// Recognises a `# language: xx` line as the official matchers do:
/// `^\s*#\s*language\s*:\s*([a-zA-Z\-_]+)\s*$`.
enum LanguageHeader {
  static func matches(_ line: String) -> Bool {
    var scalars = line.unicodeScalars[...]
    func skipWhitespace() {
      while let first = scalars.first, first.properties.isWhitespace {
        scalars = scalars.dropFirst()
      }
    }
    func expect(_ text: String) -> Bool {
      guard scalars.starts(with: text.unicodeScalars) else { return false }
      scalars = scalars.dropFirst(text.unicodeScalars.count)
      return true
    }
    skipWhitespace()
    guard expect("#") else { return false }
    skipWhitespace()
    guard expect("language") else { return false }
    skipWhitespace()
    guard expect(":") else { return false }
    skipWhitespace()
    var nameLength = 0
    while let first = scalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "-" || first == "_"
    {
      scalars = scalars.dropFirst()
      nameLength += 1
    }
    skipWhitespace()
    return nameLength > 0 && scalars.isEmpty
  }
}
