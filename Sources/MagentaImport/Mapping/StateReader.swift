import A11yCriteria

/// Reads which states of the shared profiles a document's state item names: "disabled/dimmed,
/// on/off" is `disabled`, `on`, `off`; "checked/unchecked" is `checked`, `not checked`.
///
/// Steps then quote each platform's own word ("Dimmed" on iOS, "Disabled" on Android), never
/// the document's.
public enum StateReader {
  /// Spellings of each state key, longest first so "unchecked" is not read as "checked".
  private static let spellings: [(pattern: String, keys: [String])] = [
    ("not checked", ["not checked"]), ("unchecked", ["not checked"]),
    ("not selected", ["not selected"]), ("unselected", ["not selected"]),
    ("on/off", ["on", "off"]), ("on or off", ["on", "off"]), ("on and off", ["on", "off"]),
    ("disabled", ["disabled"]), ("dimmed", ["disabled"]),
    ("checked", ["checked"]), ("selected", ["selected"]),
    ("expanded", ["expanded"]), ("collapsed", ["collapsed"]),
  ]

  /// The state keys a value names, in the profiles' order; only keys every profile has.
  public static func read(_ value: String, profiles: [PlatformProfile]) -> [String] {
    var text = value.lowercased()
    var named: Set<String> = []
    for spelling in spellings {
      guard let regex = try? Regex("\\b" + spelling.pattern + "\\b") else { continue }
      if text.contains(regex) {
        named.formUnion(spelling.keys)
        text = text.replacing(regex, with: " ")
      }
    }
    let order = profiles.first?.states.map(\.name) ?? []
    return order.filter { key in
      named.contains(key) && profiles.allSatisfy { $0.state(key) != nil }
    }
  }
}
