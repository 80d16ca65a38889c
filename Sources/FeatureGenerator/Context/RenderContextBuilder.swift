import A11yCriteria
import Diagnostics
import JSON
import Mustache

/// Builds the data templates render for one target: only the criteria that apply, with their
/// wording resolved for the experience and platform, in the platform's own words.
///
/// The shape (documented in the README for template authors):
/// `component`, `experience`, `platform` (with `roles`, `states`, `frameworks`),
/// `featureTags`, `background` (steps), `groups` (each with `criteria`), `criteria`,
/// `sections` (checklist), `frameworks` (developer notes), `wcag`, `files`.
struct RenderContextBuilder {
  let templates: TemplateSet
  let dialect: Dialect
  private var wording: WordingRenderer
  private var wcagValues: [String: Value] = [:]
  /// Each criterion's developer notes as templates see them, by framework id and criterion
  /// index: made once per component, as every experience of a platform shows the same notes.
  private let noteValues: [String: [[Value]]]

  init(component: Component, templates: TemplateSet, dialect: Dialect) {
    self.templates = templates
    self.dialect = dialect
    wording = WordingRenderer(source: component.source)
    var noteValues: [String: [[Value]]] = [:]
    for framework in component.platforms.flatMap(\.frameworks)
    where noteValues[framework.id] == nil {
      noteValues[framework.id] = component.criteria.map { criterion in
        criterion.notes(for: framework.id).map {
          .object(["criterion": .string(criterion.id), "text": .string($0)])
        }
      }
    }
    self.noteValues = noteValues
  }

  /// Problems found in criteria texts so far.
  var diagnostics: [Diagnostic] { wording.diagnostics }

  mutating func context(for target: GenerationTarget) -> Value {
    let placeholders = placeholderData(target)
    let root = JSONPath.root
    var background: [String] = []
    let shared = target.component.background(on: target.platform.id)
    let sharedPath = shared.path.reduce(root) { $0.appending($1) }
    for (index, text) in shared.steps.enumerated() {
      background.append(
        wording.render(text, at: sharedPath.appending(index), with: placeholders))
    }
    if let experienceIndex = target.component.experiences.firstIndex(of: target.experience) {
      let path = root.appending("experiences").appending(experienceIndex).appending("background")
      for (index, text) in target.experience.background.enumerated() {
        background.append(wording.render(text, at: path.appending(index), with: placeholders))
      }
    }

    // By index throughout: copying a criterion out of the list costs more than its scenario.
    let criteria = target.component.criteria
    let indices = target.criterionIndices
    let scenarios = indices.map {
      scenario(criteria[$0], index: $0, target: target, data: placeholders)
    }
    let groupOfScenario = indices.map { criteria[$0].group }
    var byGroup = [[Value]](repeating: [], count: CriterionGroup.allCases.count)
    for (position, group) in groupOfScenario.enumerated() {
      byGroup[group.ordinal].append(scenarios[position])
    }
    let groups: [Value] = CriterionGroup.allCases.compactMap { group in
      let members = byGroup[group.ordinal]
      guard !members.isEmpty else { return nil }
      return .object([
        "id": .string(group.rawValue),
        "title": .string(group.title(on: target.platform)),
        "partial": .string(templates.groupPartial(group.rawValue)),
        "rule": dialect == .modern
          ? .object(["title": .string(group.title(on: target.platform))]) : .bool(false),
        "criteria": .list(members),
      ])
    }
    var sections: [Value] = []
    for section in ChecklistSection.allCases {
      let items = groupOfScenario.indices.filter { section.groups.contains(groupOfScenario[$0]) }
        .map { scenarios[$0] }
      guard !items.isEmpty else { continue }
      sections.append(
        .object([
          "number": Value(sections.count + 1),
          "title": .string(section.title(on: target.platform)),
          "items": .list(items),
        ]))
    }

    let notes = Self.screenReaderNotes(target)
    var component = placeholders["component"]?.objectMembers ?? [:]
    component["summary"] = .string(target.component.summary)
    let designNotes = target.component.designNotes(on: target.platform.id)
    component["designNotes"] = .list(designNotes.map { .string($0) })
    var platform = placeholders["platform"]?.objectMembers ?? [:]
    platform["frameworks"] = .list(
      target.platform.frameworks.map { .object(["id": .string($0.id), "name": .string($0.name)]) })

    return .object([
      "component": .object(Value.Object(component)),
      "experience": placeholders["experience"] ?? .null,
      "platform": .object(Value.Object(platform)),
      "featureTags": .string(target.featureTags.joined(separator: " ")),
      "hasBackground": .bool(!background.isEmpty),
      "background": .list(steps(given: background, when: nil, then: [])),
      "groups": .list(groups),
      "criteria": .list(scenarios),
      "sections": .list(sections),
      "hasDesignNotes": .bool(!designNotes.isEmpty),
      // Only an experience with keyboard criteria asks the tester for a keyboard.
      "hasKeyboard": .bool(groupOfScenario.contains(.keyboard)),
      // A platform tested on a desktop has its own keyboard; a phone needs one connected.
      "keyboard": .string(
        target.platform.hasOwnKeyboard
          ? "a keyboard"
          : target.platform.keyboardSetting.isEmpty
            ? "an external keyboard"
            : "an external keyboard (\(target.platform.keyboardSetting) on)"),
      // The sentence that says no criterion uses a keyboard names the device alone: a setting
      // in brackets would read as an instruction to turn it on.
      "keyboardDevice": .string(
        target.platform.hasOwnKeyboard ? "a keyboard" : "an external keyboard"),
      "frameworks": .list(frameworks(target)),
      // A platform with several screen readers (the web) is automated through the browser's
      // accessibility tree, which the intro says; its readers' notes and unconfirmed words
      // are printed for the roles and states this experience has.
      "hasScreenReaders": .bool(!target.platform.screenReaders.isEmpty),
      "screenReaderNotes": .list(notes.map { .string($0) }),
      "hasScreenReaderNotes": .bool(!notes.isEmpty),
      "unconfirmedWords": Self.unconfirmedWords(target).map { .string($0) } ?? .bool(false),
      "wcag": .list(successCriteria(target)),
      "files": .object([
        "feature": .string(target.experience.id + ".feature"),
        "checklist": .string(target.experience.id + ".md"),
      ]),
    ])
  }

  // MARK: - Parts

  /// What criteria texts may refer to.
  private func placeholderData(_ target: GenerationTarget) -> Value {
    let platform = target.platform
    return .object([
      "component": .object([
        "id": .string(target.component.id),
        "title": .string(target.component.title),
        "category": .string(target.component.category),
      ]),
      "experience": .object([
        "id": .string(target.experience.id),
        "title": .string(target.experience.title),
        "description": .string(target.experience.description),
        "interactiveElement": .string(target.experience.interactiveElement),
      ]),
      "platform": .object([
        "id": .string(platform.id),
        "name": .string(platform.name),
        "screenReader": .string(platform.screenReader),
        "roles": .object(
          Value.Object(
            Dictionary(
              platform.roles.map { ($0.name, Value.string($0.text)) },
              uniquingKeysWith: { first, _ in first }))),
        "states": .object(
          Value.Object(
            Dictionary(
              platform.states.map { ($0.name, Value.string($0.text)) },
              uniquingKeysWith: { first, _ in first }))),
        "stateWords": Self.stateWords(platform),
        "activationKeys": .string(Self.list(platform.activationKeys)),
        "textResize": .string(platform.textResize),
        "textSize": .string(platform.textSize),
      ]),
    ])
  }

  /// The quoted words a step accepts for each state of each role, by role and state (a
  /// state's words run together: `notChecked`): `"Checked" or "Selected"` where the profile
  /// takes a second word for the role's state, so that a criterion's own step quoting a state
  /// accepts what `screen-reader.state` accepts.
  private static func stateWords(_ platform: PlatformProfile) -> Value {
    func key(_ state: String) -> String {
      let words = state.split(separator: " ")
      return words.enumerated().map { index, word in
        index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
      }.joined()
    }
    var roles: [String: Value] = [:]
    for role in platform.roles.map(\.name) {
      var states: [String: Value] = [:]
      for state in platform.states where !state.text.isEmpty {
        let other = platform.stateAlternative(state.name, of: role).map { " or \"\($0)\"" }
        states[key(state.name)] = .string("\"\(state.text)\"\(other ?? "")")
      }
      roles[role] = .object(Value.Object(states))
    }
    return .object(Value.Object(roles))
  }

  private mutating func scenario(
    _ criterion: Criterion, index: Int, target: GenerationTarget, data: Value
  ) -> Value {
    let resolved = criterion.resolvedWording(
      experience: target.experience.id, platform: target.platform.id)
    let path = JSONPath.root.appending("criteria").appending(index)
    func text(_ value: String, _ part: WordingPart) -> String {
      wording.render(value, at: resolved.path(of: part, criterionPath: path), with: data)
    }
    func texts(_ values: [String], _ part: WordingPart) -> [String] {
      values.enumerated().map { position, value in
        wording.render(
          value, at: resolved.path(of: part, criterionPath: path).appending(position), with: data)
      }
    }
    let words = resolved.wording
    let name = text(words.title, .title)
    let checklist = text(words.checklist, .checklist)
    let given = Self.withKeyboardSetting(texts(words.given, .given), target.platform)
    let when = text(words.when, .when)
    let then = texts(words.then, .then)
    var examples = Value.null
    var rawRows: [[String]] = []
    if let table = words.examples {
      let examplesPath = resolved.path(of: .examples, criterionPath: path)
      let header = table.header.map { Self.escapeCell($0) }
      rawRows = table.rows.enumerated().map { row, cells in
        cells.enumerated().map { column, cell in
          wording.render(
            cell, at: examplesPath.appending("rows").appending(row).appending(column), with: data)
        }
      }
      let rows = rawRows.map { cells in
        Value.object(["cells": .list(cells.map { .string(Self.escapeCell($0)) })])
      }
      examples = .object(["header": .list(header.map { .string($0) }), "rows": .list(rows)])
    }
    let runTag = RunTag.tag(
      steps: given + [when] + then, header: words.examples?.header ?? [],
      rows: rawRows, platform: target.platform.id)
    let tags =
      ["@criterion:\(criterion.id)"] + criterion.wcag.map { "@wcag:\($0)" } + [runTag]
    return .object([
      "id": .string(criterion.id),
      "group": .string(criterion.group.rawValue),
      "groupTitle": .string(criterion.group.title(on: target.platform)),
      "tags": .string(tags.joined(separator: " ")),
      "keyword": .string(words.examples == nil ? "Scenario" : "Scenario Outline"),
      "name": .string(name),
      "description": Self.disabledCondition(given: given, rows: rawRows).map { .string($0) }
        ?? .bool(false),
      "checklist": .string(checklist),
      "steps": .list(steps(given: given, when: when, then: then)),
      "examples": examples,
      "wcag": .list(criterion.wcag.compactMap(SuccessCriterion.named).map { wcagValue($0) }),
      "wcagList": .string(criterion.wcag.joined(separator: ", ")),
    ])
  }

  /// A scenario that starts from a disabled control applies where the app has one: a tester
  /// who cannot find a disabled control in the app skips it rather than failing it (the
  /// sources ask for the disabled state "if applicable").
  static func disabledCondition(given: [String], rows: [[String]]) -> String? {
    if let step = given.first(where: { $0.hasSuffix(" is disabled") }) {
      let element = step.dropLast(" is disabled".count)
      guard !element.contains("<") else {
        return
          "Each row applies where the app has its control disabled; an app in which that control is never disabled skips the row."
      }
      return
        "This applies where the app has \(element) disabled; an app in which it is never disabled skips it."
    }
    guard given.contains(where: { $0.hasSuffix(" is <state>") }),
      rows.contains(where: { $0.contains("disabled") })
    else { return nil }
    return
      "The disabled row applies where the app has that control disabled; an app in which it is never disabled skips that row."
  }

  /// The Given steps with the platform's keyboard setting turned on after the step that
  /// connects a keyboard: on iOS a connected keyboard moves no focus until Full Keyboard Access
  /// is on, so a scenario without it would fail a correct app.
  static func withKeyboardSetting(_ given: [String], _ platform: PlatformProfile) -> [String] {
    let setting = platform.keyboardSetting
    let step = "the \"\(setting)\" setting is on"
    guard !setting.isEmpty, !given.contains(step),
      let index = given.firstIndex(of: "an external keyboard is connected")
    else { return given }
    var result = given
    result.insert(step, at: index + 1)
    return result
  }

  /// Given/And, When, Then/And: the keywords a tester reads.
  private func steps(given: [String], when: String?, then: [String]) -> [Value] {
    var steps: [Value] = []
    for (index, text) in given.enumerated() {
      steps.append(
        .object(["keyword": .string(index == 0 ? "Given" : "And"), "text": .string(text)]))
    }
    if let when {
      steps.append(.object(["keyword": .string("When"), "text": .string(when)]))
    }
    for (index, text) in then.enumerated() {
      steps.append(
        .object(["keyword": .string(index == 0 ? "Then" : "And"), "text": .string(text)]))
    }
    return steps
  }

  /// Developer notes by framework: the framework's own, then each group's criteria notes.
  private func frameworks(_ target: GenerationTarget) -> [Value] {
    target.platform.frameworks.map { framework in
      let notesByCriterion = noteValues[framework.id] ?? []
      precondition(
        notesByCriterion.count == target.component.criteria.count,
        "a context builder renders the targets of its own component")
      var notesByGroup = [[Value]](repeating: [], count: CriterionGroup.allCases.count)
      // By index: copying a criterion out of the list costs more than its notes.
      for index in target.criterionIndices {
        notesByGroup[target.component.criteria[index].group.ordinal] += notesByCriterion[index]
      }
      let groups: [Value] = CriterionGroup.allCases.compactMap { group in
        let notes = notesByGroup[group.ordinal]
        return notes.isEmpty
          ? nil
          : .object(["title": .string(group.title(on: target.platform)), "notes": .list(notes)])
      }
      return .object([
        "id": .string(framework.id),
        "name": .string(framework.name),
        "hasNotes": .bool(!framework.notes.isEmpty),
        "notes": .list(framework.notes.map { .string($0) }),
        "groups": .list(groups),
      ])
    }
  }

  /// The success criteria the criteria cite, each once, in WCAG order.
  private mutating func successCriteria(_ target: GenerationTarget) -> [Value] {
    var numbers: Set<String> = []
    for index in target.criterionIndices {
      numbers.formUnion(target.component.criteria[index].wcag)
    }
    return numbers.compactMap(SuccessCriterion.named)
      .sorted { $0.order < $1.order }
      .map { wcagValue($0) }
  }

  /// A success criterion as templates see it; made once per criterion and kept.
  private mutating func wcagValue(_ criterion: SuccessCriterion) -> Value {
    if let value = wcagValues[criterion.number] { return value }
    let value = Value.object([
      "number": .string(criterion.number),
      "name": .string(criterion.name),
      "level": .string(criterion.level),
      "url": .string(criterion.understandingURL),
    ])
    wcagValues[criterion.number] = value
    return value
  }

  /// A table cell as Gherkin writes it: `\`, `|` and line breaks escaped.
  /// The role and state keys of the experience's controls (and of the element a container
  /// criterion names by `targetRole`), in order.
  private static func keysInUse(_ target: GenerationTarget) -> [String] {
    var keys: [String] = []
    let experience = target.experience
    let roles =
      experience.controls.compactMap(\.role)
      + experience.parameters.filter { $0.name == "targetRole" }.map(\.text)
    for key in roles + experience.controls.flatMap(\.states) where !keys.contains(key) {
      keys.append(key)
    }
    return keys
  }

  /// "NVDA: …" for each screen reader's note on a role or state the experience has.
  static func screenReaderNotes(_ target: GenerationTarget) -> [String] {
    let keys = keysInUse(target)
    return target.platform.screenReaders.flatMap { reader in
      keys.compactMap { key in
        reader.notes.first { $0.name == key }.map { "\(reader.name): \($0.text)" }
      }
    }
  }

  /// The quoted words, from every screen reader, for the roles and states of the experience
  /// that the profile marks unconfirmed; nil when there are none.
  static func unconfirmedWords(_ target: GenerationTarget) -> String? {
    let platform = target.platform
    var words: [String] = []
    for key in keysInUse(target) where platform.unconfirmed.contains(key) {
      for reader in platform.screenReaders {
        for word in [reader.role(key), reader.state(key)].compactMap({ $0 })
        where !words.contains("\"\(word)\"") {
          words.append("\"\(word)\"")
        }
      }
    }
    return words.isEmpty ? nil : list(words)
  }

  static func escapeCell(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case "|": out += "\\|"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  /// "Space", "Space and Enter", "Tab, Space and Enter".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}

extension CriterionGroup {
  /// The group's position in `allCases`.
  fileprivate var ordinal: Int { Self.allCases.firstIndex(of: self)! }
}

extension Value {
  fileprivate var objectMembers: [String: Value]? {
    if case .object(let members) = self { members.dictionary } else { nil }
  }
}
