import Gherkin

/// Compares a committed feature with the generated one by meaning: scenarios are matched by
/// their `@criterion:` tag, and only what the generator owns counts. Layout, comments,
/// hand-written scenarios, tags a team added and the order of scenarios do not.
struct FeatureComparison {
  let expected: Feature
  let committed: Feature
  /// Every criterion id of the component, to tell a removed criterion from one that does not
  /// apply here.
  var knownCriteria: Set<String> = []
  /// The hash of each generated scenario as it was written, from the committed header; empty
  /// when the header has no such record.
  var recorded: [String: String] = [:]
  /// The cause for the whole file, from its fingerprint: used where no record decides.
  var fileCause: DriftCause = .editedByHand

  /// A difference, before the detector adds the file's identity.
  struct Difference {
    var kind: DriftKind
    var line: Int
    var criterion: String?
    var message: String
    var expected: String?
    var found: String?
    var cause: DriftCause?
  }

  /// The comparison `check` makes of a committed feature with `rendered`, and generate with
  /// it before it discards anything: nil when the templates rendered no feature.
  ///
  /// - Parameters:
  ///   - text: The committed file, whose header records the hash of each generated scenario.
  ///   - fileCause: The cause its header's fingerprint gives (see
  ///     ``DriftDetector/cause(of:fingerprint:command:)``).
  static func of(
    _ rendered: RenderedTarget, committed: Feature, text: String, fileCause: DriftCause
  ) -> FeatureComparison? {
    guard let expected = rendered.document.feature else { return nil }
    return FeatureComparison(
      expected: expected, committed: committed,
      knownCriteria: Set(rendered.target.component.criteria.map(\.id)),
      recorded: GeneratedHeader.read(from: Substring(text))?.header.scenarios ?? [:],
      fileCause: fileCause)
  }

  func differences() -> [Difference] {
    var result = headerDifferences().map { difference in
      var difference = difference
      difference.cause = fileCause
      return difference
    }
    let expectedScenarios = Self.generatedScenarios(expected)
    let committedScenarios = Self.generatedScenarios(committed)
    let committedByID = Dictionary(
      committedScenarios.map { ($0.id, $0.scenario) }, uniquingKeysWith: { first, _ in first })
    let expectedByID = Dictionary(
      expectedScenarios.map { ($0.id, $0.scenario) }, uniquingKeysWith: { first, _ in first })
    // The team's own versions of criteria: accepted in place of the generated scenarios.
    var overrides: [String: Scenario] = [:]
    for scenario in committed.allScenarios {
      if let id = GeneratorTags.overriddenID(of: scenario.tags), overrides[id] == nil {
        overrides[id] = scenario
      }
    }
    for (id, scenario) in expectedScenarios where overrides[id] == nil {
      guard let found = committedByID[id] else {
        result.append(
          Difference(
            kind: .missingScenario, line: committed.location.line, criterion: id,
            message: "no scenario carries @criterion:\(id)", expected: scenario.name,
            cause: cause(id, expected: scenario, committed: nil)))
        continue
      }
      let cause = cause(id, expected: scenario, committed: found)
      for difference in Self.compare(scenario, found) {
        result.append(
          Difference(
            kind: .changedScenario, line: difference.line ?? found.location.line, criterion: id,
            message: difference.what, expected: difference.expected, found: difference.found,
            cause: cause))
      }
    }
    var seen: Set<String> = []
    for (id, scenario) in committedScenarios {
      if let override = overrides[id], expectedByID[id] != nil {
        result.append(
          Difference(
            kind: .unexpectedScenario, line: scenario.location.line, criterion: id,
            message:
              "the scenario tagged @criterion-override:\(id) on line \(override.location.line) replaces this generated one; regenerating removes it",
            found: scenario.name))
      } else if expectedByID[id] == nil {
        result.append(
          Difference(
            kind: .unexpectedScenario, line: scenario.location.line, criterion: id,
            message: knownCriteria.isEmpty || knownCriteria.contains(id)
              ? "@criterion:\(id) does not apply to this experience and platform"
              : "@criterion:\(id) names no criterion of this component (it was removed or renamed)",
            found: scenario.name, cause: cause(id, expected: nil, committed: scenario)))
      } else if !seen.insert(id).inserted {
        result.append(
          Difference(
            kind: .unexpectedScenario, line: scenario.location.line, criterion: id,
            message: "a second scenario carries @criterion:\(id)", found: scenario.name,
            cause: .editedByHand))
      }
    }
    for (id, scenario) in overrides.sorted(by: { $0.value.location < $1.value.location })
    where expectedByID[id] == nil {
      result.append(
        Difference(
          kind: .unexpectedScenario, line: scenario.location.line, criterion: id,
          message: knownCriteria.isEmpty || knownCriteria.contains(id)
            ? "@criterion-override:\(id) stands in for a criterion that does not apply to this experience and platform"
            : "@criterion-override:\(id) stands in for a criterion this component no longer has",
          found: scenario.name, cause: .editedByHand))
    }
    return result
  }

  // MARK: - The cause of each scenario's drift

  /// Why one criterion's scenario drifted, from the hash recorded when it was generated: the
  /// committed scenario no longer matching it is a hand edit (a missing one was deleted by
  /// hand), the expected one no longer matching it is a change of the inputs.
  private func cause(_ id: String, expected: Scenario?, committed: Scenario?) -> DriftCause {
    guard !recorded.isEmpty else { return fileCause }
    let record = recorded[id]
    let edited: Bool
    if let committed {
      edited = record.map { $0 != ScenarioDigest.of(committed) } ?? true
    } else {
      edited = record != nil
    }
    let inputs: Bool
    if let expected {
      inputs = record.map { $0 != ScenarioDigest.of(expected) } ?? true
    } else {
      inputs = record != nil
    }
    let changed: DriftCause = fileCause == .otherSettings ? .otherSettings : .inputsChanged
    switch (edited, inputs) {
    case (true, true): return .both
    case (true, false): return .editedByHand
    case (false, true): return changed
    case (false, false): return fileCause
    }
  }

  // MARK: - The feature header

  private func headerDifferences() -> [Difference] {
    var result: [Difference] = []
    func differ(_ what: String, _ expectedText: String, _ foundText: String, line: Int) {
      result.append(
        Difference(
          kind: .changedHeader, line: line, message: what, expected: expectedText, found: foundText)
      )
    }
    let expectedTags = Self.ownedFeatureTags(expected)
    let foundTags = Self.ownedFeatureTags(committed)
    if expectedTags != foundTags {
      differ(
        "the feature's generated tags differ", expectedTags, foundTags,
        line: committed.tags.first?.location.line ?? committed.location.line)
    }
    if expected.name != committed.name {
      differ(
        "the feature's name differs", expected.name, committed.name, line: committed.location.line)
    }
    if Self.normalized(expected.description) != Self.normalized(committed.description) {
      differ(
        "the feature's description differs", Self.normalized(expected.description),
        Self.normalized(committed.description), line: committed.location.line)
    }
    let expectedBackground = Self.background(expected)
    let foundBackground = Self.background(committed)
    if expectedBackground.map({ Self.describe($0) }) != foundBackground.map({ Self.describe($0) }) {
      differ(
        "the background differs",
        expectedBackground.map { Self.describe($0) }.joined(separator: "\n"),
        foundBackground.map { Self.describe($0) }.joined(separator: "\n"),
        line: Self.backgroundLine(committed) ?? committed.location.line)
    }
    let expectedRules = Self.generatedRuleNames(expected)
    let foundRules = Self.generatedRuleNames(committed)
    if expectedRules != foundRules {
      differ(
        "the rules that group generated scenarios differ", expectedRules.joined(separator: ", "),
        foundRules.joined(separator: ", "), line: committed.location.line)
    }
    return result
  }

  // MARK: - Scenarios

  /// What a step difference names where one of the scenarios has no step.
  static let noStep = "(no step)"

  /// Every way two scenarios for one criterion differ: each differing step on its own, with
  /// its line in the committed file when it has one.
  private static func compare(_ expected: Scenario, _ found: Scenario) -> [(
    what: String, expected: String, found: String, line: Int?
  )] {
    var result: [(what: String, expected: String, found: String, line: Int?)] = []
    let expectedTags = ownedScenarioTags(expected)
    let foundTags = ownedScenarioTags(found)
    if expectedTags != foundTags {
      result.append(("its generated tags differ", expectedTags, foundTags, nil))
    }
    if expected.name != found.name {
      result.append(("its name differs", expected.name, found.name, nil))
    }
    if normalized(expected.description) != normalized(found.description) {
      result.append(
        (
          "its description differs", normalized(expected.description),
          normalized(found.description), nil
        ))
    }
    for index in 0..<max(expected.steps.count, found.steps.count) {
      let wantStep = index < expected.steps.count ? expected.steps[index] : nil
      let gotStep = index < found.steps.count ? found.steps[index] : nil
      let want = wantStep.map { describe($0) } ?? noStep
      let got = gotStep.map { describe($0) } ?? noStep
      if want != got {
        // Shown with the tables of both steps in the same columns.
        let widths = TableColumns.widths(
          [wantStep?.dataTable?.rows ?? [], gotStep?.dataTable?.rows ?? []])
        result.append(
          (
            "step \(index + 1) differs", wantStep.map { describe($0, widths: widths) } ?? want,
            gotStep.map { describe($0, widths: widths) } ?? got, gotStep?.location.line
          ))
      }
    }
    // A description under Examples is the team's, unless the templates write one: then it is
    // the generator's and compared (generate keeps the team's only where there is none).
    let described = { (index: Int) in
      index < expected.examples.count && !expected.examples[index].description.isEmpty
    }
    let wantExamples = expected.examples.indices.map {
      describe(expected.examples[$0], withDescription: described($0))
    }
    let gotExamples = found.examples.indices.map {
      describe(found.examples[$0], withDescription: described($0))
    }
    if wantExamples != gotExamples {
      // Shown with the expected and found tables in the same columns, so they read as one.
      let widths = TableColumns.widths((expected.examples + found.examples).map(rows))
      let show = { (examples: [Examples]) in
        examples.indices.map {
          describe(examples[$0], withDescription: described($0), widths: widths)
        }.joined(separator: "\n")
      }
      result.append(
        (
          "its examples differ", show(expected.examples), show(found.examples),
          found.examples.first?.location.line
        ))
    }
    return result
  }

  /// What the generator owns in a scenario, as one text: what ``ScenarioDigest`` hashes.
  static func generatedPart(of scenario: Scenario) -> String {
    var parts = [ownedScenarioTags(scenario), scenario.name, normalized(scenario.description)]
    parts += scenario.steps.map { describe($0) }
    parts += scenario.examples.map { describe($0, withDescription: false) }
    return parts.joined(separator: "\n")
  }

  static func generatedScenarios(_ feature: Feature) -> [(id: String, scenario: Scenario)] {
    feature.allScenarios.compactMap { scenario in
      GeneratorTags.criterionID(of: scenario.tags).map { ($0, scenario) }
    }
  }

  private static func ownedFeatureTags(_ feature: Feature) -> String {
    feature.tags.map(\.name).filter(GeneratorTags.isFeatureTag).sorted().joined(separator: " ")
  }

  private static func ownedScenarioTags(_ scenario: Scenario) -> String {
    scenario.tags.map(\.name).filter(GeneratorTags.isScenarioTag).sorted().joined(separator: " ")
  }

  private static func background(_ feature: Feature) -> [Step] {
    for case .background(let background) in feature.children {
      return background.steps
    }
    return []
  }

  private static func backgroundLine(_ feature: Feature) -> Int? {
    for case .background(let background) in feature.children {
      return background.location.line
    }
    return nil
  }

  private static func generatedRuleNames(_ feature: Feature) -> [String] {
    feature.children.compactMap { child in
      guard case .rule(let rule) = child else { return nil }
      let generated = rule.children.contains { child in
        if case .scenario(let scenario) = child {
          GeneratorTags.criterionID(of: scenario.tags) != nil
        } else {
          false
        }
      }
      return generated ? rule.name : nil
    }
  }

  /// A step as a tester reads it, with its argument.
  /// A step as compared: its keyword, text and argument, table cells unpadded (`widths`
  /// pads them for a report).
  static func describe(_ step: Step, widths: [Int] = []) -> String {
    var text = trimmingWhitespace(Substring(step.keyword)) + " " + step.text
    if let docString = step.docString {
      text += "\n\"\"\"\(docString.mediaType ?? "")\n\(docString.content)\n\"\"\""
    }
    if let table = step.dataTable {
      text +=
        "\n" + table.rows.map { TableColumns.line($0, widths: widths) }.joined(separator: "\n")
    }
    return text
  }

  private static func describe(_ examples: Examples, withDescription: Bool, widths: [Int] = [])
    -> String
  {
    let description = withDescription ? [normalized(examples.description)] : []
    let lines = rows(examples).map { TableColumns.line($0, widths: widths) }
    return ([examples.name] + description + lines).joined(separator: "\n")
  }

  private static func rows(_ examples: Examples) -> [TableRow] {
    (examples.tableHeader.map { [$0] } ?? []) + examples.tableBody
  }

  /// Descriptions compared line by line without the indentation, which is layout.
  private static func normalized(_ description: String) -> String {
    guard !description.isEmpty else { return "" }
    return description.split(separator: "\n", omittingEmptySubsequences: false)
      .map(trimmingWhitespace)
      .joined(separator: "\n").trimmingCharacters(in: .newlines)
  }

  /// `text` without the spaces and tabs at either end, as `trimmingCharacters(in:
  /// .whitespaces)` gives it: ASCII ends are trimmed here (this runs for every step of every
  /// scenario hashed), anything else by Foundation.
  static func trimmingWhitespace(_ text: Substring) -> String {
    let bytes = text.utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    while start != end, isBlank(bytes[start]) { start = bytes.index(after: start) }
    while start != end, isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
    guard start != end else { return "" }
    guard bytes[start] < 0x80, bytes[bytes.index(before: end)] < 0x80 else {
      return String(text).trimmingCharacters(in: .whitespaces)
    }
    return String(text[start..<end])
  }
}
