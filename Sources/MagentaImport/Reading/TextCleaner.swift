/// The small text repairs every hand-written MagentaA11y document needs: typographic quotes,
/// stray whitespace, Markdown and HTML markup in notes, and "n/a" in its spellings.
public enum TextCleaner {
  /// Replaces typographic quotes with plain ones and no-break spaces with spaces.
  ///
  /// One scalar becomes one scalar, so columns counted before and after agree.
  public static func normalizingQuotes(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2033}": scalars.append("\"")
      case "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{2032}": scalars.append("'")
      case "\u{00A0}": scalars.append(" ")
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Runs of whitespace (line breaks included) as one space, without leading or trailing ones.
  public static func collapsingWhitespace(_ text: some StringProtocol) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// A note as it reads without markup: HTML tags and `**`/`__` emphasis go, code spans stay.
  public static func strippingMarkup(_ text: some StringProtocol) -> String {
    var out = ""
    var inTag = false
    var previous: Character?
    for character in text {
      if inTag {
        if character == ">" { inTag = false }
        continue
      }
      if character == "<", previous != "\\" {
        inTag = true
        continue
      }
      out.append(character)
      previous = character
    }
    out = out.replacing("**", with: "").replacing("__", with: "")
    return collapsingWhitespace(out)
  }

  /// Whether a value says the criterion does not apply: `n/a`, `N/A`, `na`, `not applicable`.
  public static func isNotApplicable(_ value: String) -> Bool {
    let letters = value.lowercased().filter { $0.isLetter }
    return letters == "na" || letters == "notapplicable"
  }

  /// `text` without a final period (a checklist line or a step does not end with one).
  public static func droppingFinalPeriod(_ text: String) -> String {
    var text = text
    while text.hasSuffix(".") && !text.hasSuffix("..") {
      text.removeLast()
      text = String(text.reversed().drop(while: \.isWhitespace).reversed())
    }
    return text
  }

  /// The text with its first letter in upper case.
  public static func capitalizingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// The text with its first word in lower case, unless that word is a name or an acronym
  /// ("iOS", "VoiceOver", "TalkBack", "Android", "I").
  public static func lowercasingFirstWord(_ text: String) -> String {
    let word = text.prefix { !$0.isWhitespace }
    let keep = ["android", "ios", "voiceover", "talkback", "i", "wcag"]
    if keep.contains(word.lowercased().filter(\.isLetter)) { return text }
    if word.dropFirst().contains(where: \.isUppercase) { return text }
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }

  /// A lowercase slug (`[a-z0-9]+(-[a-z0-9]+)*`) of the ASCII letters and digits of `text`;
  /// everything else separates words.
  public static func slug(_ text: String) -> String {
    var words: [String] = []
    var current = ""
    for scalar in text.lowercased().unicodeScalars {
      if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.joined(separator: "-")
  }

  /// Keeps Mustache delimiters in document text from being read as placeholders.
  public static func escapingPlaceholders(_ text: String) -> String {
    text.replacing("{{", with: "{ {").replacing("}}", with: "} }")
  }
}
