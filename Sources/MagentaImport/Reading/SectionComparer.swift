import Diagnostics

/// Finds where a newer document's `## Gherkin` section disagrees with its `## Condensed`
/// section, the source of the criteria, and says so in a located warning: the import follows
/// the Condensed section, and a reviewer should know when the document contradicts itself
/// (the Captcha's Gherkin lets Enter activate on both platforms, its Condensed on Android only).
///
/// Compared, group by group:
/// - **keys and gestures**: each one the Gherkin section acts with that the Condensed section
///   does not list (the dropdown's Escape), or lists only as n/a; each one the Condensed section
///   lists that the Gherkin section never acts with, or says is n/a; and the platforms each is
///   scoped to, when they differ. A Condensed item's platforms are read sentence by sentence;
///   a Gherkin block's from its action and its first `THEN`.
/// - **screen reader output**: each of name, role, group, state and value the Condensed section
///   asks for that the Gherkin's screen reader scenario never mentions, or says is n/a; and
///   each the Condensed section says is n/a that the Gherkin's scenario asks for.
/// - **text resize**: asked for in one section and missing from, or n/a in, the other, or a
///   Gherkin text resize scenario that never says the text resizes or stays readable.
/// - **clauses**: a sentence or parenthesis of a Condensed item none of whose words (but the
///   component's name and the words every item uses) any Gherkin line has.
///
/// Gestures are also read from the screen reader scenario's actions, nested ones included
/// ("AND when the user navigates by swiping up or down").
///
/// Wording differences are not disagreements; a Gherkin `WHEN` without a `THEN` asks nothing.
struct SectionComparer {
  let document: SourceDocument

  /// What one section says of a key, gesture or attribute.
  private struct Claim {
    var line: Int
    var column: Int
    /// nil: every platform.
    var platforms: [String]?
    var notApplicable: Bool
  }

  /// - Parameters:
  ///   - entries: the Condensed section's items.
  ///   - blocks: the Gherkin section's blocks.
  ///   - componentName: the component's name ("carousel"), whose words any clause may use.
  func compare(_ entries: [MagentaEntry], _ blocks: [GherkinBlock], componentName: String? = nil)
    -> [Diagnostic]
  {
    guard !blocks.isEmpty else { return [] }
    var found: [Diagnostic] = []
    for group in [SourceGroup.keyboard, .gestures] {
      found += compareActions(in: group, entries, blocks)
    }
    found += compareScreenReader(entries, blocks)
    found += compareStates(entries, blocks)
    found += compareTextResize(entries, blocks)
    found += compareClauses(entries, blocks, componentName: componentName)
    return found
  }

  // MARK: - Keys and gestures

  private func compareActions(
    in group: SourceGroup, _ entries: [MagentaEntry], _ blocks: [GherkinBlock]
  ) -> [Diagnostic] {
    func tokens(_ text: String) -> [String] {
      group == .keyboard ? ActionTokens.keys(in: text) : ActionTokens.gestures(in: text)
    }
    var condensed: [String: [Claim]] = [:]
    var order: [String] = []
    for entry in entries where entry.group == group {
      let split = PlatformScope.split(key: entry.key)
      let claim = Claim(
        line: entry.location.line, column: entry.location.column,
        platforms: split.platforms ?? ScopedValue(entry.value).platforms,
        notApplicable: ActionTokens.saysNotApplicable(entry.value))
      for token in tokens(split.key) {
        if condensed[token] == nil { order.append(token) }
        condensed[token, default: []].append(claim)
      }
    }
    var gherkin: [String: [Claim]] = [:]
    // A gesture the screen reader scenario acts with ("AND when the user navigates by swiping
    // up or down") is acted with as much as one of the gestures scenario.
    for block in blocks
    where block.group == group || (group == .gestures && block.group == .screenReader) {
      guard let outcome = block.outcome else { continue }
      let action = block.action.map(\.text).joined(separator: " ")
      let claim = Claim(
        line: block.lines[0].line, column: block.lines[0].column,
        platforms: PlatformScope.read(value: action + " " + outcome.text).platforms,
        notApplicable: ActionTokens.saysNotApplicable(outcome.text))
      for token in tokens(action) {
        if condensed[token] == nil, gherkin[token] == nil { order.append(token) }
        gherkin[token, default: []].append(claim)
      }
    }
    var found: [Diagnostic] = []
    for token in order {
      let asked = condensed[token]?.filter { !$0.notApplicable } ?? []
      let tested = gherkin[token]?.filter { !$0.notApplicable } ?? []
      switch (asked.first, tested.first) {
      case (nil, let test?):
        let said =
          condensed[token]?.first.map {
            Message.condensedSaysNotApplicable(line: $0.line)
          } ?? Message.condensedDoesNotList
        found.append(warning(Message.gherkinActsWith(token, said), at: test))
      case (let ask?, nil):
        let said =
          gherkin[token]?.first.map { Message.saysNotApplicable(line: $0.line) }
          ?? Message.neverActsWithIt
        found.append(
          warning(
            Message.condensedLists(token, said), at: ask))
      case (let ask?, let test?):
        let listed = union(asked.map(\.platforms))
        let acted = union(tested.map(\.platforms))
        guard listed != acted else { continue }
        let place = tested.first { $0.platforms == acted } ?? test
        found.append(
          warning(
            Message.platformsDiffer(
              token, acted: describe(acted), line: ask.line, listed: describe(listed)),
            at: place))
      case (nil, nil):
        continue
      }
    }
    return found
  }

  // MARK: - Screen reader output

  /// The words by which the Gherkin section mentions each attribute.
  private static var attributes: [(key: String, pattern: Regex<Substring>)] {
    [
      ("name", #/\bnames?\b|\bpurpose\b|\blabels?\b|\btitle\b/#.ignoresCase()),
      ("role", #/\broles?\b|\bidentif|\bannounced as an?\b/#.ignoresCase()),
      (
        "group",
        #/\bgrouped\b|\bgroupings?\b|\bgroup[- ]related\b|\bgroup must\b|\bassociat/#.ignoresCase()
      ),
      ("state", #/\bstates?\b/#.ignoresCase()),
      ("value", #/\bvalues?\b/#.ignoresCase()),
    ]
  }

  private func compareScreenReader(_ entries: [MagentaEntry], _ blocks: [GherkinBlock])
    -> [Diagnostic]
  {
    let lines = blocks.filter { $0.group == .screenReader }.flatMap(\.outcomes)
    guard let scenario = blocks.first(where: { $0.group == .screenReader })?.lines.first else {
      return []
    }
    var found: [Diagnostic] = []
    for (attribute, pattern) in Self.attributes {
      guard
        let entry = entries.first(where: {
          $0.group == .screenReader
            && KeyClassifier.words(of: PlatformScope.split(key: $0.key).key) == [attribute]
        })
      else { continue }
      // A Gherkin line may also say what the item asks for in the item's own words ("the
      // page index (X of X) and heading of the slide should be announced"), or quote what is
      // announced ("“Loading” is announced").
      var mentions = lines.filter { $0.text.contains(pattern) }
      if mentions.isEmpty {
        let quoted = entry.value.matches(of: #/"([^"]{2,})"/#).map { String($0.1).lowercased() }
        let words = Self.contentWords(entry.value)
        let namesValue = attribute != "value" && entry.value.contains(#/\bvalues?\b/#.ignoresCase())
        mentions = lines.filter { line in
          quoted.contains { line.text.lowercased().contains($0) }
            || words.intersection(Self.contentWords(line.text)).count >= 3
            || (namesValue && line.text.contains(#/\bvalues?\b/#.ignoresCase()))
        }
      }
      let notApplicable = ActionTokens.saysNotApplicable(entry.value)
      let claimed = mentions.filter { !ActionTokens.saysNotApplicable($0.text) }
      if notApplicable, let line = claimed.first {
        found.append(
          warning(
            Message.gherkinAsksForNotApplicable(attribute, line: entry.location.line),
            line: line.line, column: line.column))
      } else if !notApplicable, claimed.isEmpty {
        let said =
          mentions.first.map { Message.saysNotApplicable(line: $0.line) }
          ?? Message.neverMentionsIt(line: scenario.line)
        found.append(
          warning(
            Message.condensedAsksFor(attribute, said),
            line: entry.location.line, column: entry.location.column))
      }
    }
    return found
  }

  /// Words that carry meaning: four letters or more, and not the words every item uses.
  private static func contentWords(_ text: String) -> Set<String> {
    Set(KeyClassifier.words(of: text).filter { $0.count >= 4 && !commonWords.contains($0) })
  }

  /// The words every item uses.
  private static let commonWords: Set<String> = [
    "expresses", "expressed", "should", "must", "with", "that", "this", "their", "when",
    "announced",
    "announce", "identifies", "identified", "clear", "clearly", "purpose", "matches", "match",
    "visible",
    "label", "describe", "describes", "itself", "applicable",
  ]

  // MARK: - States

  /// The states a text names, by one spelling each ("Expands/collapses" → expanded,
  /// collapsed).
  static func states(in text: String) -> [String] {
    let patterns: [(String, Regex<Substring>)] = [
      ("not checked", #/\bnot checked\b/#.ignoresCase()),
      ("unchecked", #/\bunchecked\b/#.ignoresCase()),
      ("checked", #/\bchecked\b/#.ignoresCase()),
      ("unselected", #/\bunselected\b|\bnot selected\b/#.ignoresCase()),
      ("selected", #/\bselected\b/#.ignoresCase()),
      ("disabled", #/\bdisabled\b/#.ignoresCase()),
      ("dimmed", #/\bdimmed\b/#.ignoresCase()),
      ("enabled", #/\benabled\b/#.ignoresCase()),
      ("expanded", #/\bexpand(?:ed|s)\b/#.ignoresCase()),
      ("collapsed", #/\bcollaps(?:ed|es)\b/#.ignoresCase()),
      ("on", #/\bon\s*(?:\/|or)\s*off\b|\boff\s*(?:\/|or)\s*on\b/#.ignoresCase()),
      ("inert", #/\binert\b/#.ignoresCase()),
    ]
    var rest = text
    var found: [String] = []
    for (name, pattern) in patterns where rest.contains(pattern) {
      found += name == "on" ? ["on", "off"] : [name]
      rest = rest.replacing(pattern) { String(repeating: " ", count: $0.output.count) }
    }
    return found
  }

  /// States the Gherkin section names, on a line about states, that no item of the Condensed
  /// section names.
  private func compareStates(_ entries: [MagentaEntry], _ blocks: [GherkinBlock])
    -> [Diagnostic]
  {
    guard
      let entry = entries.first(where: {
        KeyClassifier.known(PlatformScope.split(key: $0.key).key) == .state
          && !ActionTokens.saysNotApplicable($0.value)
      })
    else { return [] }
    let named = Set(entries.flatMap { Self.states(in: $0.value) })
    var extra: [String] = []
    var first: GherkinBlock.Line?
    // Only lines about states: "selected and opened" elsewhere is an action.
    for line in blocks.flatMap(\.lines) where line.text.contains(#/\bstates?\b/#.ignoresCase()) {
      let new = Self.states(in: line.text).filter { !named.contains($0) && !extra.contains($0) }
      if !new.isEmpty, first == nil { first = line }
      extra += new
    }
    guard let first else { return [] }
    return [
      warning(
        Message.extraStates(line: entry.location.line, extra),
        line: first.line, column: first.column)
    ]
  }

  // MARK: - Text resize

  private func compareTextResize(_ entries: [MagentaEntry], _ blocks: [GherkinBlock])
    -> [Diagnostic]
  {
    let entry = entries.first { KeyClassifier.known($0.key) == .textResize }
    let outcomes = blocks.filter { $0.group == .settings }.flatMap(\.outcomes)
    guard let first = outcomes.first else {
      // A settings `WHEN` without a `THEN` asks nothing either way.
      guard let entry, !ActionTokens.saysNotApplicable(entry.value),
        !blocks.contains(where: { $0.group == .settings })
      else { return [] }
      return [
        warning(
          Message.textResizeUntested,
          line: entry.location.line, column: entry.location.column)
      ]
    }
    let gherkinNotApplicable = outcomes.contains { ActionTokens.saysNotApplicable($0.text) }
    guard let entry else {
      guard !gherkinNotApplicable else { return [] }
      return [
        warning(
          Message.textResizeUnlisted,
          line: first.line, column: first.column)
      ]
    }
    let condensedNotApplicable = ActionTokens.saysNotApplicable(entry.value)
    if !condensedNotApplicable, !gherkinNotApplicable,
      !outcomes.contains(where: { $0.text.contains(Self.resizing) })
    {
      // The headings' text resize scenario asks that "all previously noted functionality
      // must be focusable and announced": a test, but not of text resize.
      return [
        warning(
          Message.textResizeNotChecked(line: entry.location.line),
          line: first.line, column: first.column)
      ]
    }
    guard condensedNotApplicable != gherkinNotApplicable else { return [] }
    return [
      warning(
        condensedNotApplicable
          ? Message.textResizeTestedWhenNotApplicable(line: entry.location.line)
          : Message.textResizeSaidNotApplicable(line: entry.location.line),
        line: first.line, column: first.column)
    ]
  }

  /// What a text resize outcome says when it tests text resize.
  private static var resizing: Regex<Substring> {
    #/\bresiz|\breadable\b|\b200\s*%|\btext size\b/#.ignoresCase()
  }

  // MARK: - Clauses

  /// Words that say how much a clause asks, not what ("Only one way is required", "This
  /// typically activates most elements"), and the platforms, focus and activation that every
  /// section speaks of in its own words.
  private static let hedges: Set<String> = [
    "only", "required", "typically", "usually", "also", "either", "most", "will", "those",
    "other", "there", "focus", "ios", "android", "voiceover", "talkback", "activates",
    "activate", "activated", "toggles", "toggle", "moves", "move", "element", "elements",
    "visibly", "control", "controls", "cannot",
  ]

  /// Each sentence of a Condensed item, and each parenthesis in it, that the Gherkin section
  /// never mentions: none of its words (but the component's name and words every item uses) is
  /// in any of its lines. The carousel's "Index should be announced in Android and iOS" and the
  /// expandable's "(and focus remains on the expandable button)" have no step.
  private func compareClauses(
    _ entries: [MagentaEntry], _ blocks: [GherkinBlock], componentName: String?
  ) -> [Diagnostic] {
    let stems = Set(
      blocks.flatMap(\.lines).flatMap { KeyClassifier.words(of: $0.text) }.map { $0.prefix(4) })
    let nameWords = Set(componentName.map { KeyClassifier.words(of: $0) } ?? [])
    var found: [Diagnostic] = []
    for entry in entries where !ActionTokens.saysNotApplicable(entry.value) {
      for clause in Self.clauses(of: entry.value) {
        let words = KeyClassifier.words(of: clause).filter {
          $0.count >= 4 && !Self.commonWords.contains($0) && !Self.hedges.contains($0)
            && !nameWords.contains($0)
        }
        guard !words.isEmpty, words.allSatisfy({ !stems.contains($0.prefix(4)) }) else {
          continue
        }
        found.append(
          warning(
            Message.clauseNeverMentioned(clause),
            line: entry.location.line, column: entry.location.column))
      }
    }
    return found
  }

  /// The sentences of a value with their parentheses taken out, then each parenthesis.
  static func clauses(of value: String) -> [String] {
    var result: [String] = []
    for sentence in ScopedValue(TextCleaner.collapsingWhitespace(value)).sentences {
      let text = sentence.text
      let inner = text.matches(of: #/\(([^()]*)\)/#).map { String($0.1) }
      let outer = text.replacing(#/\s*\([^()]*\)/#, with: "")
      for clause in [outer] + inner {
        let trimmed = TextCleaner.collapsingWhitespace(clause).trimming(" .,;")
        if !trimmed.isEmpty { result.append(trimmed) }
      }
    }
    return result
  }

  // MARK: - Helpers

  /// The platforms several claims cover together; nil: every platform.
  private func union(_ scopes: [[String]?]) -> [String]? {
    if scopes.contains(where: { $0 == nil }) { return nil }
    let named = Set(scopes.flatMap { $0 ?? [] })
    let ids = PlatformScope.order.filter(named.contains)
    return ids.count == PlatformScope.order.count ? nil : ids
  }

  private func describe(_ platforms: [String]?) -> String {
    guard let platforms else { return "on every platform" }
    let names = platforms.map { $0 == "ios" ? "iOS" : $0 == "android" ? "Android" : $0 }
    return "on " + names.joined(separator: " and ") + " only"
  }

  private func warning(_ message: String, at claim: Claim) -> Diagnostic {
    warning(message, line: claim.line, column: claim.column)
  }

  private func warning(_ message: String, line: Int, column: Int) -> Diagnostic {
    document.warning(message, line: line, column: column)
  }
}
