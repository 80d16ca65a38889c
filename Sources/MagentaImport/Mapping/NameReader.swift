/// Reads the example names a document gives for a control: `(ex: "Captcha")`,
/// `(example: Increment or Increase, Decrement or Decrease)`, a quoted word.
public enum NameReader {
  /// The examples, in the order given; empty when the value gives none.
  public static func examples(in value: String) -> [String] {
    let text = value.replacing("\u{201C}", with: "\"").replacing("\u{201D}", with: "\"")
    let quoted = text.matches(of: #/"([^"]{1,60})"/#).map { String($0.1) }
      .map { TextCleaner.collapsingWhitespace($0) }.filter { !$0.isEmpty }
    if !quoted.isEmpty { return quoted }
    if let match = text.firstMatch(of: #/\((?:ex|e\.g\.|example)\s*:?\s*([^)]+)\)/#.ignoresCase()) {
      return match.1.split(separator: ",").map { TextCleaner.collapsingWhitespace($0) }
        .filter { !$0.isEmpty }
    }
    return []
  }
}
