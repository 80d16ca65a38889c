/// The id rules: ids become file names and tags, so they are lowercase slugs that cannot name
/// another directory.
public enum Slug {
  /// `[a-z0-9]+(-[a-z0-9]+)*`: component, experience, platform and framework ids.
  public static func isValid(_ text: String) -> Bool {
    guard !text.isEmpty, text.first != "-", text.last != "-", !text.contains("--") else {
      return false
    }
    return text.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
  }

  /// Slugs joined by dots, such as `keyboard.space`: criterion ids.
  public static func isValidDotted(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty && parts.allSatisfy { isValid(String($0)) }
  }
}
