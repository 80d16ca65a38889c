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
    forEachPart(of: text) { part in
      if case .placeholder(let name) = part { names.append(String(decoding: name, as: UTF8.self)) }
      return true
    }
    return names
  }

  /// Whether `text` holds the placeholder `name`.
  static func mentions(_ name: String, in text: String) -> Bool {
    let wanted = Array(name.utf8)
    var found = false
    forEachPart(of: text) { part in
      if case .placeholder(let candidate) = part, candidate.elementsEqual(wanted) { found = true }
      return !found
    }
    return found
  }

  /// `text` with each placeholder replaced by its value; nil when a name has no value.
  static func fill(_ text: String, _ values: [String: String]) -> String? {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 32)
    var complete = true
    forEachPart(of: text) { part in
      switch part {
      case .literal(let bytes): result.append(contentsOf: bytes)
      case .placeholder(let name):
        guard let value = values[String(decoding: name, as: UTF8.self)] else {
          complete = false
          return false
        }
        result.append(contentsOf: value.utf8)
      }
      return true
    }
    return complete ? String(decoding: result, as: UTF8.self) : nil
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
  static func list(_ items: [String], conjunction: String = "and") -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
  }

  private enum Part {
    case literal(UnsafeBufferPointer<UInt8>.SubSequence)
    case placeholder(UnsafeBufferPointer<UInt8>.SubSequence)
  }

  /// Hands `body` the literal runs and placeholder names of `text` in order, until it
  /// returns false. An unclosed `{{` is literal text.
  private static func forEachPart(of text: String, _ body: (Part) -> Bool) {
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      var literalStart = 0
      let count = bytes.count
      while index + 1 < count {
        guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
          index += 1
          continue
        }
        var close = index + 2
        while close + 1 < count,
          !(bytes[close] == UInt8(ascii: "}") && bytes[close + 1] == UInt8(ascii: "}"))
        {
          close += 1
        }
        guard close + 1 < count else { break }
        if literalStart < index, !body(.literal(bytes[literalStart..<index])) { return }
        if !body(.placeholder(bytes[(index + 2)..<close])) { return }
        index = close + 2
        literalStart = index
      }
      if literalStart < count { _ = body(.literal(bytes[literalStart..<count])) }
    }
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
