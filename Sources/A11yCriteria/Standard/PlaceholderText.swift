import Foundation

/// Fills `{{name}}` placeholders in a standard criterion's text from named values.
///
/// Deliberately tiny: names only, no sections or escaping. Standard texts are data, and the
/// component's own texts still go through the template engine at generation time.
enum PlaceholderText {
  /// The placeholder names in `text`, in order.
  static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      names.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return names
  }

  /// `text` with each placeholder replaced by its value; nil when a name has no value.
  static func fill(_ text: String, _ values: [String: String]) -> String? {
    var result = ""
    var rest = text[...]
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
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
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
