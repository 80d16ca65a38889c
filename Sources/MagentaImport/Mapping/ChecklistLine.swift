/// The checklist line of a document's item, in the document's words: the key put in front of
/// a value that starts with a verb in the keyboard and gesture groups ("Space activates the
/// captcha on iOS and Android"), and the key in front of the value for a key that is a whole
/// sentence ("If close button present: Focus moves to it").
///
/// MagentaA11y values leave out their subject: "Activates the captcha" means the key activates
/// it. A free-form criterion's checklist line is this line; the steps of every criterion come
/// from the standard criteria or the step vocabulary (see ``ComponentMapper``), never from it.
enum ChecklistLine {
  static func line(for mapping: KeyMapping, value: String) -> String {
    let value = TextCleaner.escapingPlaceholders(value)
    let isSentence = mapping.known == nil && isSentence(mapping.text)
    let acts = mapping.group == .keyboard || mapping.group == .gestures
    let line = checklist(value, keySubject: acts && !isSentence ? mapping.display : nil)
    return isSentence ? mapping.display + ": " + line : line
  }

  /// Keys that are a whole sentence ("If close button present") rather than a name.
  static func isSentence(_ key: String) -> Bool {
    let words = KeyClassifier.words(of: key)
    let openers: Set<String> = ["if", "when", "while", "for", "after", "before", "with", "on"]
    return words.count >= 4 || (words.first.map(openers.contains) ?? false)
  }

  /// Verbs that a key can be the subject of: "activates the button" → "Space activates the
  /// button".
  private static let ergativeVerbs: Set<String> = [
    "activates", "opens", "closes", "expands", "collapses", "toggles",
  ]

  /// Plural nouns that start values and must not be taken for verbs.
  private static let pluralNouns: Set<String> = [
    "buttons", "links", "items", "options", "controls", "elements", "tabs", "keys", "arrows",
    "cells", "rows", "pages", "images", "icons", "labels", "settings", "values", "users",
    "screens", "states", "roles", "names", "headings", "lists", "menus", "cards", "chips",
    "fields", "errors", "alerts", "notifications", "sliders", "switches", "actions", "gestures",
    "announcements", "children", "contents", "details", "dialogs", "modals", "words", "letters",
  ]

  /// The value as a checklist line: the document's words, the key put in front of a value
  /// that starts with a verb in the keyboard and gesture groups ("Space activates the captcha
  /// on iOS and Android").
  static func checklist(_ value: String, keySubject: String?) -> String {
    let text = TextCleaner.capitalizingFirst(TextCleaner.droppingFinalPeriod(value))
    let words = text.split(separator: " ").map(String.init)
    guard let keySubject, let first = words.first,
      ergativeVerbs.contains(first.lowercased())
        || startsWithVerb(first, then: words.dropFirst().first)
    else { return text }
    return keySubject + " " + TextCleaner.lowercasingFirstWord(text)
  }

  /// Words that follow a verb rather than a plural noun: "Activates *the* button",
  /// "Identifies *itself*", "Moves *focus* to", but "Animations *stop*".
  private static let verbFollowers: Set<String> = [
    "the", "a", "an", "its", "their", "his", "her", "any", "all", "each", "every", "this",
    "that", "these", "those", "no", "one", "it", "itself", "them", "themselves", "to", "on",
    "in", "into", "onto", "up", "down", "as", "with", "when", "if", "from", "out", "back",
    "forward", "between", "through", "over", "across", "focus", "visibly", "automatically",
    "correctly", "properly", "only", "both", "either", "current", "next", "previous",
  ]

  /// Whether a value starts with a verb in the third person ("Activates the", "Identifies
  /// itself", "Expresses its"), not with a plural noun ("Animations stop") or a word such as
  /// "Focus" or "This". `second` is the word after it, if any.
  static func startsWithVerb(_ first: String, then second: String?) -> Bool {
    let word = first.lowercased()
    guard word.count > 3, word.allSatisfy(\.isLetter), word.hasSuffix("s") else { return false }
    if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return false }
    if pluralNouns.contains(word) { return false }
    guard let second else { return true }
    let next = second.lowercased()
    if next.first == "\"" || next.first == "'" || next.first == "(" { return true }
    return verbFollowers.contains(next.trimming(",.;:"))
  }
}
