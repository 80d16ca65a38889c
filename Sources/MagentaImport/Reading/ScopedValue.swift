/// A value read sentence by sentence, each sentence with the platforms it speaks of: in "Focus
/// moves, confined within the menu. Two finger swipe anywhere often dismisses menu (Android
/// only)" the first sentence holds on every platform and only the second is Android's.
///
/// Sentences end at `. ` or `; ` followed by a capital letter, outside parentheses (so "(e.g.
/// a button)" and "(… selected/unselected. Android: …)" stay whole). A sentence names a
/// platform in the ways ``PlatformScope/read(value:)`` reads; one that names both, or none,
/// holds on every platform.
struct ScopedValue: Hashable {
  struct Sentence: Hashable {
    var text: String
    /// nil: every platform.
    var platforms: [String]?
  }

  var sentences: [Sentence]

  init(_ value: String) {
    sentences = Self.split(value).map { text in
      Sentence(text: text, platforms: PlatformScope.read(value: text).platforms)
    }
  }

  /// The platforms the value holds on: every platform when one sentence holds on all (nil),
  /// else those its sentences name.
  var platforms: [String]? {
    if sentences.isEmpty || sentences.contains(where: { $0.platforms == nil }) { return nil }
    let named = Set(sentences.flatMap { $0.platforms ?? [] })
    let ids = PlatformScope.order.filter(named.contains)
    return ids.count == PlatformScope.order.count ? nil : ids
  }

  /// Whether some sentences hold on one platform only while others hold on every platform.
  var isMixed: Bool {
    sentences.contains { $0.platforms == nil } && sentences.contains { $0.platforms != nil }
  }

  /// The value as one platform reads it: the sentences that hold on it, in order.
  func text(for platform: String) -> String {
    sentences.filter { $0.platforms?.contains(platform) ?? true }.map(\.text)
      .joined(separator: " ")
  }

  /// The sentences of `value`, each with its closing `.` or `;`.
  static func split(_ value: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var depth = 0
    let characters = Array(value)
    for (index, character) in characters.enumerated() {
      current.append(character)
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case ".", ";":
        guard depth == 0, index + 2 < characters.count, characters[index + 1] == " " else {
          continue
        }
        let next = characters[(index + 1)...].first { $0 != " " }
        guard let next, next.isUppercase else { continue }
        sentences.append(current.trimming(" "))
        current = ""
      default:
        continue
      }
    }
    let last = current.trimming(" ")
    if !last.isEmpty { sentences.append(last) }
    return sentences
  }
}
