import JSON

/// The parts of a ``Wording``, as the criteria format names them.
public enum WordingPart: String, CaseIterable, Hashable, Sendable {
  case title
  case checklist
  case given
  case when
  case then
  case examples
}

/// A criterion's wording for one experience and platform, and which variant gave each part.
public struct ResolvedWording: Hashable, Sendable {
  public var wording: Wording
  /// The index of the variant each overridden part comes from; parts not listed are the
  /// criterion's own.
  public var variantIndex: [WordingPart: Int] = [:]

  public init(wording: Wording) {
    self.wording = wording
  }

  /// Where a part stands in the criteria file, below the criterion at `criterionPath`.
  public func path(of part: WordingPart, criterionPath: JSONPath) -> JSONPath {
    guard let index = variantIndex[part] else { return criterionPath.appending(part.rawValue) }
    return criterionPath.appending("variants").appending(index).appending(part.rawValue)
  }

  mutating func apply(_ overrides: WordingOverrides, from index: Int) {
    func take<T>(_ value: T?, _ part: WordingPart, _ target: inout T) {
      guard let value else { return }
      target = value
      variantIndex[part] = index
    }
    take(overrides.title, .title, &wording.title)
    take(overrides.checklist, .checklist, &wording.checklist)
    take(overrides.given, .given, &wording.given)
    take(overrides.when, .when, &wording.when)
    take(overrides.then, .then, &wording.then)
    if let examples = overrides.examples {
      // A table without columns removes the examples (an expanded standard criterion that is
      // an outline on one experience and a plain scenario on another).
      wording.examples = examples.header.isEmpty ? nil : examples
      variantIndex[.examples] = index
    }
  }
}
