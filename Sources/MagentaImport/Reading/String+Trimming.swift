/// Whitespace trimming without Foundation.
extension String {
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else {
      return ""
    }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) ?? first
    return String(scalars[first...last])
  }

  func trimmingTrailingWhitespace() -> String {
    guard let last = unicodeScalars.lastIndex(where: { !$0.properties.isWhitespace }) else {
      return ""
    }
    return String(unicodeScalars[...last])
  }
}

extension StringProtocol {
  /// The text without leading and trailing characters from `set`.
  func trimming(_ set: String) -> String {
    let characters = Set(set)
    let start = firstIndex { !characters.contains($0) } ?? endIndex
    let end = lastIndex { !characters.contains($0) }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
