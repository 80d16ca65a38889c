import A11yCriteria
import FeatureGenerator
import Gherkin
import Testing

/// What the whole built-in output must be for a tester to run it as written: every move of
/// focus starts from a stated element, settings are named as the platform offers them, traps
/// are shown by moving past the last element, and no quoted word is passed off as the screen
/// reader's own when the app supplies it. Each count is over every generated file and stays 0.
@Suite struct ExecutableContentTests {
  /// A scenario of one generated feature, with its steps once per Examples row.
  struct Run: Sendable {
    let file: String
    let platform: PlatformProfile
    let name: String
    let background: [String]
    let rows: [[String]]
  }

  private let runs: [Run]
  private let checklists: [(file: String, text: String)]

  init() throws {
    (runs, checklists) = try Self.collected.get()
  }

  /// The runs and checklists of the whole catalog, collected once for every test.
  private static let collected = Result { try collect() }

  private static func collect() throws -> ([Run], [(file: String, text: String)]) {
    var runs: [Run] = []
    var checklists: [(file: String, text: String)] = []
    for rendered in try BuiltInOutput.rendered() {
      let target = rendered.target
      let file = "\(target.component.id)/\(target.platform.id)/\(target.experience.id)"
      checklists.append((file + ".md", rendered.checklistBody))
      var background: [String] = []
      for child in rendered.document.feature?.children ?? [] {
        switch child {
        case .background(let steps): background = steps.steps.map(\.text)
        case .scenario(let scenario):
          runs.append(
            Run(
              file: file + ".feature", platform: target.platform, name: scenario.name,
              background: background, rows: Self.rows(scenario)))
        default: continue
        }
      }
    }
    return (runs, checklists)
  }

  private static func rows(_ scenario: Scenario) -> [[String]] {
    let steps = VocabularyAudit.expandedSteps(scenario)
    let count = max(scenario.steps.count, 1)
    return stride(from: 0, to: steps.count, by: count).map {
      Array(steps[$0..<min($0 + count, steps.count)])
    }
  }

  /// A step that moves focus one element on: a swipe or a navigation key.
  private static func navigates(_ step: String) -> Bool {
    ["I swipe right", "I swipe left", "I swipe up", "I swipe down"].contains(step)
      || step == "I press Tab or the arrow key toward the next element"
      || (step.hasPrefix("I move keyboard focus with ") && !step.contains(" past the last "))
  }

  /// Whether a step states where focus starts; on a platform with several screen readers
  /// (the web) a row names its screen reader ("NVDA focus is on …").
  private static func statesStart(_ step: String, on platform: PlatformProfile) -> Bool {
    let readers = ["VoiceOver", "TalkBack"] + platform.screenReaders.map(\.name)
    return readers.contains { step.hasPrefix("\($0) focus is on ") }
      || step.hasPrefix("keyboard focus is on ") || step.contains("from the top of the screen")
  }

  @Test func everySwipeAndNavigationKeyStartsFromAStatedFocus() {
    var navigating = 0
    var withoutStart: [String] = []
    for run in runs {
      // A key pressed right after a container opens starts from where the platform put focus,
      // and its outcome names both places that start can lead to (the sheet's keyboard check).
      for row in run.rows
      where row.contains(where: Self.navigates)
        && !row.contains(where: { $0.hasSuffix(" or the one after it") })
      {
        navigating += 1
        if !(run.background + row).contains(where: { Self.statesStart($0, on: run.platform) }) {
          withoutStart.append("\(run.file): \(run.name)")
        }
      }
    }
    #expect(navigating > 200, "the output swipes and presses keys: \(navigating)")
    #expect(withoutStart == [])
  }

  /// On iOS a connected keyboard moves no focus until Full Keyboard Access is on: every
  /// scenario that connects one turns it on, and no other platform is asked to.
  @Test func everyKeyboardScenarioTurnsOnThePlatformsKeyboardSetting() {
    var ios = 0
    for run in runs where run.platform.screenReaders.isEmpty {
      let setting = "the \"\(run.platform.keyboardSetting)\" setting is on"
      for row in run.rows where row.contains("an external keyboard is connected") {
        if run.platform.keyboardSetting.isEmpty {
          #expect(!row.contains { $0.hasSuffix("Keyboard Access\" setting is on") }, "\(run.file)")
          continue
        }
        ios += 1
        let connected = row.firstIndex(of: "an external keyboard is connected")
        #expect(
          row.firstIndex(of: setting).map { $0 > connected! } == true,
          "\(run.file): \(run.name)")
      }
    }
    #expect(ios > 100, "iOS keyboard scenarios: \(ios)")
  }

  /// The source's "Tab, arrow keys or Ctrl+Tab" are alternatives: no native scenario requires
  /// Ctrl+Tab (which moves no focus on Android) or "the arrow keys" with no direction to move
  /// focus, and no Android keyboard check asks for an outline around the focused element, which
  /// Material's tinted focus layer does not draw.
  @Test func keyboardFocusChecksAcceptAnyKeyAndAnyVisibleIndicator() {
    var focusMoves = 0
    for run in runs where run.platform.screenReaders.isEmpty {
      for row in run.rows {
        for step in row where step.hasPrefix("I move keyboard focus with ") {
          #expect(
            step.contains(" past the last ")
              || !(step.hasSuffix("Ctrl+Tab") || step.hasSuffix("the arrow keys")),
            "\(run.file): \(run.name): \(step)")
        }
        guard row.contains(where: { $0.hasPrefix("keyboard focus moves to ") }) else { continue }
        focusMoves += 1
        if run.platform.id == "android" {
          #expect(
            !row.contains("a visible focus indicator surrounds the focused element"),
            "\(run.file): \(run.name)")
        }
      }
    }
    #expect(focusMoves > 100, "native keyboard focus checks: \(focusMoves)")
  }

  /// A native swipe starts from the element the experience names on its screen (its
  /// `swipeStart`), or from one of the experience's own controls where the swipe is tested
  /// inside the component (a carousel that TalkBack enters before swiping between its slides),
  /// never from "the element before" the control, which a tester cannot find.
  @Test func nativeSwipesStartFromTheExperiencesNamedElement() throws {
    var checked = 0
    for rendered in try BuiltInOutput.rendered()
    where rendered.target.platform.screenReaders.isEmpty {
      guard
        let start = rendered.target.experience.parameters.first(where: {
          $0.name == "swipeStart"
        })?.text
      else { continue }
      let reader = rendered.target.platform.screenReader
      for child in rendered.document.feature?.children ?? [] {
        guard case .scenario(let scenario) = child,
          scenario.tags.contains(where: { $0.name == "@criterion:gesture.swipe" })
        else { continue }
        checked += 1
        let steps = scenario.steps.map(\.text)
        let starts =
          [start] + rendered.target.experience.controls.map(\.element)
        #expect(
          starts.contains { steps.contains("\(reader) focus is on \($0)") },
          "\(rendered.target.component.id)")
        #expect(!steps.contains { $0.contains("the element before") })
      }
    }
    #expect(checked >= 78, "native swipes from a named start: \(checked)")
  }

  /// No native screen-reader focus starts from "the element before" a control: a screen's
  /// first control has none. Where an experience names no element before its single control,
  /// a swipe starts from the first element of the screen (the pagination control, which is not
  /// first on its screen; the reorderable row starts from the element its screen shows before
  /// it on each platform).
  @Test func noNativeSwipeStartsFromTheElementBefore() {
    var files: Set<String> = []
    var fromTheFirstElement: Set<String> = []
    for run in runs where run.platform.screenReaders.isEmpty {
      let reader = run.platform.screenReader
      let steps = run.rows.joined()
      if steps.contains(where: { $0.hasPrefix("\(reader) focus is on the element before ") }) {
        files.insert(String(run.file.split(separator: "/").first ?? ""))
      }
      if steps.contains("\(reader) focus is on the first element of the screen"),
        steps.contains("I swipe right")
      {
        fromTheFirstElement.insert(String(run.file.split(separator: "/").first ?? ""))
      }
    }
    #expect(files == [])
    #expect(fromTheFirstElement == ["pagination-control"])
  }

  @Test func textSizeStepsNameWhatThePlatformOffers() {
    var steps = 0
    for run in runs {
      for step in run.rows.joined() where step.hasPrefix("the text size is set to ") {
        steps += 1
        #expect(!step.contains("%"), "\(run.file): \(step)")
        #expect(
          step.hasPrefix("the text size is set to \"\(run.platform.textSize)\" in \""),
          "\(run.file): \(step)")
      }
    }
    #expect(steps > 80)
    #expect(runs.contains { $0.platform.id == "ios" && !$0.platform.textSize.isEmpty })
  }

  @Test func trapsMoveFocusPastTheLastElement() {
    var traps = 0
    for run in runs {
      for row in run.rows where row.contains(where: { $0.contains("focus stays inside ") }) {
        traps += 1
        #expect(
          row.contains {
            $0.contains(" past the last element in ") || $0.contains(" past the first element in ")
          },
          "\(run.file): \(run.name)")
      }
    }
    #expect(traps > 20)
  }

  /// A native trap starts from a stated focus: the last element of the container, which the
  /// swipe then moves past, or the element the component names as the last one a swipe
  /// reaches in it (the menu's dismiss button on iOS).
  @Test func nativeTrapsStartOnTheLastElement() {
    var traps = 0
    var named = 0
    for run in runs where run.platform.id != "web" {
      for row in run.rows
      where row.contains(where: { $0.contains("swipe right past the last element in ") })
        && row.contains(where: { $0.contains(" focus stays inside ") })
      {
        traps += 1
        let start = row.first { $0.contains(" focus is on ") }
        #expect(start != nil, "\(run.file): \(run.name)")
        if let start, !start.contains(" focus is on the last element in ") { named += 1 }
      }
    }
    #expect(traps > 10)
    #expect(named == 2)
  }

  /// A web trap is shown going forwards and backwards, and its keyboard outcome is one a
  /// correct native dialog passes (the browser's own toolbar may take focus on the way).
  @Test func webTrapsHoldBothWays() {
    let web = runs.filter { $0.platform.id == "web" }
    var files: [String: (forward: Int, backward: Int)] = [:]
    for run in web {
      for row in run.rows {
        if row.contains(where: { $0.contains(" past the last element in ") }) {
          files[run.file, default: (0, 0)].forward += 1
        }
        if row.contains(where: { $0.contains(" past the first element in ") }) {
          files[run.file, default: (0, 0)].backward += 1
        }
        #expect(!row.contains("keyboard focus stays inside"), "\(run.file): \(run.name)")
      }
    }
    #expect(!files.isEmpty)
    for (file, count) in files {
      #expect(count.forward > 0 && count.forward == count.backward, "\(file): \(count)")
    }
  }

  /// One Tab from the address bar reaches the page's first focusable element, not the
  /// component, so no web step starts there.
  @Test func noWebTabStartsAtTheAddressBar() {
    var tabs = 0
    for run in runs where run.platform.id == "web" {
      for row in run.rows where row.contains("I press Tab") {
        tabs += 1
        #expect(!row.contains { $0.contains("the address bar") }, "\(run.file): \(run.name)")
      }
    }
    #expect(tabs > 10)
  }

  /// Every web control that changes state is heard changing it, with desktop keys and with a
  /// double tap.
  @Test func everyWebStateChangeIsHeard() throws {
    let changing = Set(["checked", "not checked", "on", "off", "collapsed", "expanded", "selected"])
    var experiences = 0
    for rendered in try BuiltInOutput.rendered() where rendered.target.platform.id == "web" {
      let states = Set(rendered.target.experience.controls.flatMap(\.states))
      guard !states.isDisjoint(with: changing) else { continue }
      experiences += 1
      let file =
        "\(rendered.target.component.id)/web/\(rendered.target.experience.id).feature"
      let heard = runs.filter {
        $0.file == file && $0.name.contains("announces that ") && $0.name.contains(" after ")
      }
      // A state a user can change both ways is heard changing both ways (a radio button is
      // unchecked only by checking another).
      let radio = rendered.target.experience.controls.contains { $0.role == "radioButton" }
      for (one, other) in [("on", "off"), ("checked", "not checked"), ("expanded", "collapsed")]
      where states.isSuperset(of: [one, other]) && !radio {
        for state in [one, other] {
          #expect(
            heard.contains { $0.name.contains(" is \(state) after ") },
            "\(file): no scenario hears the change to \(state)")
        }
      }
      let readers = Set(
        heard.flatMap(\.rows).compactMap { row in
          row.first { $0.hasSuffix(" is on") }.map { String($0.dropLast(" is on".count)) }
        })
      #expect(
        heard.contains { $0.rows.contains { $0.contains("I double tap") } }, "\(file): touch")
      #expect(
        heard.contains { $0.rows.contains { $0.contains { $0.hasPrefix("I press ") } } },
        "\(file): keys")
      #expect(readers.isSuperset(of: ["NVDA", "JAWS", "iOS VoiceOver", "TalkBack"]), "\(file)")
      for row in heard.flatMap(\.rows) {
        #expect(row.contains { $0.contains("announces the state \"") }, "\(file): \(row)")
      }
    }
    #expect(experiences == 7)
  }

  /// NVDA and JAWS say a group's name only when focus enters it from outside: the group step
  /// starts outside and enters with Tab.
  @Test func webGroupNamesAreHeardWhenTabEntersTheGroup() {
    var groups = 0
    for run in runs where run.platform.id == "web" && run.name.contains("group name") {
      for row in run.rows {
        groups += 1
        #expect(row.contains("I press Tab"), "\(run.file)")
        #expect(
          row.contains { $0.hasPrefix("keyboard focus is on the element before ") },
          "\(run.file)")
      }
    }
    #expect(groups == 9)
  }

  /// A web checklist quotes only what some screen reader says (an ARIA attribute is code, not
  /// a quote), names no control that has no row, says what `@automatable` means in a browser
  /// and prints the screen reader notes of the roles and states it has.
  @Test func webChecklistsQuoteScreenReadersWords() throws {
    let web = try #require(BuiltInOutput.catalog().component("button")?.platform("web"))
    let spoken = Set(web.screenReaders.flatMap { $0.roles.map(\.text) + $0.states.map(\.text) })
    var quoted = 0
    for checklist in checklists where checklist.file.contains("/web/") {
      #expect(checklist.text.contains("browser's accessibility tree"), "\(checklist.file)")
      for line in checklist.text.split(separator: "\n")
      where line.hasPrefix("- [ ] `screen-reader.role` ")
        || line.hasPrefix("- [ ] `screen-reader.state` ")
      {
        let prose = line.split(separator: "`").enumerated().filter { $0.offset % 2 == 0 }
          .map(\.element).joined()
        let words = prose.split(separator: "\"", omittingEmptySubsequences: false)
          .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        for word in words where !checklist.file.hasPrefix("alert-notification") {
          quoted += 1
          #expect(spoken.contains(word), "\(checklist.file): \"\(word)\" in \(line)")
        }
        #expect(!line.contains("tabpanel"), "\(checklist.file)")
        // A disabled row says which build is reached how.
        if line.contains("disabled (`aria-disabled=true`)") {
          #expect(line.contains("Tab skips a control with the `disabled` attribute"))
        }
      }
    }
    #expect(quoted > 30)
    let switches = try #require(checklists.first { $0.file == "toggle-switch/web/switch.md" })
    #expect(switches.text.contains("## Screen reader notes\n\n- NVDA: NVDA 2023.1 and later"))
    let tabs = try #require(checklists.first { $0.file == "tabs/web/automatic.md" })
    #expect(tabs.text.contains("stay as written, except \"tab\""))
    for checklist in checklists where !checklist.file.contains("/web/") {
      #expect(!checklist.text.contains("## Screen reader notes"), "\(checklist.file)")
      #expect(!checklist.text.contains("browser's accessibility tree"), "\(checklist.file)")
    }
  }

  @Test func noAppWordIsPresentedAsTheScreenReadersOwn() {
    var stateSteps = 0
    var appSteps = 0
    for run in runs {
      let appWords = Set(
        run.platform.states.filter { run.platform.appSupplies(state: $0.name) }.map(\.text))
      for step in run.rows.joined() {
        if let word = Self.quoted(after: "announces the state \"", in: step) {
          stateSteps += 1
          #expect(!word.isEmpty, "\(run.file): \(step)")
          #expect(!appWords.contains(word), "\(run.file): \(step)")
          #expect(
            Self.isScreenReadersWord(word, in: step, on: run.platform), "\(run.file): \(step)")
        }
        if let word = Self.quoted(after: "announces the app's state text \"", in: step) {
          appSteps += 1
          // The sheet's grabber on Android: its "Collapsed" and "Expanded" are the state
          // description its drag handle sets, for which TalkBack has no state of its own.
          #expect(
            appWords.contains(word) || run.file.hasPrefix("sheet/android/resizable"),
            "\(run.file): \(step)")
        }
      }
    }
    #expect(stateSteps > 50)
    #expect(appSteps > 0)
  }

  @Test func descriptionsNeverClaimEveryQuotedStateIsTheScreenReaders() throws {
    for rendered in try BuiltInOutput.rendered() {
      let description = rendered.document.feature?.description ?? ""
      #expect(!description.contains("the quoted roles and states are what"))
      #expect(description.contains("app's state text are examples"))
    }
    for checklist in checklists {
      #expect(!checklist.text.contains("the quoted roles and states are what"), "\(checklist.file)")
    }
  }

  @Test func checklistsClaimNoAutomationForManualItems() {
    #expect(checklists.count > 100)
    for checklist in checklists {
      #expect(!checklist.text.contains("automates it"), "\(checklist.file)")
      #expect(checklist.text.contains("`@manual`"), "\(checklist.file)")
    }
  }

  /// A component shared by apps and web pages gives the web design notes of its own: the
  /// web checklist never speaks of the app, and the app checklists keep their notes.
  @Test func webChecklistsHaveTheWebsDesignNotes() throws {
    var shared = 0
    for rendered in try BuiltInOutput.rendered() {
      let component = rendered.target.component
      guard component.platforms.count > 1,
        let notes = component.platformDesignNotes.first(where: { $0.platform == "web" })?.notes
      else { continue }
      let body = rendered.checklistBody
      let section =
        body.components(separatedBy: "## Design notes\n").dropFirst().first?
        .components(separatedBy: "\n## ").first ?? ""
      let web = rendered.target.platform.id == "web"
      for note in notes where !component.designNotes.contains(note) {
        #expect(section.contains("- \(note)\n") == web, "\(rendered.target.checklistPath)")
      }
      if web {
        shared += 1
        #expect(!section.isEmpty && !section.contains(" app"), "\(rendered.target.checklistPath)")
      }
    }
    #expect(
      shared == 7,
      "the web files of the five shared components (two for the button and the radio button)")
  }

  @Test func onlyExperiencesWithKeyboardCriteriaAskForAKeyboard() throws {
    var without = 0
    for rendered in try BuiltInOutput.rendered() {
      // A desktop's own keyboard needs no connecting: there a keyboard criterion starts from
      // a stated keyboard focus, and the checklist asks for "a keyboard", not an external one.
      let desktop = rendered.target.platform.screenReaders.contains { $0.device == .desktop }
      let keyboardStep =
        desktop
        ? { (text: String) in text.hasPrefix("keyboard focus is on ") }
        : { (text: String) in text == "an external keyboard is connected" }
      let keyboard = rendered.document.feature?.children.contains { child in
        guard case .scenario(let scenario) = child else { return false }
        return scenario.steps.contains { keyboardStep($0.text) }
      }
      // iOS names the setting the keyboard needs: "an external keyboard (Full Keyboard
      // Access on)".
      let asks = rendered.checklistBody.contains(
        desktop ? "and a keyboard." : "and an external keyboard")
      #expect(asks == (keyboard ?? false), "\(rendered.target.component.id)")
      if desktop {
        #expect(
          !rendered.checklistBody.contains("and an external keyboard"),
          "\(rendered.target.component.id)")
      }
      // The keyboard section and its developer notes name the keyboard the tester uses.
      if keyboard ?? false {
        let title = desktop ? "Keyboard" : "External keyboard"
        #expect(
          rendered.checklistBody.contains("## 1. \(title)\n"), "\(rendered.target.featurePath)")
        if desktop {
          #expect(
            !rendered.checklistBody.contains("External keyboard"),
            "\(rendered.target.featurePath)")
        }
      }
      if !asks { without += 1 }
    }
    #expect(without > 0, "headings and the loading spinner have no keyboard criteria")
  }

  /// Whether `word` is one the screen reader of `step` says itself: a word of the platform's
  /// profile, or on a platform with several screen readers the word of the one the step names.
  private static func isScreenReadersWord(
    _ word: String, in step: String, on platform: PlatformProfile
  ) -> Bool {
    guard !platform.screenReaders.isEmpty else {
      return platform.states.contains { $0.text == word }
    }
    guard let reader = platform.screenReaders.first(where: { step.hasPrefix($0.name + " ") })
    else { return false }
    return reader.states.contains { $0.text == word }
  }

  private static func quoted(after marker: String, in step: String) -> String? {
    guard let start = step.range(of: marker)?.upperBound,
      let end = step[start...].firstIndex(of: "\"")
    else { return nil }
    return String(step[start..<end])
  }
}
