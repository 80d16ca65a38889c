import A11yCriteria

/// Turns the items of a document's experiences list into experiences with ids, titles and the
/// element steps name, deterministically.
///
/// The name of an experience is the noun phrase that tells it apart:
/// 1. the place it sits in, when its first clause says "in a …" ("A non-interactive image in a
///    table row, …" → "table row");
/// 2. else what it is like ("A single interactive element, like an image button" → "image
///    button");
/// 3. else the noun phrase it starts with ("An audio challenge as an equivalent experience …"
///    → "audio challenge").
///
/// A phrase stops at a comma, a period or a word such as "as", "with", "where" or "that", and
/// keeps at most three words. The id is its slug (made unique with `-2`, `-3`), the title its
/// capitalised form, and the interactive element "the <phrase>".
public enum ExperienceDeriver {
  private static let stopWords: Set<String> = [
    "as", "with", "where", "which", "that", "when", "while", "to", "for", "of", "in", "on", "at",
    "by", "like", "inside", "within", "and", "or", "but", "is", "are", "acts", "has", "have",
  ]
  private static let articles: Set<String> = ["a", "an", "the", "one", "some", "any"]

  /// The experiences of a component; one `default` experience when the document lists none.
  public static func experiences(
    from items: [DeveloperNotes.Item], componentTitle: String
  ) -> [Experience] {
    guard !items.isEmpty else {
      return [
        Experience(
          id: "default", title: componentTitle,
          interactiveElement: "the " + componentTitle.lowercased())
      ]
    }
    var used: Set<String> = []
    var experiences: [Experience] = []
    for (index, item) in items.enumerated() {
      let description = TextCleaner.collapsingWhitespace(item.text)
      var phrase = name(of: description)
      if TextCleaner.slug(phrase).isEmpty { phrase = "experience \(index + 1)" }
      var id = TextCleaner.slug(phrase)
      var suffix = 2
      while used.contains(id) {
        id = TextCleaner.slug(phrase) + "-\(suffix)"
        suffix += 1
      }
      used.insert(id)
      experiences.append(
        Experience(
          id: id, title: TextCleaner.capitalizingFirst(phrase),
          description: TextCleaner.escapingPlaceholders(description),
          interactiveElement: "the " + phrase))
    }
    return experiences
  }

  /// The noun phrase that names one experience.
  static func name(of text: String) -> String {
    let lowered = text.lowercased()
    let firstClause = String(lowered.prefix { $0 != "," && $0 != "." && $0 != ";" })
    for marker in [" in a ", " in an ", " inside a ", " inside an ", " within a "] {
      if let range = firstClause.firstRange(of: marker) {
        let phrase = nounPhrase(in: firstClause[range.upperBound...])
        if !phrase.isEmpty { return phrase }
      }
    }
    for marker in ["like a ", "like an ", "such as a ", "such as an "] {
      if let range = lowered.firstRange(of: marker) {
        let phrase = nounPhrase(in: lowered[range.upperBound...])
        if !phrase.isEmpty { return phrase }
      }
    }
    return nounPhrase(in: firstClause[...])
  }

  private static func nounPhrase(in text: Substring) -> String {
    var words: [String] = []
    for raw in text.split(whereSeparator: \.isWhitespace) {
      let word = raw.trimming(",.;:()\"'")
      if raw.first == "(" { break }
      if words.isEmpty, articles.contains(word) { continue }
      if stopWords.contains(word) || word.isEmpty { break }
      words.append(word)
      if raw.last == "," || raw.last == "." || raw.last == ";" || words.count == 3 { break }
    }
    return words.joined(separator: " ")
  }
}
