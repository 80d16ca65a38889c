import A11yCriteria

/// Maps a document's items onto the standard criteria and the shared profiles, so that import
/// writes criteria format 2 in the style of the built-in catalog instead of pasting the
/// document's sentences into steps.
///
/// - Role, state and name items set the facts of the experience's controls (a role key, state
///   keys, an example name); the standard criteria quote each profile's words from them.
/// - Focus keys, Space, Enter, swipe, double tap, group and text resize are their standard
///   criteria; Escape is `keyboard.escape`; "confined" is `focus.trap`, "moves into" is
///   `focus.enter`, "returns focus" is `focus.return`; "announced dynamically" is
///   `screen-reader.announcement`.
/// - Containers act on a control inside them, never on themselves (see ``ComponentKind``).
/// - Keys that are a condition ("When no interactive element is in the snackbar", "If close
///   button present") make an experience of their own.
/// - Negative items ("does not receive focus", "ignored") are a `screen-reader.hidden` test for
///   a decorative component and are left out and listed otherwise; "exempt" and optional
///   items ("should not be necessary") are left out and listed.
/// - Any other item is a free-form criterion whose steps come from the vocabulary; the
///   document's sentence is its checklist line.
///
/// The document's sentence of each item goes to the criterion's `sourceNotes`, never into a
/// step.
struct ComponentMapper {
  /// A standard criterion being assembled from one or more items.
  private struct Use {
    var standard: String
    var id: String
    /// Experiences it applies to; nil for all.
    var experiences: [String]?
    var platforms: [String]?
    var parameters: [String: String] = [:]
    var variants: [(experience: String, parameters: [String: String])] = []
    var notes: [String] = []
  }

  let id: String
  let title: String
  let kind: ComponentKind
  let profiles: [PlatformProfile]
  /// The document's criteria read the older way, for their developer notes and checklist
  /// lines.
  let written: [Criterion]

  private(set) var experiences: [Experience]
  private(set) var sourceNotes: [String] = []
  private(set) var leftOut: [LeftOut] = []
  private(set) var tally = MappingTally()
  private var uses: [Use] = []
  /// What each platform says differently, by standard criterion (see ``PlatformFacts``).
  private var platformFacts: [String: [String: PlatformFacts]] = [:]
  /// The focus-key and role items mapped so far, to merge a repeated one per platform.
  private var focusKeyItems: [ImportItem] = []
  private var roleItems: [ImportItem] = []
  private var freeForm: [(criterion: Criterion, notes: [String])] = []
  /// Experiences made from condition keys, which hold only their own criteria unless noted.
  private var conditionExperiences: [String] = []
  /// Condition experiences with no interactive element: the criteria about controls and
  /// focus do not apply to them.
  private var inertExperiences: [String] = []

  private var element: String { "the " + title.lowercased() }
  private var allPlatforms: [String] { profiles.map(\.id) }

  init(
    id: String, title: String, experiences: [Experience], profiles: [PlatformProfile],
    written: [Criterion]
  ) {
    self.id = id
    self.title = title
    self.kind = ComponentKind.of(id: id, title: title)
    self.profiles = profiles
    self.written = written
    self.experiences = experiences
  }

  // MARK: - Mapping

  /// Maps every item, then the per-experience items of the developer notes.
  mutating func map(_ items: [ImportItem], experienceNotes: [DeveloperNotes.ExperienceNote])
    -> ImportedComponentParts
  {
    setUpControls(items)
    for item in items { map(item) }
    mergeRepeatedItemsPerPlatform()
    readPlatformStates(items)
    let usedNotes = applyExperienceNotes(experienceNotes)
    candidateExperiences(items)
    finishConditionExperiences()
    separateFreeFormIDs()
    return ImportedComponentParts(
      experiences: experiences, criteria: criteria(), sourceNotes: sourceNotes,
      leftOut: leftOut, tally: tally, experienceItemsUsed: usedNotes)
  }

  private mutating func map(_ item: ImportItem) {
    let value = item.value
    let lowered = value.lowercased()
    let note = "\(item.key): \(value)"
    if let condition = Self.condition(in: item.mapping.text) {
      mapCondition(item, condition: condition)
      return
    }
    if lowered.contains("exempt") {
      leave(item, "exempt in the document")
      return
    }
    if Self.isNegative(lowered) {
      if kind == .decorative || item.mapping.known == .role {
        add("screen-reader.hidden", note: note, item: item)
        if kind != .decorative {
          sourceNotes.append(
            "'\(item.key)' says the element is not announced: tested as screen-reader.hidden.")
        }
      } else {
        leave(
          item, "a negative ('\(Self.excerpt(value))'): no test asks for what must not happen here")
      }
      return
    }
    if Self.isOptional(lowered) {
      leave(item, "optional in the document ('\(Self.excerpt(value))')")
      return
    }
    if lowered.contains("announced dynamically") || lowered.contains("dynamically announced") {
      addAnnouncement(item, experiences: nil)
      return
    }
    switch item.mapping.known {
    case .focusKeys:
      focusKeyItems.append(item)
      add("keyboard.focus", note: note, item: item)
      focusPhrases(item)
    case .space:
      add("keyboard.space", note: note, item: item)
    case .enter:
      // The shared profiles activate with Enter on Android only; a document that scopes
      // Enter elsewhere keeps its own criterion.
      let withEnter = profiles.filter { $0.activationKeys.contains("Enter") }.map(\.id)
      if let scope = item.platforms, Set(scope).isDisjoint(with: withEnter) {
        addFreeForm(item, quoted: [])
      } else {
        add("keyboard.enter", note: note, item: item)
      }
    case .swipe:
      add("gesture.swipe", note: note, item: item)
      focusPhrases(item)
    case .doubleTap:
      add("gesture.double-tap", note: note, item: item)
    case .name:
      add("screen-reader.name", note: note, item: item)
    case .role:
      if experiences.contains(where: { $0.controls.contains { $0.role != nil } }) {
        roleItems.append(item)
        add("screen-reader.role", note: note, item: item)
      } else {
        leave(item, "names no role the shared profiles announce ('\(Self.excerpt(value))')")
      }
    case .state:
      if experiences.contains(where: { $0.controls.contains { !$0.states.isEmpty } }) {
        add("screen-reader.state", note: note, item: item)
      } else {
        leave(item, "names no state the shared profiles announce ('\(Self.excerpt(value))')")
      }
    case .group:
      add(
        "screen-reader.group", note: note, item: item,
        parameters: [
          "grouped": kind.isContainer
            ? "the content of \(element)" : "the visible label and \(element)"
        ])
    case .textResize:
      if lowered.contains("n/a") {
        sourceNotes.append(
          "Text resize: the document makes an exception ('\(value)'); the test covers the rest of the text."
        )
      }
      add("settings.text-resize", note: note, item: item)
    case nil:
      mapOther(item)
    }
  }

  /// Keys beyond the shared set: Escape, focus keys, role words in quotes, or free-form.
  private mutating func mapOther(_ item: ImportItem) {
    let words = KeyClassifier.words(of: item.mapping.text)
    let note = "\(item.key): \(item.value)"
    if KeyClassifier.known(item.mapping.text) == .focusKeys {
      // Focus keys given again for the same platforms with words of their own ("Arrow keys:
      // Navigate through group"): they move focus within the component.
      addFreeForm(
        item, quoted: [],
        then: [
          "keyboard focus moves to the next element in {{experience.interactiveElement}}",
          "a visible focus indicator surrounds the focused element",
        ])
      return
    }
    if words == ["escape"] || words == ["esc"] {
      add(
        "keyboard.escape", note: note, item: item,
        parameters: ["opener": "the button that opened \(element)"])
      focusPhrases(item)
      return
    }
    // A quoted role word: "“Heading” is announced following the heading text".
    let quoted = NameReader.examples(in: item.value)
    if item.mapping.group == .screenReader,
      let role = quoted.compactMap({ roleKey(forWord: $0) }).first
    {
      setRole(role)
      add("screen-reader.role", note: note, item: item)
      return
    }
    let lowered = item.value.lowercased()
    // "Swipe right: Focus moves to the next element" is the swipe the standard criterion does.
    if item.mapping.group == .gestures, words == ["swipe", "right"] {
      add("gesture.swipe", note: note, item: item)
      return
    }
    // "Increase/decrease slider value one step" with a swipe or the volume keys.
    if item.mapping.group == .gestures, lowered.contains("increase"), lowered.contains("value"),
      words.contains(where: { $0.hasPrefix("swipe") || $0 == "volume" })
    {
      addAdjustment(item)
      return
    }
    // "Visible focus indicator: Is clearly shown around controls": what keyboard focus shows.
    if item.mapping.group == .keyboard, words.contains("focus"), words.contains("indicator") {
      add("keyboard.focus", note: note, item: item)
      return
    }
    // "If meaningful, animation is focused and its meaning announced via alt text" (a value
    // that quotes what is announced keeps its own step).
    if lowered.contains("alt text"), lowered.contains("announced"), quoted.isEmpty,
      let name = experiences.lazy.flatMap(\.controls).compactMap(\.name).first
    {
      add("screen-reader.name", note: note, item: item)
      sourceNotes.append(
        "'\(item.key)' asks for the alt text to be announced: tested as screen-reader.name, where \"\(name)\" stands for the alt text of the element under test."
      )
      return
    }
    if item.mapping.group == .focus {
      if kind.isContainer, lowered.contains("initial focus") || words.contains("initial") {
        add("focus.enter", note: note, item: item, parameters: ["initialFocus": firstControl()])
        return
      }
      if lowered.contains("order") || lowered.contains("logical") || words.contains("navigate")
        || words.contains("navigation")
      {
        add("focus.order", note: note, item: item)
        return
      }
    }
    // "Navigate: Focus moves left to right, top to bottom in a logical order", "Navigation:
    // Native and webview elements are all in the swipe order".
    if item.mapping.group == .screenReader,
      words.contains("navigate") || words.contains("navigation"),
      ["logical order", "swipe order", "reading order"].contains(where: lowered.contains)
    {
      add("focus.order", note: note, item: item)
      return
    }
    addFreeForm(item, quoted: quoted)
  }

  /// A gesture that changes the value one step: `gesture.adjust`, on the controls of an
  /// adjustable role. The value announced after one step is a placeholder the summary names.
  private mutating func addAdjustment(_ item: ImportItem) {
    let adjustable: Set<String> = ["slider", "stepper", "adjustable"]
    var placed = false
    for index in experiences.indices {
      for control in experiences[index].controls.indices
      where experiences[index].controls[control].role.map(adjustable.contains) == true {
        if experiences[index].controls[control].increasedValue == nil {
          experiences[index].controls[control].increasedValue = Self.nextValuePlaceholder
          placed = true
        }
      }
    }
    guard
      experiences.contains(where: { $0.controls.contains { $0.increasedValue != nil } })
    else {
      addFreeForm(item, quoted: [])
      return
    }
    if placed {
      sourceNotes.append(
        "Value: the document gives no example; \"\(Self.nextValuePlaceholder)\" is a placeholder to replace with what the control announces after one step up."
      )
    }
    add("gesture.adjust", note: "\(item.key): \(item.value)", item: item)
  }

  static let nextValuePlaceholder = "the next value"

  /// Focus phrases in a focus-key, swipe or Escape value: confined, moves into, returns.
  private mutating func focusPhrases(_ item: ImportItem) {
    let lowered = item.value.lowercased()
    guard kind.isContainer else { return }
    let note = "\(item.key): \(item.value)"
    if lowered.contains("confined") {
      add("focus.trap", note: note, item: item, counts: false)
    }
    if lowered.contains("moves into") || lowered.contains("move into") {
      add(
        "focus.enter", note: note, item: item, parameters: ["initialFocus": firstControl()],
        counts: false)
    }
    if lowered.contains("return"), lowered.contains("focus") {
      add(
        "focus.return", note: note, item: item,
        parameters: ["opener": "the button that opened \(element)"], counts: false)
    }
  }

  // MARK: - Repeated keys

  /// What a repeated key does with the criterion of the items before it.
  enum RepeatHandling: Equatable {
    /// The first item of its criterion.
    case first
    /// Given for other platforms ("Tab or arrow keys: … on iOS" after "Tab, arrow keys or
    /// ctl+tab: … on Android") or adding to the first item ("Role: … (iOS)"): one criterion,
    /// each platform with the words of its own items.
    case perPlatform
    /// Focus keys given again for the same platforms ("Arrow keys: Navigate through group"):
    /// a criterion of its own.
    case separate
  }

  /// How `item` joins the earlier items of its criterion.
  static func repeatHandling(_ item: ImportItem, after earlier: [ImportItem]) -> RepeatHandling {
    guard !earlier.isEmpty else { return .first }
    guard item.mapping.known == .focusKeys else { return .perPlatform }
    let overlaps = earlier.contains { other in
      guard let mine = item.platforms, let theirs = other.platforms else { return true }
      return !Set(mine).isDisjoint(with: theirs)
    }
    return overlaps ? .separate : .perPlatform
  }

  /// A repeated focus-key item as a criterion of its own, named by its key
  /// (`keyboard.arrow-keys`).
  static func separated(_ item: ImportItem) -> ImportItem {
    var result = item
    let words = KeyClassifier.words(of: item.mapping.text)
    result.mapping = KeyMapping(
      id: "keyboard." + words.joined(separator: "-"), group: .keyboard, known: nil,
      platforms: item.mapping.platforms, display: KeyClassifier.display(of: item.mapping.text),
      text: item.mapping.text)
    return result
  }

  /// Focus keys and roles given once per platform: each platform keeps its own keys, and a
  /// role a later item gives on one platform is tested there.
  private mutating func mergeRepeatedItemsPerPlatform() {
    let standardKeys =
      BuiltInCatalog.sharedLibrary.standardCriterion("keyboard.focus")?.wording.examples?.rows
      .compactMap(\.first) ?? []
    if focusKeyItems.count > 1 {
      var keys: [String: [String]] = [:]
      for item in focusKeyItems {
        for platform in item.platforms ?? allPlatforms {
          for key in KeyClassifier.focusKeys(in: item.key)
          where !(keys[platform]?.contains(key) ?? false) {
            keys[platform, default: []].append(key)
          }
        }
      }
      if keys.values.contains(where: { Set($0) != Set(standardKeys) }) {
        var described: [String] = []
        for profile in profiles {
          guard let own = keys[profile.id] else { continue }
          let ordered =
            standardKeys.filter(own.contains) + own.filter { !standardKeys.contains($0) }
          platformFacts["keyboard.focus", default: [:]][profile.id, default: PlatformFacts()]
            .focusKeys = ordered
          described.append("\(profile.name) \(ordered.joined(separator: ", "))")
        }
        sourceNotes.append(
          "keyboard.focus: the document gives each platform its own keys (\(described.joined(separator: "; "))); the criterion is the standard one written out with each platform's keys."
        )
      }
    }
    for item in roleItems.dropFirst() {
      let clauses = PlatformClauses.split(item.value)
      for profile in profiles {
        guard item.platforms?.contains(profile.id) ?? true, clauses[profile.id] != nil else {
          continue
        }
        let reading = RoleReader.read(
          clauses[profile.id] ?? item.value, title: title, profiles: [profile])
        guard let role = reading.role,
          !experiences.contains(where: { $0.controls.contains { $0.role == role } })
        else { continue }
        platformFacts["screen-reader.role", default: [:]][profile.id, default: PlatformFacts()]
          .role = role
        let whose = kind.isContainer ? element : "the control"
        sourceNotes.append(
          "Role: '\(item.key)' (line \(item.line)) gives \(whose) the role \(RoleReader.words(ofKey: role)) on \(profile.name) only; the role criterion is written out for each platform."
        )
      }
    }
  }

  /// States a state item names for one platform only ("iOS: checked/unchecked,
  /// selected/unselected. Android: checked/not checked") are no Examples row elsewhere.
  private mutating func readPlatformStates(_ items: [ImportItem]) {
    let stateItems = items.filter {
      $0.mapping.known == .state && Self.condition(in: $0.mapping.text) == nil
        && !Self.isNegative($0.value.lowercased())
    }
    guard !stateItems.isEmpty else { return }
    var named: [String: Set<String>] = [:]
    for item in stateItems {
      let clauses = PlatformClauses.split(item.value)
      for profile in profiles where item.platforms?.contains(profile.id) ?? true {
        guard let clause = clauses[profile.id] else { continue }
        named[profile.id, default: []].formUnion(StateReader.read(clause, profiles: profiles))
      }
    }
    let all = named.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    for profile in profiles {
      let others = all.subtracting(named[profile.id] ?? [])
      guard !others.isEmpty else { continue }
      platformFacts["screen-reader.state", default: [:]][profile.id, default: PlatformFacts()]
        .statesLeftOut = others
      let order = profile.states.map(\.name).filter(others.contains)
      let naming = profiles.filter { !(named[$0.id] ?? []).isDisjoint(with: others) }.map(\.name)
      sourceNotes.append(
        "State: the document names \(Self.andList(order.map { "'\($0)'" })) for \(Self.andList(naming)) only; the \(profile.name) state scenario leaves \(order.count == 1 ? "it" : "them") out."
      )
    }
  }

  // MARK: - Conditions

  /// The condition a key states ("If close button present" → "close button present"), or nil.
  static func condition(in key: String) -> String? {
    let words = KeyClassifier.words(of: key)
    guard let first = words.first, ["if", "when", "while"].contains(first), words.count >= 3
    else { return nil }
    return words.dropFirst().joined(separator: " ")
  }

  /// A condition key makes an experience: "no interactive element is in the snackbar" one
  /// without controls, "close button present" one with that control added.
  private mutating func mapCondition(_ item: ImportItem, condition: String) {
    let negated =
      condition.hasPrefix("no ") || condition.contains(" no ") || condition.hasPrefix("there is no")
    let experienceId = TextCleaner.slug(condition)
    if !experiences.contains(where: { $0.id == experienceId }) {
      let base = experiences.first { !conditionExperiences.contains($0.id) } ?? experiences[0]
      var experience = Experience(
        id: experienceId,
        title: TextCleaner.capitalizingFirst(condition),
        description: "Made from the document's condition '\(item.key)'.",
        interactiveElement: base.interactiveElement,
        background: [],
        controls: negated ? [] : base.controls,
        parameters: base.parameters)
      let thing = Self.conditionObject(condition)
      if !negated, let thing {
        experience.controls.append(
          Control(
            element: "the \(thing)", role: "button",
            name: TextCleaner.capitalizingFirst(
              thing.split(separator: " ").first.map(String.init) ?? thing)))
        experience.background = ["the app shows \(base.interactiveElement) with the \(thing)"]
      }
      experiences.append(experience)
      conditionExperiences.append(experienceId)
      if negated { inertExperiences.append(experienceId) }
      sourceNotes.append(
        "'\(item.key)' is a condition, not a test: it is the experience '\(experienceId)'.")
    }
    let lowered = item.value.lowercased()
    let note = "\(item.key): \(item.value)"
    var mapped = false
    if lowered.contains("announced") {
      addAnnouncement(item, experiences: [experienceId])
      mapped = true
    }
    if lowered.contains("return"), lowered.contains("focus") {
      add(
        "focus.return", note: note, item: item, experiences: [experienceId],
        parameters: ["opener": "the button that opened \(element)"])
      mapped = true
    }
    if !mapped {
      addFreeForm(item, quoted: [], experiences: [experienceId])
    }
  }

  /// The thing a condition is about: "close button present" → "close button".
  private static func conditionObject(_ condition: String) -> String? {
    var words = condition.split(separator: " ").map(String.init)
    for stop in ["present", "is", "are", "exists", "available", "shown", "visible"] {
      if let index = words.firstIndex(of: stop) { words = Array(words[..<index]) }
    }
    words.removeAll { ["a", "an", "the", "there"].contains($0) }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  // MARK: - Controls

  /// Sets each experience's control from the role, state, name and activation items.
  private mutating func setUpControls(_ items: [ImportItem]) {
    func first(_ known: KeyMapping.Known) -> ImportItem? {
      items.first { $0.mapping.known == known && Self.condition(in: $0.mapping.text) == nil }
    }
    var role: String?
    if let item = first(.role), !Self.isNegative(item.value.lowercased()) {
      let reading = RoleReader.read(item.value, title: title, profiles: profiles)
      role = reading.role
      if let chosen = role {
        if kind.isContainer, ["dialog", "alert"].contains(chosen) {
          sourceNotes.append(
            "The role item describes \(element) itself ('\(Self.excerpt(item.value))'); the role test is on the control inside it."
          )
          role = reading.named.first { !["dialog", "alert"].contains($0) }
        } else {
          for disagreement in reading.disagreements {
            sourceNotes.append("Role: \(disagreement); the steps quote the profile.")
          }
        }
      }
    }
    var states: [String] = []
    if let item = first(.state) { states = StateReader.read(item.value, profiles: profiles) }
    var name: String?
    if let item = first(.name) {
      let examples = NameReader.examples(in: item.value)
      name = examples.first
      if examples.count > 1 {
        sourceNotes.append(
          "Name: the document gives \(examples.count) examples (\(examples.joined(separator: "; "))); the steps use the first."
        )
      }
    }
    var outcome: String?
    for item in items where [.space, .enter, .doubleTap].contains(item.mapping.known) {
      let lowered = item.value.lowercased()
      if lowered.contains("keyboard appears") {
        outcome = "is ready for typing"
      } else if lowered.contains("toggle") {
        outcome = outcome ?? "toggles"
      } else if lowered.contains("open") {
        outcome = outcome ?? "opens"
      }
    }
    let activates = items.contains { [.space, .enter, .doubleTap].contains($0.mapping.known) }
    let chosenName: String
    if let name {
      chosenName = name
    } else {
      chosenName =
        kind == .container(modal: true) ? "Close" : TextCleaner.capitalizingFirst(title)
      if items.contains(where: { $0.mapping.known == .name }) {
        sourceNotes.append(
          "Name: the document gives no example; \"\(chosenName)\" is a placeholder to replace with the label of the control under test."
        )
      }
    }
    for index in experiences.indices {
      var experience = experiences[index]
      var control = Control(element: experience.interactiveElement)
      if kind.isContainer {
        experience.interactiveElement = element
        let noun = role.map { Self.controlNoun($0) } ?? "button"
        control = Control(element: "the \(noun) in \(element)")
        control.role = role ?? (activates ? "button" : nil)
        experience.parameters = [
          Term("opener", "the button that opened \(element)"),
          Term("initialFocus", control.element),
        ]
      } else {
        control.role = Self.roleKey(ofExperience: experience, in: profiles) ?? role
      }
      if kind != .decorative {
        control.name = chosenName
        control.states = states
        if let outcome { control.outcome = outcome }
        // A control of no activating role that the document activates.
        if activates, control.outcome == nil, control.role.flatMap(Self.defaultOutcome) == nil {
          control.outcome = "activates"
        }
        if !activates { control.outcome = "" }
        experience.controls = [control]
      } else {
        experience.controls = []
      }
      experiences[index] = experience
    }
  }

  private mutating func setRole(_ role: String) {
    for index in experiences.indices {
      for control in experiences[index].controls.indices
      where experiences[index].controls[control].role == nil {
        experiences[index].controls[control].role = role
      }
      if experiences[index].controls.isEmpty {
        experiences[index].controls = [
          Control(
            element: experiences[index].interactiveElement, role: role,
            name: TextCleaner.capitalizingFirst(title), outcome: "")
        ]
      }
    }
  }

  private func firstControl() -> String {
    experiences.first?.controls.first?.element ?? element
  }

  /// The noun a control of a role is called by inside a container.
  private static func controlNoun(_ role: String) -> String {
    switch role {
    case "menuItem": "menu item"
    case "link": "link"
    case "tableRow": "row"
    case "textField", "searchField": "text field"
    default: "button"
    }
  }

  /// The role an experience's own name says: a "table row" experience is a table row.
  private static func roleKey(ofExperience experience: Experience, in profiles: [PlatformProfile])
    -> String?
  {
    let id = experience.id
    for term in profiles.first?.roles ?? []
    where TextCleaner.slug(RoleReader.words(ofKey: term.name)) == id {
      return term.name
    }
    return nil
  }

  private static func defaultOutcome(_ role: String) -> String? {
    BuiltInCatalog.sharedLibrary.outcomes.first { $0.name == role }?.text
  }

  /// The role key whose word in some profile is `word` ("Heading").
  private func roleKey(forWord word: String) -> String? {
    let lowered = word.lowercased()
    for profile in profiles {
      if let term = profile.roles.first(where: { $0.text.lowercased() == lowered }) {
        return term.name
      }
    }
    return nil
  }

  // MARK: - Per-experience items

  /// The "Experiences (refer to number above)" items: a role or states for that experience,
  /// confinement in a modal, no focus on the elements inside a grouped row.
  private mutating func applyExperienceNotes(_ notes: [DeveloperNotes.ExperienceNote]) -> Int {
    var used = 0
    var applied: Set<String> = []
    for note in notes {
      guard experiences.indices.contains(note.experience - 1) else { continue }
      let index = note.experience - 1
      let experienceId = experiences[index].id
      let text = TextCleaner.collapsingWhitespace(note.text)
      let lowered = text.lowercased()
      guard !text.isEmpty, !TextCleaner.isNotApplicable(text) else { continue }
      // The iOS and Android notes often say the same of an experience: the first one counts.
      let topicKey = KeyClassifier.words(of: note.topic).joined() + "/\(note.experience)"
      if applied.contains(topicKey) { continue }
      applied.insert(topicKey)
      let topic = KeyClassifier.words(of: note.topic).joined()
      switch topic {
      case "role", "roles":
        let reading = RoleReader.read(text, title: experiences[index].title, profiles: profiles)
        let ownRole = Self.roleKey(ofExperience: experiences[index], in: profiles)
        if ownRole == nil, reading.distinct.count > 1, lowered.contains("each") {
          // "Each interactive component identifies as a button or text field": one control
          // of each role.
          let container = experiences[index].interactiveElement
          let model = experiences[index].controls.first
          experiences[index].controls = reading.distinct.map { role in
            Control(
              element: "the \(Self.controlNoun(role)) in \(container)", role: role,
              name: model?.name, states: model?.states ?? [],
              outcome: role == "textField" ? "" : nil)
          }
          used += 1
        } else if ownRole == nil, let role = reading.role {
          for control in experiences[index].controls.indices {
            experiences[index].controls[control].role = role
          }
          used += 1
        } else if ownRole != nil {
          sourceNotes.append(
            "Role of '\(experienceId)': the notes say '\(text)'; the experience is a \(RoleReader.words(ofKey: ownRole!)), announced as the profiles say."
          )
          used += 1
        }
      case "state", "states":
        let states = StateReader.read(text, profiles: profiles)
        if !states.isEmpty {
          for control in experiences[index].controls.indices {
            experiences[index].controls[control].states = states
          }
          used += 1
        }
      case "focus":
        if lowered.contains("confined") || lowered.contains("modal") {
          add(
            "focus.trap", note: "Focus (experience \(note.experience)): \(text)", item: nil,
            experiences: [experienceId], id: "focus.modal")
          used += 1
        }
        if lowered.contains("no focus on") {
          addVariant(
            "focus.order", experience: experienceId,
            parameters: ["skipped": "the elements inside \(experiences[index].interactiveElement)"],
            note: "Focus (experience \(note.experience)): \(text)")
          used += 1
        }
      case "group", "groups", "grouping", "groupings":
        add(
          "screen-reader.group", note: "Groupings (experience \(note.experience)): \(text)",
          item: nil, experiences: [experienceId],
          parameters: ["grouped": "the content of \(experiences[index].interactiveElement)"])
        used += 1
      default:
        break
      }
    }
    return used
  }

  // MARK: - Candidate experiences

  /// "the switch or table row with switch": alternatives that could be experiences.
  private mutating func candidateExperiences(_ items: [ImportItem]) {
    guard experiences.count == 1 else { return }
    let pattern =
      #/\bthe ([a-z]+(?: [a-z]+)?) or (?:a |the )?([a-z]+(?: [a-z]+)* with (?:a |the )?[a-z]+)/#
    for item in items {
      if let match = item.value.lowercased().firstMatch(of: pattern) {
        for candidate in [String(match.1), String(match.2)]
        where !tally.candidateExperiences.contains(candidate) {
          tally.candidateExperiences.append(candidate)
        }
      }
    }
  }

  /// Criteria about controls and focus do not reach an experience without an interactive
  /// element; text resize and announcements do.
  private mutating func finishConditionExperiences() {
    guard !inertExperiences.isEmpty else { return }
    let others = experiences.map(\.id).filter { !inertExperiences.contains($0) }
    for index in uses.indices where uses[index].experiences == nil {
      if ["settings.text-resize", "screen-reader.announcement"].contains(uses[index].standard) {
        continue
      }
      uses[index].experiences = others
    }
  }

  // MARK: - Criteria

  private mutating func add(
    _ standard: String, note: String, item: ImportItem?, experiences scope: [String]? = nil,
    parameters: [String: String] = [:], id: String? = nil, counts: Bool = true
  ) {
    if counts, item != nil { tally.mapped += 1 }
    let id = id ?? standard
    let platforms = item?.platforms
    if let index = uses.firstIndex(where: { $0.id == id }) {
      uses[index].notes.append(note)
      uses[index].platforms = Self.union(uses[index].platforms, platforms, all: allPlatforms)
      uses[index].experiences = Self.union(
        uses[index].experiences, scope, all: experiences.map(\.id))
      uses[index].parameters.merge(parameters) { old, _ in old }
      return
    }
    uses.append(
      Use(
        standard: standard, id: id, experiences: scope, platforms: platforms,
        parameters: parameters, notes: [note]))
  }

  private mutating func addVariant(
    _ standard: String, experience: String, parameters: [String: String], note: String
  ) {
    if let index = uses.firstIndex(where: { $0.id == standard }) {
      uses[index].variants.append((experience, parameters))
      uses[index].notes.append(note)
    } else {
      var use = Use(standard: standard, id: standard, notes: [note])
      use.variants = [(experience, parameters)]
      uses.append(use)
    }
  }

  private mutating func addAnnouncement(_ item: ImportItem, experiences scope: [String]?) {
    let message = NameReader.examples(in: item.value).first ?? TextCleaner.capitalizingFirst(title)
    add(
      "screen-reader.announcement", note: "\(item.key): \(item.value)", item: item,
      experiences: scope,
      parameters: [
        "message": message, "focusedElement": "the button that triggered \(element)",
      ])
  }

  /// Nil (everywhere) absorbs; otherwise the union, nil when it covers everything.
  private static func union(_ lhs: [String]?, _ rhs: [String]?, all: [String]) -> [String]? {
    guard let lhs, let rhs else { return nil }
    let merged = Set(lhs + rhs)
    let ordered = all.filter(merged.contains)
    return ordered.count == all.count ? nil : ordered
  }

  private mutating func leave(_ item: ImportItem, _ reason: String) {
    tally.leftOut += 1
    leftOut.append(LeftOut(item.mapping.id, reason, line: item.line))
  }

  /// A free-form criterion: the checklist line is the document's sentence; the steps come
  /// from the vocabulary and never repeat it.
  private mutating func addFreeForm(
    _ item: ImportItem, quoted: [String], experiences scope: [String]? = nil,
    then steps: [String]? = nil
  ) {
    tally.freeForm += 1
    let mapping = item.mapping
    if freeForm.contains(where: { $0.criterion.id == mapping.id }) {
      if let index = freeForm.firstIndex(where: { $0.criterion.id == mapping.id }) {
        freeForm[index].notes.append("\(item.key): \(item.value)")
      }
      return
    }
    tally.freeFormIds.append(mapping.id)
    let subject = "{{experience.interactiveElement}}"
    let screenReader = "{{platform.screenReader}}"
    let display =
      Self.condition(in: mapping.text).map { TextCleaner.capitalizingFirst($0) } ?? mapping.display
    var given: [String]
    var when: String
    switch mapping.group {
    case .keyboard:
      given = ["an external keyboard is connected", "keyboard focus is on \(subject)"]
      let words = Set(KeyClassifier.words(of: mapping.text))
      if KeyClassifier.known(mapping.text) == .focusKeys {
        when = "I move keyboard focus with \(KeyClassifier.focusKeys(in: mapping.text)[0])"
      } else {
        when =
          words.contains("arrow") || words.contains("arrows")
          ? "I move keyboard focus with the arrow keys" : "I look at \(subject)"
      }
    case .gestures, .screenReader:
      given = ["\(screenReader) is on"]
      when = "I move \(screenReader) focus to \(subject)"
    case .settings, .focus, .design:
      given = []
      when = "I look at \(subject)"
    }
    var then: [String]
    let short = quoted.filter { $0.split(separator: " ").count <= 4 && !$0.contains("{") }
    if let steps {
      then = steps
    } else if mapping.group == .screenReader, !short.isEmpty {
      then = short.map { "\(screenReader) announces \"\($0)\"" }
    } else {
      // A pointer for the reviewer, not a copy of the document's sentence.
      then = ["\(subject) offers \"the behaviour its checklist line describes\""]
    }
    let checklist =
      written.first { $0.id == mapping.id }?.wording.checklist
      ?? TextCleaner.escapingPlaceholders(item.value)
    var title = TextCleaner.collapsingWhitespace(
      "\(display) on \(subject)".replacing(",", with: ""))
    if freeForm.contains(where: { $0.criterion.wording.title == title }) {
      let means =
        switch mapping.group {
        case .keyboard: "with the keyboard"
        case .gestures: "with gestures"
        case .screenReader: "with \(screenReader)"
        case .focus: "for focus"
        case .settings: "in the settings"
        case .design: "in the design"
        }
      title = TextCleaner.collapsingWhitespace(
        "\(display) \(means) on \(subject)".replacing(",", with: ""))
    }
    let criterion = Criterion(
      id: mapping.id, group: mapping.group,
      applicability: Applicability(experiences: scope, platforms: item.platforms),
      wcag: CriterionMapper.wcag(for: mapping),
      wording: Wording(
        title: title, checklist: checklist, given: given, when: when, then: then),
      developerNotes: written.first { $0.id == mapping.id }?.developerNotes ?? [])
    freeForm.append((criterion, ["\(item.key): \(item.value)"]))
  }

  /// A free-form criterion whose key classifies to the id of a standard criterion another
  /// item maps onto ("Focus" and "Navigation" both give `focus.order`) gets an id of its own:
  /// one id for two different criteria would not load.
  private mutating func separateFreeFormIDs() {
    var taken = Set(uses.map(\.id))
    for index in freeForm.indices {
      let id = freeForm[index].criterion.id
      guard taken.contains(id) else {
        taken.insert(id)
        continue
      }
      var distinct = id + "-as-written"
      var number = 2
      while taken.contains(distinct) {
        distinct = id + "-as-written-\(number)"
        number += 1
      }
      taken.insert(distinct)
      freeForm[index].criterion.id = distinct
      if let listed = tally.freeFormIds.firstIndex(of: id) { tally.freeFormIds[listed] = distinct }
      sourceNotes.append(
        "\(distinct): another item is tested as the standard criterion \(id); this one keeps the document's own wording under an id of its own."
      )
    }
  }

  /// Every criterion, in checklist order: keyboard, gestures, screen reader, focus, settings,
  /// design; document order within a group.
  private func criteria() -> [ImportedCriterion] {
    let library = BuiltInCatalog.sharedLibrary
    var entries: [(group: CriterionGroup, entry: ImportedCriterion)] = []
    for use in uses {
      guard let standard = library.standardCriterion(use.standard) else { continue }
      let notes = written.first { $0.id == use.id || $0.id == use.standard }?.developerNotes ?? []
      let entry = StandardCriterionUse(
        standard: use.standard, id: use.id,
        applicability: Applicability(experiences: use.experiences, platforms: use.platforms),
        parameters: use.parameters.sorted { $0.key < $1.key }.map { Term($0.key, $0.value) },
        variants: use.variants.map { variant in
          ParameterVariant(
            applicability: Applicability(experiences: [variant.experience]),
            parameters: variant.parameters.sorted { $0.key < $1.key }.map {
              Term($0.key, $0.value)
            })
        },
        developerNotes: notes)
      if let facts = platformFacts[use.id], facts.values.contains(where: { !$0.isEmpty }),
        let written = PerPlatformCriterion.write(
          entry, facts: facts, component: componentForExpansion(), isContainer: kind.isContainer)
      {
        entries.append((standard.group, .freeForm(written, notes: use.notes)))
        continue
      }
      entries.append((standard.group, .standard(entry, notes: use.notes)))
    }
    for (criterion, notes) in freeForm {
      entries.append((criterion.group, .freeForm(criterion, notes: notes)))
    }
    let rank = Dictionary(
      uniqueKeysWithValues: CriterionGroup.allCases.enumerated().map { ($1, $0) })
    // Focus criteria in the order a tester meets them: the order on the screen, then focus
    // moving in, staying and returning.
    let focusRank = ["focus.order": 0, "focus.enter": 1, "focus.trap": 2, "focus.return": 3]
    func key(_ item: (offset: Int, element: (group: CriterionGroup, entry: ImportedCriterion)))
      -> (Int, Int, Int)
    {
      var standard = item.element.entry.id
      if case .standard(let use, _) = item.element.entry { standard = use.standard }
      return (rank[item.element.group] ?? 0, focusRank[standard] ?? 4, item.offset)
    }
    return entries.enumerated().sorted { key($0) < key($1) }.map(\.element.entry)
  }

  /// The component as it stands, for writing a standard criterion out.
  private func componentForExpansion() -> Component {
    Component(
      id: id, title: title, experiences: experiences, platforms: profiles, criteria: [])
  }

  // MARK: - Reading values

  static func isNegative(_ lowered: String) -> Bool {
    [
      "does not receive focus", "not receive focus", "ignores", "ignored", "not focusable",
      "not announced", "not annoucned",
    ].contains { lowered.contains($0) }
  }

  static func isOptional(_ lowered: String) -> Bool {
    ["should not be necessary", "only one way is required"].contains { lowered.contains($0) }
  }

  /// "a, b and c".
  static func andList(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  static func excerpt(_ text: String) -> String {
    let words = text.split(separator: " ")
    return words.count <= 8 ? text : words.prefix(8).joined(separator: " ") + " …"
  }
}
