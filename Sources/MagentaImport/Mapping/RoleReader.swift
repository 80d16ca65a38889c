import A11yCriteria

/// Reads which role of the shared profiles a document's role item names, per platform, so
/// that steps quote the profile's words ("Switch button" on iOS, "Switch" on Android) instead
/// of the document's sentence.
///
/// Each platform's clause (see ``PlatformClauses``) is searched for role words: the words the
/// platform's profile announces ("Switch button", "Edit box"), the role keys in words ("image
/// button", "table row"), and TalkBack's usage hint "double tap to activate", which stands for
/// a plain button. The role chosen is the one most platforms' clauses name; ties go to the role
/// the component's title names ("Radio button"), then to the role whose own name the clause
/// uses, then to the earliest named.
public enum RoleReader {
  /// What a role item says.
  public struct Reading: Hashable, Sendable {
    /// The profile key of the role; nil when the item names no role the profiles know.
    public var role: String?
    /// Every role key named, in the order the item names them.
    public var named: [String]
    /// Platforms whose clause names no role that is `role`, with what the clause says instead.
    public var disagreements: [String]
    /// One role per distinct role phrase ("a button or text field" → `button`, `textField`):
    /// the role of the phrase's own name where there is one.
    public var distinct: [String] = []
  }

  /// Words that are not roles but stand for one: TalkBack's hint for a plain button.
  private static let hints: [(phrase: String, key: String)] = [
    ("double tap to activate", "button"), ("expandable button", "button"),
  ]

  /// The role a value names.
  ///
  /// - Parameters:
  ///   - value: the role item's value.
  ///   - title: the component's title, which settles a tie ("Radio button").
  ///   - profiles: the shared profiles.
  public static func read(_ value: String, title: String, profiles: [PlatformProfile]) -> Reading {
    let clauses = PlatformClauses.split(value)
    var candidates: [String: [(key: String, position: Int, exact: Bool)]] = [:]
    var named: [String] = []
    var distinct: [String] = []
    for profile in profiles {
      guard let clause = clauses[profile.id] else { continue }
      let found = matches(in: clause.lowercased(), profile: profile, keys: profileKeys(profiles))
      candidates[profile.id] = found
      for match in found where !named.contains(match.key) { named.append(match.key) }
      for position in Set(found.map(\.position)).sorted() {
        let here = found.filter { $0.position == position }
        if let key = (here.first { $0.exact } ?? here.first)?.key, !distinct.contains(key) {
          distinct.append(key)
        }
      }
    }
    let titleWords = Set(KeyClassifier.words(of: title))
    var best: (key: String, score: [Int])?
    for key in named {
      let platforms = candidates.values.filter { $0.contains { $0.key == key } }.count
      let keyWords = KeyClassifier.words(of: words(ofKey: key))
      let inTitle =
        keyWords.allSatisfy(titleWords.contains)
        ? 2 : (keyWords.contains(where: titleWords.contains) ? 1 : 0)
      let exact = candidates.values.filter { $0.contains { $0.key == key && $0.exact } }.count
      let position =
        candidates.values.compactMap { $0.first { $0.key == key }?.position }.min() ?? 0
      let score = [platforms, inTitle, exact, -position]
      if let current = best, !current.score.lexicographicallyPrecedes(score) { continue }
      best = (key, score)
    }
    guard let role = best?.key else { return Reading(role: nil, named: [], disagreements: []) }
    var disagreements: [String] = []
    for profile in profiles {
      guard let clause = clauses[profile.id], let found = candidates[profile.id] else { continue }
      if !found.contains(where: { $0.key == role }) {
        disagreements.append(
          "\(profile.name): the document says \"\(TextCleaner.collapsingWhitespace(clause))\"; the \(profile.name) profile's word for this role is \"\(profile.role(role) ?? role)\""
        )
      }
    }
    return Reading(role: role, named: named, disagreements: disagreements, distinct: distinct)
  }

  /// A role key in words: `imageButton` → "image button".
  public static func words(ofKey key: String) -> String {
    var text = ""
    for character in key {
      if character.isUppercase {
        text += " " + character.lowercased()
      } else {
        text.append(character)
      }
    }
    return text
  }

  private static func profileKeys(_ profiles: [PlatformProfile]) -> [String] {
    var keys: [String] = []
    for profile in profiles {
      for term in profile.roles where !keys.contains(term.name) { keys.append(term.name) }
    }
    return keys
  }

  /// The role keys a clause names, with where and whether by the key's own name.
  private static func matches(in clause: String, profile: PlatformProfile, keys: [String])
    -> [(key: String, position: Int, exact: Bool)]
  {
    // Phrases longest first, so "switch button" is not read as "button".
    var phrases: [(phrase: String, key: String, exact: Bool)] = []
    for key in keys {
      phrases.append((words(ofKey: key), key, true))
      if let word = profile.role(key)?.lowercased() { phrases.append((word, key, false)) }
    }
    for hint in hints { phrases.append((hint.phrase, hint.key, false)) }
    phrases.sort { $0.phrase.count > $1.phrase.count }
    var taken: [Range<String.Index>] = []
    var found: [(key: String, position: Int, exact: Bool)] = []
    for entry in phrases {
      let pattern = "\\b" + entry.phrase.replacing(" ", with: "\\s+") + "s?\\b"
      guard let regex = try? Regex(pattern) else { continue }
      for match in clause.matches(of: regex) {
        let range = match.range
        if taken.contains(where: { $0.overlaps(range) && !($0 == range) }) { continue }
        // The same words may name several keys ("button" is the word of image buttons too).
        let claimed = taken.contains(range)
        if !claimed { taken.append(range) }
        let position = clause.distance(from: clause.startIndex, to: range.lowerBound)
        if !found.contains(where: { $0.key == entry.key }) {
          found.append((entry.key, position, entry.exact))
        } else if entry.exact, let index = found.firstIndex(where: { $0.key == entry.key }) {
          found[index].exact = true
        }
      }
    }
    return found.sorted { $0.position < $1.position }
  }
}
