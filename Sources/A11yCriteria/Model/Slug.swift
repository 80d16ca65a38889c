/// The id rules: ids become file names and tags, so they are lowercase slugs that cannot name
/// another directory.
public enum Slug {
  /// `[a-z0-9]+(-[a-z0-9]+)*`: component, experience, platform and framework ids.
  public static func isValid(_ text: String) -> Bool {
    isValid(text.utf8[...], dots: false)
  }

  /// Slugs joined by dots, such as `keyboard.space`: criterion ids.
  public static func isValidDotted(_ text: String) -> Bool {
    isValid(text.utf8[...], dots: true)
  }

  /// One pass over the bytes: every part between dots (when allowed) is a non-empty run of
  /// `[a-z0-9]` words joined by single hyphens.
  private static func isValid(_ bytes: Substring.UTF8View, dots: Bool) -> Bool {
    var previous: UInt8? = nil  // nil at the start of a part
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        break
      case UInt8(ascii: "-"):
        guard let previous, previous != UInt8(ascii: "-") else { return false }
      case UInt8(ascii: "."):
        guard dots, let previous, previous != UInt8(ascii: "-") else { return false }
      default:
        return false
      }
      previous = byte == UInt8(ascii: ".") ? nil : byte
    }
    return previous != nil && previous != UInt8(ascii: "-")
  }
}
