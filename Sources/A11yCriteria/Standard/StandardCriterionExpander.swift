import Diagnostics
import JSON

/// Turns a component's uses of standard criteria into criteria with their wording written out
/// for each experience and platform, so the rest of the tool sees criteria as format 1 writes
/// them.
///
/// A standard criterion repeats over the experience's controls (or their states): each item
/// is an Examples row, and when there is a single item its cells are written into the steps,
/// so a one-control experience gets a plain scenario and a several-control one an outline.
struct StandardCriterionExpander {
  struct Problem {
    let path: JSONPath
    let message: String
  }

  private let component: Component
  private let library: SharedLibrary
  private(set) var problems: [Problem] = []

  init(component: Component, library: SharedLibrary) {
    self.component = component
    self.library = library
    checkControls()
  }

  /// The criterion `use` makes, or nil (with a problem) when it cannot be made.
  mutating func expand(_ use: StandardCriterionUse) -> Criterion? {
    guard let base = library.standardCriterion(use.standard) else { return nil }
    checkParameterNames(use, base)
    var applicable: [(experience: Experience, platform: PlatformProfile, wording: Wording)] = []
    var missing: Set<String> = []
    // The standard criteria the wordings came from: their notes are the criterion's.
    var used: [StandardCriterion] = []
    for experience in component.experiences {
      for platform in component.platforms
      where experience.isBuilt(on: platform.id)
        && use.applicability.includes(experience: experience.id, platform: platform.id)
      {
        // A platform may write the criterion with its own variant, or leave it out.
        guard let id = platform.standardCriterion(for: base.id) else { continue }
        guard let standard = library.standardCriterion(id) else {
          problem(
            "the \(platform.name) profile writes '\(base.id)' with the standard criterion '\(id)', which does not exist",
            at: use.path)
          continue
        }
        if let key = standard.onlyWithKey, !platform.activationKeys.contains(key) { continue }
        let parameters = self.parameters(use, standard, experience, platform)
        // A component whose source demands the role word itself ("roleHint": "none") takes
        // no usage hint in its place, whatever the profile accepts for other components.
        let platform = parameters["roleHint"] == "none" ? platform.withoutRoleHints() : platform
        let absent = standard.parameters.filter { parameters[$0] == nil }
        guard absent.isEmpty else {
          missing.formUnion(absent)
          continue
        }
        if let wording = wording(standard, experience, platform, parameters) {
          applicable.append((experience, platform, wording))
          if !used.contains(where: { $0.id == standard.id }) { used.append(standard) }
        }
      }
    }
    let standard = base
    for name in missing.sorted() {
      problem(
        "standard criterion '\(standard.id)' needs the parameter '\(name)': give it in 'parameters' here or in the experience",
        at: use.path)
    }
    guard let first = applicable.first else {
      if missing.isEmpty {
        problem(
          "standard criterion '\(standard.id)' applies to no experience and platform here (no control has what it needs, or its key is on no platform)",
          at: use.path)
      }
      return nil
    }
    let experiences = component.experiences.map(\.id).filter { id in
      applicable.contains { $0.experience.id == id }
    }
    let platforms = component.platforms.map(\.id).filter { id in
      applicable.contains { $0.platform.id == id }
    }
    return Criterion(
      id: use.id,
      group: standard.group,
      applicability: Applicability(
        experiences: experiences.count == component.experiences.count ? nil : experiences,
        platforms: platforms.count == component.platforms.count ? nil : platforms),
      wcag: standard.wcag,
      wording: first.wording,
      variants: applicable.dropFirst().map { entry in
        WordingVariant(
          applicability: Applicability(
            experiences: [entry.experience.id], platforms: [entry.platform.id]),
          overrides: WordingOverrides(
            title: entry.wording.title, checklist: entry.wording.checklist,
            given: entry.wording.given, when: entry.wording.when, then: entry.wording.then,
            examples: entry.wording.examples ?? ExamplesTable(header: [], rows: [])))
      },
      developerNotes: Self.notes(
        Self.notes(of: used, for: component.platforms), adding: use.developerNotes),
      standard: standard.id)
  }

  // MARK: - Wording

  private func parameters(
    _ use: StandardCriterionUse, _ standard: StandardCriterion, _ experience: Experience,
    _ platform: PlatformProfile
  ) -> [String: String] {
    var result: [String: String] = [:]
    let accepted = Set(standard.parameters + standard.optionalParameters)
    for term in experience.parameters where accepted.contains(term.name) {
      result[term.name] = term.text
    }
    for term in use.parameters { result[term.name] = term.text }
    for variant in use.variants
    where variant.applicability.includes(experience: experience.id, platform: platform.id) {
      for term in variant.parameters { result[term.name] = term.text }
    }
    return result
  }

  /// The wording for one experience and platform; nil when the criterion repeats over items
  /// the experience does not have.
  private func wording(
    _ standard: StandardCriterion, _ experience: Experience, _ platform: PlatformProfile,
    _ parameters: [String: String]
  ) -> Wording? {
    let target = experience.interactiveElement
    let outside = experience.controls.filter { !$0.whileOpen }
    let inside = experience.controls.filter(\.whileOpen)
    // Beside controls that are always shown, a control inside the container says so in its
    // name ("the Share item in the open menu"); its scenario then tells the tester to open it.
    let controls = experience.controls.map { control in
      guard control.whileOpen, !outside.isEmpty else { return control }
      var shown = control
      shown.element = "\(control.element) in the open \(Self.withoutArticle(target))"
      return shown
    }
    var items = Self.items(standard.repetition, controls, platform, library, standard.onlyWithKey)
    if standard.repetition != nil, items.isEmpty { return nil }
    // On a platform with several screen readers, a criterion that names the screen reader has
    // one Examples row for each of them (and each item), with that screen reader's own words.
    let readers = Self.readers(of: standard, on: platform)
    if readers.isEmpty, !platform.screenReaders.isEmpty, Self.mentionsScreenReader(standard) {
      return nil
    }
    // A change of state is heard in the words each screen reader has for the new state of the
    // control that changes (its role can give a word of its own, as for a radio button).
    let changing = parameters["changeControl"] ?? target
    let change = parameters["changeTo"].map { state in
      (state: state, role: experience.controls.first { $0.element == changing }?.stateRole)
    }
    if !readers.isEmpty {
      items = Self.items(
        items, repeated: standard.repetition != nil, over: readers,
        targetRole: parameters["targetRole"], change: change)
      if items.isEmpty { return nil }
    }
    let itemColumnTerms =
      readers.isEmpty
      ? standard.columns : [Term("screenReader", "{{screenReader}}")] + standard.columns
    // Moving focus through the screen never opens the container: focus order lists the controls
    // shown without it, or, when every control is inside, starts with the container open.
    let ordered = outside.isEmpty ? experience.controls : outside
    let opensFirst =
      !inside.isEmpty && outside.isEmpty
      && (standard.repetition != nil || Self.mentionsControlOrder(standard))

    var values = parameters
    values["screenReader"] = readers.isEmpty ? platform.screenReader : "<screenReader>"
    values["platform"] = platform.name
    values["textResize"] = platform.textResize
    values["adjustGesture"] = platform.gesture("adjust") ?? "the adjust gesture"
    values["target"] = target
    let elements = ordered.map(\.element)
    values["elementList"] = PlaceholderText.list(elements)
    // The first element Tab reaches among those shown without opening anything.
    values["firstControl"] = elements.first ?? target
    // Where Tab starts on a page: one Tab from the address bar reaches the page's first
    // focusable element (often a skip link), so by default the element just before the
    // component's first control, which a tester can find on any page.
    if values["start"] == nil { values["start"] = "the element before \(elements.first ?? target)" }
    // Inside a container that opens: the controls a backward trap and Tab from the container
    // itself start from and reach.
    let insideElements = inside.map(\.element)
    values["firstInside"] = insideElements.first
    if values["lastControl"] == nil { values["lastControl"] = insideElements.last }
    // The control a change of state acts on, the key that changes it on a desktop, and the name
    // a screen reader says when focus comes back to the opener.
    values["changeControl"] = changing
    if values["changeFocus"] == nil { values["changeFocus"] = changing }
    // "Space on the switch changes it", not "changes the switch" twice.
    values["changed"] = values["changeFocus"] == changing ? "it" : changing
    if values["changeKey"] == nil, let role = change?.role ?? experience.controls.first?.role {
      values["changeKey"] = platform.activationKeys.first {
        platform.activates(role: role, with: $0)
      }
    }
    if let opener = values["opener"] {
      values["openerName"] = experience.controls.first { $0.element == opener }?.name
    }
    values["focusOrder"] = Self.inTurn(elements)
    // Where focus starts before a swipe or a key moves it, so that the element it reaches is
    // defined: a start the component names, or, inside a container that opens with focus on
    // its first control, that control (the others are then reached from it). No step starts
    // from "the element before" a control: none exists before the first one of a screen.
    if values["startFocus"] != nil {
      // A component that starts elsewhere may say what comes after its start (a control the
      // platform adds between the experience's own, such as iOS's hidden dismiss button).
      values["focusFromStart"] = parameters["focusFromStart"] ?? values["focusOrder"]
    } else if outside.isEmpty, elements.count > 1 {
      values["startFocus"] = elements[0]
      values["focusFromStart"] = Self.inTurn(Array(elements.dropFirst()))
    } else if let swipeStart = values["swipeStart"] {
      // A swipe starts from the element the experience names on the screen (a heading a
      // screen reader stops on, though a keyboard does not).
      values["startFocus"] = swipeStart
      values["focusFromStart"] = values["focusOrder"]
    } else if elements.count > 1 {
      // With no element named before them, a swipe starts on the first control and reaches
      // the others.
      values["startFocus"] = elements[0]
      values["focusFromStart"] = Self.inTurn(Array(elements.dropFirst()))
    } else {
      // A single control and nothing named before it: swiping from the first element of the
      // screen reaches it, unless it is that first element (then focus is already there).
      values["startFocus"] = "the first element of the screen"
      values["focusFromStart"] = values["focusOrder"]
    }
    // A keyboard starts from an element that takes keyboard focus: the component's
    // `keyboardStart`, its own `startFocus`, or the first control inside a container that
    // opens. Without one, focus moves from the top of the screen until it reaches the
    // controls: a heading a screen reader starts from takes no keyboard focus.
    if let start = parameters["keyboardStart"] {
      values["keyboardStart"] = start
      // A start that is one of the controls is where focus already is: the key reaches the
      // controls after it.
      if let index = elements.firstIndex(of: start), index + 1 < elements.count {
        values["keyboardFromStart"] = Self.inTurn(Array(elements[(index + 1)...]))
      } else {
        values["keyboardFromStart"] = values["focusOrder"]
      }
    } else if parameters["startFocus"] != nil || (outside.isEmpty && elements.count > 1) {
      values["keyboardStart"] = values["startFocus"]
      values["keyboardFromStart"] = values["focusFromStart"]
    } else {
      values["keyboardFromStart"] = values["focusOrder"]
    }
    if let start = values["keyboardStart"] {
      values["keyboardMove"] = "I press Tab or the arrow key toward the next element"
      values["keyboardFrom"] =
        "From \(start), Tab, or the arrow key toward the next element where Tab passes it by,"
    } else {
      values["keyboardMove"] =
        "I move keyboard focus with Tab or the arrow keys from the top of the screen"
      values["keyboardFrom"] =
        "From the top of the screen, Tab pressed again and again, or the arrow key toward the next element where Tab passes it by,"
    }
    // Swiping through the whole screen starts from its first element, which a tester puts
    // focus on before the first swipe.
    values["screenStart"] = "the first element of the screen"
    values["textSize"] = platform.textSize
    // Where focus is before a step moves it to each item's control, so that the step starts
    // from a stated focus: the control before it, the open container before the first control
    // inside it, or, before the first control, the element a swipe starts from.
    let shownElements = controls.map(\.element)
    let firstStart =
      values["swipeStart"] ?? parameters["startFocus"]
      ?? (outside.isEmpty && elements.count > 1 ? elements[0] : nil)
      ?? "the element before \(elements.first ?? target)"
    items = items.map { item in
      guard let element = item["element"], let index = shownElements.firstIndex(of: element)
      else { return item }
      var item = item
      if controls[index].whileOpen, index == 0 || !controls[index - 1].whileOpen {
        item["from"] = "the open \(Self.withoutArticle(target))"
      } else {
        item["from"] = index > 0 ? shownElements[index - 1] : firstStart
      }
      return item
    }
    // What a scenario name calls the repeated items; names may hold no comma.
    // Scenario names stay short: they call a control inside the container by its own name.
    var plainNames: [String: String] = [:]
    for (shown, control) in zip(controls, experience.controls) {
      plainNames[shown.element] = control.element
    }
    var subjects: [String] = []
    for item in items {
      guard let element = item["element"] else { continue }
      let subject = plainNames[element] ?? element
      if !subjects.contains(subject) { subjects.append(subject) }
    }
    values["subject"] =
      subjects.count <= 2 && !subjects.isEmpty
      ? PlaceholderText.list(subjects) : "each control of \(experience.interactiveElement)"
    values["activatableList"] = PlaceholderText.list(
      controls.filter { Self.outcome($0, library) != nil }.map(\.element))
    values["roleList"] = PlaceholderText.list(
      controls.compactMap { control in
        control.role.flatMap { role in
          platform.role(role).map { word in
            "\(control.element) (\(Self.acceptedRoleWords(role, word, platform)))"
          }
        }
      })
    // A role step that accepts a usage hint holds only with the screen reader's usage hints on.
    if !platform.usageHintSetting.isEmpty,
      controls.contains(where: { $0.role.flatMap(platform.roleHint) != nil })
    {
      values["usageHintSetting"] = platform.usageHintSetting
    }
    // Each word once, quoted, however many controls share it; the app's words and the states
    // the screen reader leaves unsaid are named as such.
    var stateWords: [String] = []
    for control in controls {
      for state in control.states {
        // With several screen readers (the web), each has its own words: the checklist names
        // the states.
        guard readers.isEmpty else {
          if !stateWords.contains("\"\(state)\"") { stateWords.append("\"\(state)\"") }
          continue
        }
        guard let word = platform.state(state) else { continue }
        let other = platform.stateAlternative(state, of: control.stateRole).map { " or \"\($0)\"" }
        let described =
          word.isEmpty
          ? "nothing when \(state)"
          : platform.appSupplies(state: state)
            ? "\"\(word)\" (the app's text)" : "\"\(word)\"\(other ?? "")"
        if !stateWords.contains(described) { stateWords.append(described) }
      }
    }
    values["stateList"] = PlaceholderText.list(stateWords)
    // With several screen readers the checklist quotes what each of them says, as the feature
    // does, and names only the controls the feature has rows for.
    if !readers.isEmpty {
      values["roleList"] = Self.spokenRoles(items, of: readers.count)
      values["stateList"] = Self.spokenStates(controls, readers, platform)
    }
    // What must still work at a large text size, unless a component says nothing does (an
    // empty value), as for text that is not interactive.
    // By default that is the experience's first control that does something when activated;
    // with none (a toast, a static indicator), the step is left out: there is nothing to
    // operate.
    if values["working"] == nil {
      let operable = controls.filter { Self.outcome($0, library) != nil }
      values["working"] = (operable.first { !$0.whileOpen } ?? operable.first)?.element
    } else if values["working"]?.isEmpty == true {
      values["working"] = nil
    }
    // The element a trap starts from: one the component names (the last element a swipe
    // reaches in the container), or the last element in it.
    if values["lastElement"] == nil {
      values["lastElement"] = "the last element in \(target)"
    }
    if values["resizable"] == nil {
      values["resizable"] = "the text of \(experience.interactiveElement)"
    }

    // An outcome a tester can see: a control whose activation changes its state ("becomes
    // checked") starts from the other state, stated in a step where every row has one; a
    // control that opens something names what opens (the experience's `opens`), not itself.
    var givenTemplates = standard.wording.given
    var thenTemplates = standard.wording.then
    var columns = itemColumnTerms
    if columns.contains(where: { $0.name == "before" }) {
      let starts = items.map { $0["before"] }
      if starts.isEmpty || starts.contains(where: { $0 == nil }) || !readers.isEmpty {
        columns.removeAll { $0.name == "before" }
        givenTemplates.removeAll { $0.contains("<before>") }
      }
    }
    if columns.contains(where: { $0.name == "element" }) {
      // By default, the container the experience opens, when it has controls shown only while
      // it is open. A given `opens` also names what the experience's own element opens.
      let opened = values["opens"] ?? (inside.isEmpty ? nil : target)
      items = items.map { item in
        var item = item
        item["opened"] =
          item["outcome"] == "opens" && (item["element"] != target || values["opens"] != nil)
          ? opened ?? item["element"]
          : item["element"]
        return item
      }
      if items.allSatisfy({ $0["opened"] == $0["element"] }) {
        columns.removeAll { $0.name == "element" }
        thenTemplates = thenTemplates.map { PlaceholderText.inline($0, [("element", "<control>")]) }
      }
    }

    // Outline columns: those repeated per item, then the fixed ones.
    let itemColumns: [(column: String, cells: [String])] = columns.map { column in
      (
        column.name,
        items.map { item in
          PlaceholderText.fill(column.text, values.merging(item) { $1 }) ?? ""
        }
      )
    }
    // A column that holds the same value in every row (the one control of an experience) is
    // written into the steps; the others make the outline.
    let inlined: [(column: String, value: String)] = itemColumns.compactMap { column in
      guard let first = column.cells.first, column.cells.allSatisfy({ $0 == first }) else {
        return nil
      }
      return (column.column, first)
    }
    let outlineColumns = itemColumns.filter { column in
      !inlined.contains { $0.column == column.column }
    }

    func text(_ template: String) -> String? {
      PlaceholderText.fill(template, values).map { PlaceholderText.inline($0, inlined) }
    }
    var examples: ExamplesTable?
    let fixed = standard.wording.examples
    let fixedRows = fixed?.rows ?? [[]]
    if !outlineColumns.isEmpty {
      var rows: [[String]] = []
      for index in items.indices {
        for row in fixedRows {
          rows.append(outlineColumns.map { $0.cells[index] } + row)
        }
      }
      examples = ExamplesTable(
        header: outlineColumns.map(\.column) + (fixed?.header ?? []), rows: rows)
    } else if let fixed {
      examples = fixed
    }
    var given = givenTemplates.compactMap(text)
    var checklistValues = values
    if !readers.isEmpty {
      checklistValues["screenReader"] = PlaceholderText.list(readers.map(\.name))
    }
    var checklist =
      PlaceholderText.fill(standard.wording.checklist, checklistValues).map {
        PlaceholderText.inline($0, inlined)
      } ?? standard.wording.checklist
    if opensFirst {
      given.insert("\(target) is open", at: min(1, given.count))
      checklist += " (with \(target) open)"
    }
    return Wording(
      title: text(standard.wording.title) ?? standard.wording.title,
      checklist: checklist,
      // A step naming an optional parameter the component does not give is left out.
      given: given,
      when: text(standard.wording.when) ?? standard.wording.when,
      then: thenTemplates.compactMap(text),
      examples: examples)
  }

  /// The screen readers `standard` is written for on `platform`: none on a platform with one
  /// screen reader, or when the criterion does not name it.
  private static func readers(of standard: StandardCriterion, on platform: PlatformProfile)
    -> [ScreenReader]
  {
    guard !platform.screenReaders.isEmpty, mentionsScreenReader(standard) else { return [] }
    guard let device = standard.screenReaders else { return platform.screenReaders }
    return platform.screenReaders.filter { $0.device == device }
  }

  /// `items` once for each screen reader, with its words; an item whose role or state the
  /// screen reader has no word for is left out for it. A criterion that does not repeat has
  /// one row per screen reader, with its word for `targetRole` (the role of the experience's
  /// element, such as a dialog).
  private static func items(
    _ items: [[String: String]], repeated: Bool, over readers: [ScreenReader],
    targetRole: String?, change: (state: String, role: String?)?
  ) -> [[String: String]] {
    (repeated ? items : [[:]]).flatMap { item in
      readers.compactMap { reader -> [String: String]? in
        var entry = item
        entry["screenReader"] = reader.name
        // A screen reader that says nothing for the new state has no row: silence cannot be
        // told from a state that was never updated.
        if let change {
          guard let word = reader.state(change.state, of: change.role) else { return nil }
          entry["changeWord"] = word
        }
        if !repeated, let targetRole {
          guard let word = reader.role(targetRole) else { return nil }
          entry["roleWord"] = word
        }
        if let role = item["roleKey"] {
          entry["roleWord"] = reader.role(role)
          if item["roleWord"] != nil, entry["roleWord"] == nil { return nil }
        }
        if let state = item["state"] {
          // A screen reader known to say nothing for the state is tested for saying nothing
          // ("announces no state"); one the profile gives no word for has no row.
          guard let word = reader.state(state, of: item["roleKey"]) else { return nil }
          entry["stateWord"] = word
          entry["stateAnnouncement"] = word.isEmpty ? "no state" : "the state \"\(word)\""
        }
        return entry
      }
    }
  }

  /// "the Agree checkbox ("check box" from NVDA and JAWS, "checkbox" from macOS VoiceOver)":
  /// each element that has rows, with each screen reader's role word.
  private static func spokenRoles(_ items: [[String: String]], of readerCount: Int) -> String {
    var elements: [String] = []
    var rows: [String: [(reader: String, word: String)]] = [:]
    for item in items {
      guard let element = item["element"], let reader = item["screenReader"],
        let word = item["roleWord"]
      else { continue }
      if rows[element] == nil { elements.append(element) }
      rows[element, default: []].append((reader, word))
    }
    // Elements that share every word are named together.
    var described: [(elements: [String], words: String)] = []
    for element in elements {
      let words = saying(rows[element] ?? [], of: readerCount)
      if let index = described.firstIndex(where: { $0.words == words }) {
        described[index].elements.append(element)
      } else {
        described.append(([element], words))
      }
    }
    return PlaceholderText.list(
      described.map { "\(PlaceholderText.list($0.elements)) (\($0.words))" })
  }

  /// "checked (`aria-checked=true`): "checked" from NVDA, "selected" from macOS VoiceOver":
  /// each state once, with the attribute the page exposes for it and each screen reader's word
  /// (or that it says nothing).
  private static func spokenStates(
    _ controls: [Control], _ readers: [ScreenReader], _ platform: PlatformProfile
  ) -> String {
    var seen: [String] = []
    var described: [String] = []
    for control in controls {
      for state in control.states where platform.state(state) != nil {
        let key = "\(control.role ?? ""):\(state)"
        guard !seen.contains(key) else { continue }
        seen.append(key)
        let words = readers.map { reader in
          (reader: reader.name, word: reader.state(state, of: control.role) ?? "")
        }
        let attribute = platform.state(state).map { $0.isEmpty ? "" : " (`\($0)`)" } ?? ""
        let entry = "\(state)\(attribute): \(saying(words, of: readers.count))"
        if !described.contains(entry) { described.append(entry) }
      }
    }
    return described.joined(separator: "; ")
  }

  /// ""check box" from NVDA and JAWS, nothing from macOS VoiceOver": readers grouped by word,
  /// in the order they first appear; one word from all `readerCount` readers is said once.
  private static func saying(_ words: [(reader: String, word: String)], of readerCount: Int)
    -> String
  {
    var order: [String] = []
    var readers: [String: [String]] = [:]
    for entry in words {
      if readers[entry.word] == nil { order.append(entry.word) }
      readers[entry.word, default: []].append(entry.reader)
    }
    if order.count == 1, words.count == readerCount, let word = order.first, !word.isEmpty {
      return "\"\(word)\" from each of them"
    }
    return order.map { word in
      let who = PlaceholderText.list(readers[word] ?? [])
      return word.isEmpty ? "nothing from \(who)" : "\"\(word)\" from \(who)"
    }.joined(separator: ", ")
  }

  /// Whether a text of `standard` names the screen reader.
  private static func mentionsScreenReader(_ standard: StandardCriterion) -> Bool {
    ([standard.wording.title, standard.wording.checklist, standard.wording.when]
      + standard.wording.given + standard.wording.then).contains {
        PlaceholderText.mentions("screenReader", in: $0)
      }
  }

  /// The values of each repeated item.
  private static func items(
    _ repetition: StandardCriterion.Repetition?, _ controls: [Control],
    _ platform: PlatformProfile, _ library: SharedLibrary, _ key: String?
  ) -> [[String: String]] {
    guard let repetition else { return [] }
    func base(_ control: Control) -> [String: String] {
      var item = ["element": control.element]
      item["name"] = control.name
      item["roleKey"] = control.role
      item["roleWord"] = control.role.flatMap(platform.role)
      if let role = control.role, let word = platform.role(role) {
        item["roleAnnouncement"] = roleAnnouncement(role, word, platform)
      }
      item["outcome"] = outcome(control, library)
      // A control that becomes checked or selected starts from not being so.
      if let outcome = item["outcome"], outcome.hasPrefix("becomes ") {
        item["before"] = "not " + outcome.dropFirst("becomes ".count)
      }
      item["increasedValue"] = control.increasedValue
      return item
    }
    switch repetition {
    case .activatable:
      // A criterion of one key acts only on the controls that key activates (on the web a
      // link takes Enter and not Space, a checkbox Space and not Enter).
      return controls.filter { control in
        outcome(control, library) != nil
          && (key.map { platform.activates(role: control.role, with: $0) } ?? true)
      }.map(base)
    case .adjustable: return controls.filter { $0.increasedValue != nil }.map(base)
    case .named: return controls.filter { $0.name != nil }.map(base)
    case .roled: return controls.filter { $0.role.flatMap(platform.role) != nil }.map(base)
    case .states, .focusableStates:
      return controls.flatMap { control in
        control.states.compactMap { state in
          if repetition == .focusableStates, state == "disabled" { return nil }
          return platform.state(state).map { word in
            base(control).merging([
              "state": state, "stateWord": word,
              "stateAnnouncement": stateAnnouncement(
                state, word, platform, role: control.stateRole),
            ]) { $1 }
          }
        }
      }
    }
  }

  /// What a role step expects to hear: the role word, the other word the profile accepts for
  /// the role (`roleAlternatives`), or the usage hint it accepts in its place (`roleHints`).
  private static func roleAnnouncement(
    _ role: String, _ word: String, _ platform: PlatformProfile
  ) -> String {
    "the role " + acceptedRoleWords(role, word, platform)
  }

  /// `"Button", "Checkbox" or a hint starting with "Double tap to toggle"`: every wording a
  /// role step and its checklist item accept for `role`.
  private static func acceptedRoleWords(
    _ role: String, _ word: String, _ platform: PlatformProfile
  ) -> String {
    let other = platform.roleAlternative(role).map { "\"\($0)\"" }
    let hint = platform.roleHint(role).map { "a hint starting with \"\($0)\"" }
    return PlaceholderText.list(
      ["\"\(word)\""] + [other, hint].compactMap { $0 }, conjunction: "or")
  }

  /// What a state step expects to hear: the screen reader's own word, the app's text, or
  /// nothing at all.
  private static func stateAnnouncement(
    _ state: String, _ word: String, _ platform: PlatformProfile, role: String?
  ) -> String {
    if word.isEmpty { return "no state" }
    if platform.appSupplies(state: state) { return "the app's state text \"\(word)\"" }
    if let other = platform.stateAlternative(state, of: role) {
      return "the state \"\(word)\" or \"\(other)\""
    }
    return "the state \"\(word)\""
  }

  /// "the close button", or "the close button, and each repeat of the same action moves it
  /// on to the continue button": the step's one action reaches the first element, and the
  /// tester repeats it for each next one, so every element is one action's outcome.
  private static func inTurn(_ elements: [String]) -> String {
    guard elements.count > 1 else { return elements.first ?? "" }
    return elements[0] + ", and each repeat of the same action moves it on to "
      + elements.dropFirst().joined(separator: ", then ")
  }

  /// Whether a text of `standard` lists the experience's controls in order.
  private static func mentionsControlOrder(_ standard: StandardCriterion) -> Bool {
    ([standard.wording.checklist, standard.wording.when] + standard.wording.given
      + standard.wording.then).contains { text in
        ["focusOrder", "focusFromStart", "startFocus", "elementList"].contains { name in
          PlaceholderText.mentions(name, in: text)
        }
      }
  }

  /// "the time picker" without its article, to follow "the open".
  private static func withoutArticle(_ element: String) -> String {
    element.hasPrefix("the ") ? String(element.dropFirst(4)) : element
  }

  static func outcome(_ control: Control, _ library: SharedLibrary) -> String? {
    if let outcome = control.outcome { return outcome.isEmpty ? nil : outcome }
    guard let role = control.role else { return nil }
    return library.outcomes.first { $0.name == role }?.text
  }

  /// The notes of `standards` for the frameworks of `platforms`, the first standard's first: a
  /// web-only component takes no notes of app frameworks from the standard it names.
  private static func notes(of standards: [StandardCriterion], for platforms: [PlatformProfile])
    -> [FrameworkNotes]
  {
    let frameworks = Set(platforms.flatMap(\.frameworks).map(\.id))
    var result: [FrameworkNotes] = []
    for standard in standards {
      for notes in standard.developerNotes
      where frameworks.contains(notes.framework)
        && !result.contains(where: { $0.framework == notes.framework })
      {
        result.append(notes)
      }
    }
    return result
  }

  private static func notes(_ standard: [FrameworkNotes], adding own: [FrameworkNotes])
    -> [FrameworkNotes]
  {
    var result = standard
    for notes in own {
      // The component knows its own case better than the general note.
      if let index = result.firstIndex(where: { $0.framework == notes.framework }) {
        result[index].notes = notes.notes
      } else {
        result.append(notes)
      }
    }
    return result
  }

  // MARK: - Checks

  private mutating func checkParameterNames(
    _ use: StandardCriterionUse, _ standard: StandardCriterion
  ) {
    let accepted = standard.parameters + standard.optionalParameters
    let given =
      use.parameters.map { ($0.name, use.path.appending("parameters").appending($0.name)) }
      + use.variants.enumerated().flatMap { index, variant in
        variant.parameters.map {
          (
            $0.name,
            use.path.appending("variants").appending(index).appending("parameters").appending(
              $0.name)
          )
        }
      }
    for (name, path) in given where !accepted.contains(name) {
      let hint = Suggestions.hint(for: name, in: accepted)
      let takes =
        accepted.isEmpty
        ? "; it takes no parameters" : "; it takes \(accepted.joined(separator: ", "))"
      problem(
        "standard criterion '\(standard.id)' has no parameter '\(name)'\(hint.isEmpty ? takes : hint)",
        at: path)
    }
  }

  /// Every role and state a control names must be in every platform's profile.
  private mutating func checkControls() {
    for (index, experience) in component.experiences.enumerated() {
      let path = JSONPath.root.appending("experiences").appending(index)
      for (position, control) in experience.controls.enumerated() {
        let controlPath =
          experience.controls.count == 1 && control.element == experience.interactiveElement
          ? path : path.appending("controls").appending(position)
        if control.whileOpen, control.element == experience.interactiveElement {
          problem(
            "'whileOpen' marks a control inside \(experience.interactiveElement), so it cannot be \(experience.interactiveElement) itself",
            at: path.appending("controls").appending(position).appending("whileOpen"))
        }
        for platform in component.platforms {
          if let role = control.role, platform.role(role) == nil {
            let known = platform.roles.map(\.name)
            problem(
              "the \(platform.name) profile has no role '\(role)'\(Suggestions.hint(for: role, in: known))",
              at: controlPath.appending("role"))
          }
          for (stateIndex, state) in control.states.enumerated() where platform.state(state) == nil
          {
            let known = platform.states.map(\.name)
            problem(
              "the \(platform.name) profile has no state '\(state)'\(Suggestions.hint(for: state, in: known))",
              at: controlPath.appending("states").appending(stateIndex))
          }
        }
      }
    }
  }

  private mutating func problem(_ message: String, at path: JSONPath) {
    if !problems.contains(where: { $0.path == path && $0.message == message }) {
      problems.append(Problem(path: path, message: message))
    }
  }
}
