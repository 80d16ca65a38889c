import A11yCriteria

/// Maps the free-text keys of MagentaA11y documents to criterion ids: the shared keys in all
/// their spellings to the ids of the built-in catalog, and any other key to a slug under its
/// group (`Escape` under keyboard → `keyboard.escape`).
///
/// Matching ignores case, spaces, hyphens and punctuation: "Spacebar", "Space bar" and
/// "SPACE" are all `keyboard.space`; "Doubletap" and "Double-tap" are `gesture.double-tap`.
public enum KeyClassifier {
  /// Words that may make up a key for moving focus: "Tab, arrow keys or ctl+tab", "Ctr+tab",
  /// "tab or arrow keys".
  private static let focusKeyWords: Set<String> = [
    "tab", "arrow", "arrows", "key", "keys", "or", "and", "ctl", "ctr", "ctrl", "control", "shift",
  ]

  private static let spellings: [(Known, Set<String>)] = [
    (.space, ["space", "spacebar", "spacekey", "spacebarkey"]),
    (.enter, ["enter", "enterkey", "return", "returnkey"]),
    (.swipe, ["swipe", "swipes", "swiping"]),
    (.doubleTap, ["doubletap", "doubletaps", "doubletapping"]),
    (.name, ["name", "names", "accessiblename", "programmaticname"]),
    (.role, ["role", "roles"]),
    (.group, ["group", "groups", "grouping", "groupings"]),
    (.state, ["state", "states"]),
    (.textResize, ["textresize", "textresizing", "resizetext", "textsize", "fontsize"]),
  ]

  public typealias Known = KeyMapping.Known

  /// The shared key a key spells, if it is one (platforms in the key are ignored).
  public static func known(_ key: String) -> Known? {
    let words = words(of: PlatformScope.split(key: key).key)
    guard !words.isEmpty else { return nil }
    if words.contains(where: { $0 == "tab" || $0.hasPrefix("arrow") }),
      words.allSatisfy(focusKeyWords.contains)
    {
      return .focusKeys
    }
    let compact = words.joined()
    return spellings.first { $0.1.contains(compact) }?.0
  }

  /// The mapping of a key filed under `group`; nil when the key has no letters or digits, or
  /// when it is not a shared key and the document files it under no group.
  ///
  /// Shared keys map by their own group, wherever they are filed. Other keys stay in the
  /// group they are filed under, except that keys about focus outside the keyboard group
  /// ("Focus", "Initial focus") form the `focus` group: "Focus" is `focus.order`, "Initial
  /// focus" is `focus.initial`.
  public static func classify(_ key: String, filedUnder group: SourceGroup?) -> KeyMapping? {
    let (text, platforms) = PlatformScope.split(key: key)
    if let known = known(text) {
      return KeyMapping(
        id: known.id, group: known.sourceGroup.criterionGroup, known: known, platforms: platforms,
        display: known.display, text: text)
    }
    guard let group else { return nil }
    let words = words(of: text)
    guard !words.isEmpty else { return nil }
    let display = display(of: text)
    if group != .keyboard, words.contains("focus") {
      let rest = words.filter { $0 != "focus" }
      let slug = rest.isEmpty || rest == ["order"] ? "order" : rest.joined(separator: "-")
      return KeyMapping(
        id: "focus." + slug, group: .focus, known: nil, platforms: platforms, display: display,
        text: text)
    }
    let prefix =
      switch group {
      case .keyboard: "keyboard"
      case .gestures: "gesture"
      case .screenReader: "screen-reader"
      case .settings: "settings"
      }
    return KeyMapping(
      id: prefix + "." + words.joined(separator: "-"), group: group.criterionGroup, known: nil,
      platforms: platforms, display: display, text: text)
  }

  /// The keys a focus key names, as a tester reads them: "Tab, arrow keys or ctl+tab" →
  /// `["Tab", "the arrow keys", "Ctrl+Tab"]`.
  public static func focusKeys(in key: String) -> [String] {
    let lowered = PlatformScope.split(key: key).key.lowercased()
      .replacing(" or ", with: ",").replacing(" and ", with: ",")
    let parts = lowered.split(whereSeparator: { $0 == "," || $0 == "/" })
    var keys: [String] = []
    for part in parts {
      let words = words(of: String(part))
      guard !words.isEmpty else { continue }
      let name: String
      if words.contains(where: { $0.hasPrefix("arrow") }) {
        name = "the arrow keys"
      } else if words.contains("shift") {
        name = "Shift+Tab"
      } else if words.contains(where: { ["ctl", "ctr", "ctrl", "control"].contains($0) }) {
        name = "Ctrl+Tab"
      } else {
        name = "Tab"
      }
      if !keys.contains(name) { keys.append(name) }
    }
    return keys.isEmpty ? ["Tab"] : keys
  }

  /// Lowercase runs of ASCII letters and digits.
  static func words(of text: String) -> [String] {
    TextCleaner.slug(text).split(separator: "-").map(String.init)
  }

  /// A key as titles and steps show it: odd capitalisation evened out, hyphens as spaces,
  /// each key of a combination capitalised ("ctrl+alt" → "Ctrl+Alt"), platform and screen
  /// reader names spelt their own way.
  static func display(of key: String) -> String {
    let lowered = TextCleaner.collapsingWhitespace(key.lowercased().replacing("-", with: " "))
    var words: [String] = []
    for word in lowered.split(separator: " ") {
      words.append(
        word.contains("+")
          ? word.split(separator: "+", omittingEmptySubsequences: false)
            .map { TextCleaner.capitalizingFirst(String($0)) }.joined(separator: "+")
          : String(word))
    }
    var text = TextCleaner.capitalizingFirst(words.joined(separator: " "))
    text = text.replacing(#/\bios\b/#.ignoresCase(), with: "iOS")
      .replacing(#/\bandroid\b/#.ignoresCase(), with: "Android")
      .replacing(#/\bvoiceover\b/#.ignoresCase(), with: "VoiceOver")
      .replacing(#/\btalkback\b/#.ignoresCase(), with: "TalkBack")
    return text
  }
}
