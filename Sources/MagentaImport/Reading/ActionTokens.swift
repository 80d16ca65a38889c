/// The keys and gestures a piece of text names, each by one canonical name, so that a
/// Condensed key ("Tab, arrow keys or ctl+tab") and a Gherkin action ("WHEN I press the "TAB",
/// "ARROW KEYS", or "CTRL+TAB" keys") can be compared.
///
/// Keys: Tab, the arrow keys, Ctrl+Tab, Space, Enter, Escape. Gestures: swipe, double tap,
/// double tap and hold, swipe up/down, and N-finger swipes (2-finger, 3-finger…). A more
/// specific name takes its words, so "ctl+tab" is not also Tab and "three finger swipe" is not
/// also a swipe. Also, whether a text says that something does not apply ("N/A", "not
/// applicable", "does not apply", "exempt").
enum ActionTokens {
  private static var keyPatterns: [(String, Regex<Substring>)] {
    [
      ("Ctrl+Tab", #/\b(?:ctrl|ctl|ctr|control)\s*\+\s*tab\b/#.ignoresCase()),
      ("Tab", #/\btab\b/#.ignoresCase()),
      ("the arrow keys", #/\barrow/#.ignoresCase()),
      ("Space", #/\bspace(?:\s*bar)?\b/#.ignoresCase()),
      ("Enter", #/\benter\b/#.ignoresCase()),
      ("Escape", #/\b(?:escape|esc)\b/#.ignoresCase()),
    ]
  }

  private static var gesturePatterns: [(String, Regex<Substring>)] {
    [
      ("double tap and hold", #/\bdouble[\s-]?tap\s+and\s+hold\b/#.ignoresCase()),
      ("double tap", #/\bdouble[\s-]?taps?\b/#.ignoresCase()),
      ("2-finger swipe", #/\b(?:2|two)[\s-]*fingers?(?:\s+horizontal)?\s+swip/#.ignoresCase()),
      ("3-finger swipe", #/\b(?:3|three)[\s-]*fingers?(?:\s+horizontal)?\s+swip/#.ignoresCase()),
      ("1-finger swipe", #/\b(?:1|one)[\s-]*fingers?(?:\s+horizontal)?\s+swip/#.ignoresCase()),
      ("swipe up/down", #/\bswip\w*[\s-]+up\s*(?:/|or|and)\s*down\b/#.ignoresCase()),
      ("swipe", #/\bswip(?:e|es|ing)\b/#.ignoresCase()),
    ]
  }

  /// The keys `text` names, in the order of the list above.
  static func keys(in text: String) -> [String] {
    tokens(in: text, patterns: keyPatterns)
  }

  /// The gestures `text` names, in the order of the list above.
  static func gestures(in text: String) -> [String] {
    tokens(in: text, patterns: gesturePatterns)
  }

  /// Whether `text` says that what it describes does not apply.
  static func saysNotApplicable(_ text: String) -> Bool {
    text.contains(#/\bn\/a\b|\bnot applicable\b|\bdoes not apply\b|\bexempt\b/#.ignoresCase())
  }

  private static func tokens(in text: String, patterns: [(String, Regex<Substring>)]) -> [String] {
    var rest = text
    var found: [String] = []
    for (name, pattern) in patterns {
      guard rest.contains(pattern) else { continue }
      found.append(name)
      // Blank out what a name took, so a less specific name does not take it again.
      rest = rest.replacing(pattern) { String(repeating: " ", count: $0.output.count) }
    }
    return found
  }
}
