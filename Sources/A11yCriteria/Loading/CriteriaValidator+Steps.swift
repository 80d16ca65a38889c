import Diagnostics
import JSON

/// Checks of the wording as it becomes Gherkin, for every experience and platform a criterion
/// applies to (variants included): placeholders and Examples columns that do not match, steps
/// that repeat the keyword the generator adds, and two scenarios of one name.
extension CriteriaValidator {
  /// The words a step must not start with: the generator writes the keyword itself.
  private static let stepKeywords: Set<String> = ["given", "when", "then", "and", "but", "*"]

  mutating func checkSteps(of criteria: [Criterion], at root: JSONPath) {
    var reported: Set<String> = []
    // Scenario names already taken, per experience and platform.
    var names: [String: (criterion: String, path: JSONPath)] = [:]
    for (index, criterion) in criteria.enumerated() {
      let path = root.appending(index)
      for (experience, platform) in applicableCombinations(criterion.applicability) {
        let resolved = criterion.resolvedWording(experience: experience, platform: platform)
        for (message, at) in problems(resolved, at: path)
        where reported.insert("\(at)\u{0}\(message)").inserted {
          error(message, at: at)
        }
        let titlePath = resolved.path(of: .title, criterionPath: path)
        let key = "\(experience)\u{0}\(platform)\u{0}\(resolved.wording.title)"
        if let earlier = names[key], earlier.criterion != criterion.id {
          let message =
            Message.sameTitle(
              criterion.id, as: earlier.criterion, experience: experience, platform: platform)
          if reported.insert("\(titlePath)\u{0}title").inserted { error(message, at: titlePath) }
        } else if names[key] == nil {
          names[key] = (criterion.id, titlePath)
        }
      }
    }
  }

  private func problems(_ resolved: ResolvedWording, at path: JSONPath) -> [(String, JSONPath)] {
    let wording = resolved.wording
    var problems: [(String, JSONPath)] = []
    // Paths are made only for a problem: most wording has none, and this runs for every
    // experience and platform of every criterion.
    func location(_ part: WordingPart, _ offset: Int?) -> JSONPath {
      let partPath = resolved.path(of: part, criterionPath: path)
      return offset.map { partPath.appending($0) } ?? partPath
    }
    typealias Text = (text: String, part: WordingPart, offset: Int?)
    let given: [Text] = wording.given.enumerated().map { ($0.element, .given, $0.offset) }
    let then: [Text] = wording.then.enumerated().map { ($0.element, .then, $0.offset) }
    let when: Text = (wording.when, .when, nil)
    let steps = given + [when] + then

    for (text, part, offset) in steps {
      let first = Self.firstWord(of: text).lowercased()
      if Self.stepKeywords.contains(first) {
        problems.append(
          (
            Message.stepKeyword(String(text.split(whereSeparator: \.isWhitespace)[0])),
            location(part, offset)
          ))
      }
    }

    // The title, then the steps: the order in which problems are reported.
    let texts = [(wording.title, .title, nil), when] + given + then
    var used: Set<String> = []
    for (text, part, offset) in texts {
      for name in Self.placeholders(in: text) {
        used.insert(name)
        guard let examples = wording.examples else {
          problems.append(
            (
              Message.placeholderWithoutExamples(name),
              location(part, offset)
            ))
          continue
        }
        if !examples.header.contains(name) {
          problems.append(
            (
              Message.unknownColumn(name, columns: examples.header),
              location(part, offset)
            ))
        }
      }
    }
    if let examples = wording.examples {
      for (index, column) in examples.header.enumerated() where !used.contains(column) {
        problems.append(
          (
            Message.unusedColumn(column),
            location(.examples, nil).appending("header").appending(index)
          ))
      }
    }
    return problems
  }

  /// The names of the `<placeholder>`s in a text, in order.
  static func placeholders(in text: String) -> [String] {
    if let names = asciiPlaceholders(in: text) {
      return names
    }
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(where: { $0 == ">" || $0 == "<" }), after[close] == ">"
      else {
        rest = after
        continue
      }
      let name = after[..<close]
      if !name.isEmpty, !name.allSatisfy(\.isWhitespace) { names.append(String(name)) }
      rest = after[after.index(after: close)...]
    }
    return names
  }

  // MARK: - ASCII text as bytes

  // Most wording is ASCII, where every character is one byte (a CR LF pair, one character,
  // is whitespace either way): scanning bytes there gives what scanning characters gives,
  // without the Unicode property look-ups that made these checks most of a cold start.

  /// The first word of `text`, split at whitespace as `split(whereSeparator: \.isWhitespace)`
  /// splits; empty when there is none.
  static func firstWord(of text: String) -> String {
    let bytes = Array(text.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return text.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    }
    guard let start = bytes.firstIndex(where: { !isASCIIWhitespace($0) }) else { return "" }
    let end = bytes[start...].firstIndex(where: isASCIIWhitespace) ?? bytes.count
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// ``placeholders(in:)`` of ASCII text, or nil when `text` is not ASCII.
  private static func asciiPlaceholders(in text: String) -> [String]? {
    let bytes = Array(text.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    var names: [String] = []
    var rest = 0
    while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "<")) {
      let after = open + 1
      guard
        let close = bytes[after...].firstIndex(where: {
          $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<")
        }), bytes[close] == UInt8(ascii: ">")
      else {
        rest = after
        continue
      }
      let name = bytes[after..<close]
      if !name.isEmpty, !name.allSatisfy(isASCIIWhitespace) {
        names.append(String(decoding: name, as: UTF8.self))
      }
      rest = close + 1
    }
    return names
  }

  /// Whether an ASCII byte is whitespace as `Character.isWhitespace` says: tab to carriage
  /// return, and space.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
