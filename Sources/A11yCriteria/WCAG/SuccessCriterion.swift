/// A WCAG 2.2 success criterion: its number, name and conformance level.
public struct SuccessCriterion: Hashable, Sendable {
  public let number: String
  public let name: String
  public let level: String
  /// The W3C "Understanding" page of the criterion; made once, as every scenario citing the
  /// criterion shows it.
  public let understandingURL: String
  /// Sorts criteria in WCAG order: `1.4.10` after `1.4.9`.
  public let order: Int

  public init(number: String, name: String, level: String) {
    self.number = number
    self.name = name
    self.level = level
    understandingURL = Self.understandingURL(name: name)
    // Wrapping: any text may reach this initializer; only well-formed numbers sort meaningfully.
    order = number.split(separator: ".").reduce(0) { $0 &* 100 &+ (Int($1) ?? 0) }
  }

  /// The criterion with a number such as `2.1.1`, if WCAG 2.2 has it.
  /// Success criteria WCAG 2.2 marks obsolete: still named, so older documents load, but worth
  /// a warning (4.1.1 Parsing is always satisfied under WCAG 2.2).
  public static let obsolete: Set<String> = ["4.1.1"]

  public static func named(_ number: String) -> SuccessCriterion? {
    WCAG22.byNumber[number]
  }

  /// Whether `text` has the `N.N.N` form of a success criterion number: three numbers of one
  /// or two ASCII digits, without leading zeros.
  public static func isWellFormed(_ text: String) -> Bool {
    var parts = 1
    var digits = 0
    var leadingZero = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if digits == 1, leadingZero { return false }
        if digits == 0 { leadingZero = byte == UInt8(ascii: "0") }
        digits += 1
        guard digits <= 2 else { return false }
      case UInt8(ascii: "."):
        guard digits > 0, parts < 3 else { return false }
        parts += 1
        digits = 0
      default:
        return false
      }
    }
    return parts == 3 && digits > 0
  }
}

extension SuccessCriterion {
  /// The W3C "Understanding" page of the criterion named `name`.
  static func understandingURL(name: String) -> String {
    var slug = ""
    for character in name.lowercased() {
      if character.isLetter || character.isNumber {
        slug.append(character)
      } else if character == " " || character == "-", !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    return "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
  }
}
