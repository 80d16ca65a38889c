/// Fills `{{name}}` placeholders in a standard criterion's text from named values.
///
/// Deliberately tiny: names only, no sections or escaping. Standard texts are data, and the
/// component's own texts still go through the template engine at generation time.
///
/// Every delimiter is ASCII, so texts are scanned as UTF-8 bytes (as the validator finds
/// placeholders): this runs for every text of every standard criterion a catalog uses.
enum PlaceholderText {
  /// The placeholder names in `text`, in order.
  static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let (open, close) = nextPlaceholder(in: rest) {
      names.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return names
  }

  /// `text` with each placeholder replaced by its value; nil when a name has no value.
  static func fill(_ text: String, _ values: [String: String]) -> String? {
    var result = ""
    var rest = text[...]
    while let (open, close) = nextPlaceholder(in: rest) {
      result += rest[..<open.lowerBound]
      guard let value = values[String(rest[open.upperBound..<close.lowerBound])] else {
        return nil
      }
      result += value
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// `text` with each `<column>` of `cells` replaced by its cell: an outline column that has a
  /// single row is written into the steps.
  static func inline(_ text: String, _ cells: [(column: String, value: String)]) -> String {
    var result = text
    for cell in cells {
      result = result.replacingAll("<\(cell.column)>", with: cell.value)
    }
    return result
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// The next `{{` and the `}}` after it.
  private static func nextPlaceholder(in text: Substring) -> (
    open: Range<String.Index>, close: Range<String.Index>
  )? {
    guard let open = text.utf8Range(of: "{{"),
      let close = text[open.upperBound...].utf8Range(of: "}}")
    else { return nil }
    return (open, close)
  }
}

extension StringProtocol {
  /// The first occurrence of `target`, compared byte for byte.
  fileprivate func utf8Range(of target: String) -> Range<String.Index>? {
    let needle = Array(target.utf8)
    guard let first = needle.first else { return nil }
    let bytes = utf8
    var index = bytes.startIndex
    while let start = bytes[index...].firstIndex(of: first) {
      var end = start
      var matched = 0
      while matched < needle.count, end != bytes.endIndex, bytes[end] == needle[matched] {
        matched += 1
        end = bytes.index(after: end)
      }
      if matched == needle.count { return start..<end }
      index = bytes.index(after: start)
    }
    return nil
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.utf8Range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
