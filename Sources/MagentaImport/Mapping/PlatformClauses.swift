/// Splits a value that says different things for each platform into one clause per platform:
/// "a switch button in iOS and switch in Android", "text field on iOS, edit box on Android",
/// "iOS: checked/unchecked. Android: checked/not checked", "adjustable with custom actions
/// (iOS)".
///
/// A value that names no platform, or names both for one clause ("on iOS and Android"), is the
/// same clause for every platform.
public enum PlatformClauses {
  /// The clause for each platform id (`ios`, `android`); a platform the value leaves out has
  /// no clause.
  public static func split(_ value: String) -> [String: String] {
    let text = value.replacing("\u{201C}", with: "\"").replacing("\u{201D}", with: "\"")
    // "X in iOS and Y in Android", "X on iOS, Y on Android", either order.
    let pair =
      #/^(.*?)\s*\b(?:in|on|for)\s+(ios|android)\s*(?:,\s*and|,|and|;)\s+(.*?)\s*\b(?:in|on|for)\s+(ios|android)\b(.*)$/#
      .ignoresCase()
    if let match = text.wholeMatch(of: pair), match.2.lowercased() != match.4.lowercased() {
      return [
        match.2.lowercased(): String(match.1),
        match.4.lowercased(): String(match.3) + String(match.5),
      ]
    }
    // "iOS: X. Android: Y" (or the other order), possibly after a lead-in.
    let labelled =
      #/^(.*?)\b(ios|android)\s*:\s*(.*?)[.;]?\s+(ios|android)\s*:\s*(.*)$/#.ignoresCase()
    if let match = text.wholeMatch(of: labelled), match.2.lowercased() != match.4.lowercased() {
      return [
        match.2.lowercased(): String(match.1) + String(match.3),
        match.4.lowercased(): String(match.1) + String(match.5),
      ]
    }
    // One platform only: "(iOS)", "on Android", "Android only".
    if let only = PlatformScope.read(value: text).platforms, only.count == 1 {
      return [only[0]: text]
    }
    return Dictionary(uniqueKeysWithValues: PlatformScope.order.map { ($0, text) })
  }
}
