/// Reads which platforms a key or a value speaks of: "Activates the button on Android" is for
/// Android only, "on iOS and Android" for both, a key "Ios and android-swipe-up/down" for both.
///
/// Platforms are the ids of the built-in profiles, `ios` and `android`; `nil` means every
/// platform.
public enum PlatformScope {
  /// The platform ids in the order the catalog lists them.
  static let order = ["ios", "android"]

  /// A key without the platforms written into it, and those platforms.
  ///
  /// `"Ios and android-swipe-up/down"` gives `("swipe-up/down", nil)` (both platforms);
  /// `"Enter (Android only)"` gives `("Enter", ["android"])`. A key that is only a platform
  /// name is returned as it is.
  public static func split(key: String) -> (key: String, platforms: [String]?) {
    let prefix =
      #/^(ios|android)(?:\s*(?:and|&|/|,)\s*(ios|android))?(?:\s+only)?\s*[-–—:,/]?\s*(.+)$/#
      .ignoresCase()
    if let match = key.wholeMatch(of: prefix) {
      let rest = String(match.3)
      if rest.contains(where: \.isLetter) {
        return (rest, platforms([match.1, match.2]))
      }
    }
    let suffixes = [
      #/^(.+?)\s*\((?:on\s+)?(ios|android)(?:\s*(?:and|&|/|,)\s*(ios|android))?(?:\s+only)?\)$/#
        .ignoresCase(),
      #/^(.+?)\s+(?:on|in|for)\s+(ios|android)(?:\s*(?:and|&|/|,)\s*(ios|android))?(?:\s+only)?$/#
        .ignoresCase(),
      #/^(.+?)\s*[-–—:]\s*(ios|android)(?:\s*(?:and|&|/|,)\s*(ios|android))?(?:\s+only)?$/#
        .ignoresCase(),
    ]
    for suffix in suffixes {
      if let match = key.wholeMatch(of: suffix), match.1.contains(where: \.isLetter) {
        return (String(match.1), platforms([match.2, match.3]))
      }
    }
    return (key, nil)
  }

  /// The platforms a value is scoped to, and the value without the scope phrase when that
  /// phrase ends it ("Activates the button on Android" → "Activates the button").
  ///
  /// A value that names one platform in a scope phrase ("on Android", "(iOS only)", "Android
  /// only") is for that platform; one that names both, or none, is for every platform. A
  /// phrase is dropped only when it is the value's only one and stands at its end, so that
  /// per-platform wording ("a button in iOS and 'double tap to activate' in Android") is kept.
  public static func read(value: String) -> (platforms: [String]?, text: String) {
    let patterns = [
      #/\((?:on\s+)?(ios|android)(?:\s*(?:and|&|/|or)\s*(ios|android))?(?:\s+only)?\)/#
        .ignoresCase(),
      #/\b(?:on|in|for)\s+(?:both\s+)?(ios|android)(?:\s*(?:and|&|/|or)\s*(ios|android))?(?:\s+only)?\b/#
        .ignoresCase(),
      #/\b(ios|android)(?:\s*(?:and|&|/|or)\s*(ios|android))?\s+only\b/#.ignoresCase(),
    ]
    var found: [(range: Range<String.Index>, names: [Substring?])] = []
    for pattern in patterns {
      for match in value.matches(of: pattern)
      where !found.contains(where: { $0.range.overlaps(match.range) }) {
        found.append((match.range, [match.1, match.2]))
      }
    }
    let names = found.flatMap(\.names)
    let scope = platforms(names)
    guard found.count == 1, let phrase = found.first else { return (scope, value) }
    var tail = value[phrase.range.upperBound...]
    while tail.last == "." || tail.last == " " { tail = tail.dropLast() }
    guard tail.isEmpty else { return (scope, value) }
    var head = value[..<phrase.range.lowerBound]
    while head.last == " " || head.last == "," { head = head.dropLast() }
    return (scope, head.isEmpty ? value : String(head))
  }

  /// The platform ids named, in catalog order; nil when both or none are named.
  private static func platforms(_ names: [Substring?]) -> [String]? {
    let named = Set(names.compactMap { $0?.lowercased() })
    let ids = order.filter(named.contains)
    return ids.count == 1 ? ids : nil
  }
}
