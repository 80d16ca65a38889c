/// Turns a document's value text ("Activates the button on Android") into the `Then` step and
/// the checklist line of a criterion.
///
/// MagentaA11y values leave out their subject: "Activates the captcha" means the key
/// activates it, "Identifies itself as a button" means the element does. The phrasing puts the
/// subject back:
/// - "Activates X" (and opens, closes, expands, collapses, toggles) becomes "X activates";
/// - another verb gets the key as subject in the keyboard and gesture groups ("Escape closes
///   the modal"), the screen reader when it announces, reads or speaks, and the interactive
///   element elsewhere ("{{experience.interactiveElement}} identifies itself as a button");
/// - a sentence with its own subject is kept, its first word in lower case ("focus visibly
///   moves to the captcha button").
///
/// A platform phrase that ends the value ("on Android") is dropped from the step, since the
/// criterion's platforms already say it; the checklist keeps the document's words.
enum StepPhrasing {
  /// Verbs that read the same with the object as subject: "activates the button" → "the
  /// button activates".
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

  /// The value as one `Then` step.
  ///
  /// - Parameters:
  ///   - value: the cleaned value, platform phrase already dropped.
  ///   - keySubject: who acts in the keyboard and gesture groups ("Space", "Double tap"); nil
  ///     in the other groups.
  static func thenStep(_ value: String, keySubject: String?) -> String {
    let text = TextCleaner.droppingFinalPeriod(value)
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    guard let first = words.first else { return text }
    let verb = first.lowercased()
    let rest = words.count > 1 ? words[1] : ""
    let second = rest.split(separator: " ").first.map(String.init)
    if ergativeVerbs.contains(verb) {
      let objectEnd =
        rest.firstIndex { $0 == "," || $0 == ";" || $0 == "(" }
        ?? rest.firstRange(of: " and ")?.lowerBound ?? rest.firstRange(of: " if ")?.lowerBound
        ?? rest.endIndex
      let object = rest[..<objectEnd].trimming(" ")
      let remainder = rest[objectEnd...].trimming(" ")
      guard !object.isEmpty else {
        return ["{{experience.interactiveElement}}", verb, remainder].filter { !$0.isEmpty }
          .joined(separator: " ")
      }
      let agreeing = isPlural(object) ? String(verb.dropLast()) : verb
      let separator = remainder.first == "," || remainder.first == ";" ? "" : " "
      return (object + " " + agreeing + (remainder.isEmpty ? "" : separator + remainder))
    }
    if startsWithVerb(first, then: second) {
      let speaks = ["announces", "reads", "speaks"].contains(verb)
      let subject =
        keySubject ?? (speaks ? "{{platform.screenReader}}" : "{{experience.interactiveElement}}")
      return subject + " " + verb + (rest.isEmpty ? "" : " " + rest)
    }
    return TextCleaner.lowercasingFirstWord(text)
  }

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

  /// Whether a noun phrase is plural: "any buttons or links", "the tabs".
  private static func isPlural(_ phrase: String) -> Bool {
    guard let last = phrase.split(separator: " ").last?.lowercased() else { return false }
    return last.hasSuffix("s") && !last.hasSuffix("ss") && !last.hasSuffix("us")
      && !["its", "this", "is", "was", "has", "captcha"].contains(last)
  }
}
