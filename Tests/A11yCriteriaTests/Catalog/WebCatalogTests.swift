import A11yCriteria
import Foundation
import Testing

/// The web platform of the built-in catalog: which criteria each web experience holds, the words
/// each screen reader announces, the keys each role takes, dialogs and alerts, and no app words
/// in the steps of a desktop screen reader.
@Suite struct WebCatalogTests {
  private let catalog: Catalog

  init() throws {
    catalog = try LoadedCatalog.builtIn()
  }

  static let components = [
    "button", "checkbox", "toggle-switch", "radio-button", "expander-accordion", "modal-dialog",
    "tabs", "range-slider", "link", "alert-notification",
  ]
  static let readers = ["NVDA", "JAWS", "macOS VoiceOver", "iOS VoiceOver", "TalkBack"]
  static let desktopReaders = ["NVDA", "JAWS", "macOS VoiceOver"]

  /// Every web experience of every component with the web platform, with its wordings there.
  private var webTargets:
    [(component: Component, experience: Experience, criteria: [(String, Wording)])]
  {
    catalog.components.flatMap { component -> [(Component, Experience, [(String, Wording)])] in
      guard let web = component.platform("web") else { return [] }
      return component.experiences(on: "web").map { experience in
        (
          component, experience,
          component.criteria(for: experience, on: web).map {
            ($0.id, $0.wording(experience: experience.id, platform: "web"))
          }
        )
      }
    }
  }

  @Test func hasTheTenWebComponents() {
    let web = catalog.components.filter { $0.platform("web") != nil }.map(\.id)
    #expect(web.sorted() == Self.components.sorted())
  }

  @Test(arguments: ["button", "checkbox", "toggle-switch", "radio-button", "link"])
  func sharesTheComponentWithTheApps(id: String) throws {
    let component = try #require(catalog.component(id))
    #expect(component.platforms.map(\.id) == ["ios", "android", "web"])
    #expect(component.background(on: "web").steps.allSatisfy { $0.hasPrefix("the browser shows") })
    #expect(component.background(on: "ios").steps.allSatisfy { $0.hasPrefix("the app shows") })
  }

  // MARK: - Words of each screen reader

  /// The role word each screen reader announces in the role scenario of each web experience,
  /// in the order NVDA, JAWS, macOS VoiceOver, iOS VoiceOver, TalkBack.
  @Test(arguments: [
    ("button", "text-button", ["button", "button", "button", "button", "button"]),
    ("button", "icon-button", ["button", "button", "button", "button", "button"]),
    ("checkbox", "default", ["check box", "check box", "checkbox", "checkbox", "checkbox"]),
    ("toggle-switch", "switch", ["switch", "switch", "switch", "switch button", "switch"]),
    (
      "radio-button", "group",
      ["radio button", "radio button", "radio button", "radio button", "radio button"]
    ),
    ("expander-accordion", "button", ["button", "button", "button", "button", "button"]),
    ("modal-dialog", "default", ["button", "button", "button", "button", "button"]),
    ("tabs", "automatic", ["tab", "tab", "tab", "tab", "tab"]),
    ("range-slider", "default", ["slider", "slider", "slider", "adjustable", "slider"]),
    ("link", "standalone", ["link", "link", "link", "link", "link"]),
    // While browsing, NVDA, JAWS and iOS VoiceOver read an alert as its text, with no role word.
    ("alert-notification", "default", ["", "", "alert", "", "alert"]),
  ])
  func quotesEachScreenReadersRoleWord(component: String, experience: String, words: [String])
    throws
  {
    let wording = try wording(of: component, experience: experience) { id, _ in
      id.hasSuffix("screen-reader.role")
    }
    let heard = Self.wordsByReader(wording, step: "announces the role")
    for (reader, word) in zip(Self.readers, words) {
      if word.isEmpty {
        #expect(heard[reader] == nil, "\(component) \(reader): no row")
      } else {
        #expect(heard[reader]?.contains(word) == true, "\(component) \(reader)")
      }
    }
    let asked = Set(zip(Self.readers, words).filter { !$0.1.isEmpty }.map(\.0))
    #expect(Set(heard.keys) == asked, "\(component): every screen reader with a word is asked")
  }

  /// The state words each screen reader announces, by state, in the same reader order; an
  /// empty word where the screen reader is known to say nothing, which its row tests as
  /// "announces no state"; nil where the profile gives it no word, and then it has no row.
  @Test(
    arguments: [
      (
        "button", "text-button", "disabled",
        ["unavailable", "unavailable", "dimmed", "dimmed", "disabled"]
      ),
      ("checkbox", "default", "checked", ["checked", "checked", "checked", "checked", "checked"]),
      (
        "checkbox", "default", "not checked",
        ["not checked", "not checked", "unchecked", "unchecked", "not checked"]
      ),
      ("toggle-switch", "switch", "on", ["on", "on", "on", "on", "on"]),
      ("toggle-switch", "switch", "off", ["off", "off", "off", "off", "off"]),
      (
        "radio-button", "group", "checked",
        ["checked", "checked", "selected", "checked", "checked"]
      ),
      (
        "radio-button", "group", "not checked",
        ["not checked", "not checked", "", "unchecked", "not checked"]
      ),
      (
        "expander-accordion", "button", "expanded",
        ["expanded", "expanded", "expanded", "expanded", "expanded"]
      ),
      (
        "expander-accordion", "button", "collapsed",
        ["collapsed", "collapsed", "collapsed", "collapsed", "collapsed"]
      ),
      (
        "tabs", "automatic", "selected",
        ["selected", "selected", "selected", "selected", "selected"]
      ),
      ("tabs", "manual", "not selected", ["", "", "", "", ""]),
      (
        "link", "standalone", "disabled",
        ["unavailable", "unavailable", "dimmed", "dimmed", "disabled"]
      ),
    ] as [(String, String, String, [String?])])
  func quotesEachScreenReadersStateWord(
    component: String, experience: String, state: String, words: [String?]
  ) throws {
    let target = try #require(
      webTargets.first { $0.component.id == component && $0.experience.id == experience })
    guard let wording = target.criteria.first(where: { $0.0 == "screen-reader.state" })?.1
    else {
      #expect(words.allSatisfy { $0 == nil }, "\(component) has no state scenario on the web")
      return
    }
    let examples = try #require(wording.examples)
    let reader = try #require(examples.header.firstIndex(of: "screenReader"))
    let stateColumn = examples.header.firstIndex(of: "state")
    let announced = examples.header.firstIndex(of: "announced")
    for (name, word) in zip(Self.readers, words) {
      let rows = examples.rows.filter { row in
        row[reader] == name && (stateColumn.map { row[$0] == state } ?? true)
      }
      // "the state \"checked\"" is the word "checked"; "no state" is the empty word.
      let heard = rows.map { row -> String in
        let said = announced.map { row[$0] } ?? ""
        if said == "no state" { return "" }
        return said.wholeMatch(of: #/the state "(.*)"/#).map { String($0.1) } ?? "?\(said)"
      }
      if let word {
        #expect(heard == [word], "\(component) \(state) \(name): \(heard)")
      } else {
        #expect(heard.isEmpty, "\(name) has no word for \(state): no row")
      }
    }
  }

  // MARK: - Keys by role

  @Test func neverRequiresEnterOfACheckboxNorSpaceOfALink() {
    var checked = 0
    for target in webTargets {
      let roles = Dictionary(
        target.experience.controls.map { ($0.element, $0.role ?? "") },
        uniquingKeysWith: { a, _ in a })
      for (id, wording) in target.criteria {
        for steps in Self.expanded(wording) {
          guard
            let key = steps.first(where: { $0.hasPrefix("I press ") }).map({
              String($0.dropFirst(8))
            })
          else { continue }
          let focused = steps.compactMap { step -> String? in
            guard step.hasPrefix("keyboard focus is on ") else { return nil }
            return String(step.dropFirst("keyboard focus is on ".count))
          }
          for element in focused {
            let role = roles[element] ?? ""
            if key == "Enter" {
              #expect(
                !["checkbox", "switch", "radioButton"].contains(role),
                "\(target.component.id) \(id): Enter on \(element)")
            }
            if key == "Space" {
              #expect(role != "link", "\(target.component.id) \(id): Space on \(element)")
            }
            checked += 1
          }
        }
      }
    }
    #expect(checked > 20)
    let link = webTargets.first { $0.component.id == "link" }
    #expect(link?.criteria.contains { $0.1.when == "I press Enter" } == true)
    let checkbox = webTargets.first { $0.component.id == "checkbox" }
    #expect(checkbox?.criteria.contains { $0.1.when == "I press Space" } == true)
  }

  // MARK: - Dialogs and alerts

  @Test func movesFocusIntoEveryDialogKeepsItThereAndReturnsIt() throws {
    let dialogs = webTargets.filter { target in
      target.experience.parameters.contains { $0.name == "opener" }
    }
    #expect(dialogs.map(\.component.id) == ["modal-dialog"])
    for dialog in dialogs {
      let target = dialog.experience.interactiveElement
      let opener = try #require(dialog.experience.parameters.first { $0.name == "opener" }?.text)
      let all = dialog.criteria.map(\.1)
      #expect(
        all.contains {
          $0.when == "I press Enter" && $0.then.contains("keyboard focus moves to \(target)")
        },
        "focus enters")
      #expect(
        all.contains {
          $0.when == "I move keyboard focus with Tab past the last element in \(target)"
            && $0.then == ["keyboard focus never lands on the page behind \(target)"]
        }, "keyboard focus never reaches the page behind")
      #expect(
        all.contains {
          $0.when == "I press Shift+Tab past the first element in \(target)"
            && $0.then == ["keyboard focus never lands on the page behind \(target)"]
        }, "nor going back")
      #expect(
        all.contains {
          $0.when == "I swipe left past the first element in \(target)"
            && $0.then == ["<screenReader> focus stays inside \(target)"]
        }, "a mobile screen reader is kept inside going back")
      #expect(
        all.contains {
          $0.when == "I press Tab" && $0.given.contains("keyboard focus is on \(target)")
            && $0.then == ["keyboard focus moves to the Cancel button"]
        }, "Tab from the dialog reaches its first control")
      #expect(
        all.contains {
          $0.when == "I double tap" && $0.then.contains("<screenReader> focus returns to \(opener)")
        }, "a mobile screen reader returns to the opener")
      #expect(
        all.contains {
          $0.when == "I press Enter" && $0.given.contains("<screenReader> is on")
            && $0.then.contains("<screenReader> announces the name \"Delete account\"")
        }, "a desktop screen reader names the opener again")
      #expect(
        all.contains {
          $0.when == "I swipe right past the last element in \(target)"
            && $0.then == ["<screenReader> focus stays inside \(target)"]
        }, "a mobile screen reader is kept inside")
      #expect(
        all.filter {
          $0.given.contains("\(target) is open")
            && $0.then.contains("keyboard focus moves to \(opener)")
        }.map(\.when).sorted()
          == ["I press Enter", "I press Escape"], "focus returns after the close button and Escape")
    }
  }

  @Test func announcesTheAlertWithoutMovingFocus() throws {
    let alert = try #require(webTargets.first { $0.component.id == "alert-notification" })
    // Reached later, the alert is read as its text; announced, it appears after an action.
    let announcing = alert.criteria.filter { id, wording in
      id != "screen-reader.role"
        && wording.then.contains { $0.contains("announces \"Changes saved\"") }
    }
    #expect(
      announcing.count == 3,
      "one for desktop keys, one for a double tap and one for a second press of the same message")
    for (id, wording) in announcing {
      #expect(wording.then.contains("<screenReader> focus stays on the Save button"), "\(id)")
      #expect(!wording.then.contains { $0.contains("focus moves to") }, "\(id)")
      #expect(!wording.when.contains("focus to"), "\(id): the alert appears after an action")
    }
    let readers = Set(announcing.flatMap { Self.column($0.1, "screenReader") })
    #expect(readers == Set(Self.readers))
  }

  // MARK: - No app words on the desktop

  @Test func desktopStepsUseNoGestureNorHintOfTheApps() {
    let appWords = [
      "swipe", "double tap", "Double tap to activate", "rotor", "TalkBack menu", "two fingers",
      "three fingers", "external keyboard", "the app shows",
    ]
    var checked = 0
    for target in webTargets {
      for (id, wording) in target.criteria {
        for (steps, reader) in zip(Self.expanded(wording), Self.readersOfRows(wording)) {
          guard reader.map(Self.desktopReaders.contains) ?? true else { continue }
          checked += 1
          for step in steps + [wording.title] {
            for word in appWords {
              #expect(
                !step.localizedCaseInsensitiveContains(word),
                "\(target.component.id) \(id) (\(reader ?? "keyboard")): \(step)")
            }
          }
        }
      }
      for step in target.component.background(on: "web").steps {
        #expect(!step.contains("app"), "\(target.component.id): \(step)")
      }
    }
    #expect(checked > 100)
  }

  @Test func everyScreenReaderStepNamesAScreenReaderOfTheWeb() {
    for target in webTargets {
      for (id, wording) in target.criteria {
        let readers = Self.readersOfRows(wording).compactMap { $0 }
        #expect(readers.allSatisfy(Self.readers.contains), "\(target.component.id) \(id)")
        let steps = wording.given + [wording.when] + wording.then
        #expect(
          !steps.contains { $0.hasPrefix("VoiceOver ") || $0.hasPrefix("each screen reader") },
          "\(target.component.id) \(id): VoiceOver is named with its system")
      }
    }
  }

  @Test func startsEveryNavigationFromAStatedElement() {
    for target in webTargets {
      for (id, wording) in target.criteria
      where wording.when == "I press Tab" || wording.when == "I swipe right"
        || wording.when.hasPrefix("I move keyboard focus with Tab past")
        || wording.when.hasSuffix("Arrow") || wording.when.hasPrefix("I move ")
        || wording.when.hasPrefix("I press Escape")
      {
        #expect(
          wording.given.contains { $0.contains("focus is on ") },
          "\(target.component.id) \(id): \(wording.when)")
      }
    }
  }

  // MARK: - Arrow keys

  /// A composite widget is tested in both directions, and manual tabs show that an arrow key
  /// moves focus without selecting.
  @Test(arguments: [
    // The last Down Arrow leaves the disabled option unchecked, however the page builds it.
    ("radio-button", "group", ["Down Arrow", "Up Arrow", "Down Arrow"]),
    ("tabs", "automatic", ["Right Arrow", "Left Arrow"]),
    ("tabs", "manual", ["Right Arrow", "Left Arrow"]),
  ])
  func movesWithTheArrowKeysBothWays(component: String, experience: String, keys: [String])
    throws
  {
    let target = try #require(
      webTargets.first { $0.component.id == component && $0.experience.id == experience })
    let arrows = target.criteria.filter { $0.0.hasPrefix("keyboard.arrows") }.map(\.1)
    #expect(arrows.map(\.when) == keys.map { "I press \($0)" })
    if component == "radio-button" {
      #expect(arrows.last?.then == ["the Store pickup radio button stays not checked"])
    }
    if experience == "manual" {
      #expect(arrows.first?.then.contains("the Profile tab stays selected") == true)
    }
  }

  // MARK: - Helpers

  private func wording(
    of component: String, experience: String, where matches: (String, Wording) -> Bool
  ) throws -> Wording {
    let target = try #require(
      webTargets.first { $0.component.id == component && $0.experience.id == experience })
    return try #require(target.criteria.first { matches($0.0, $0.1) }?.1)
  }

  /// The step texts of each Examples row, placeholders filled (one list for a plain scenario).
  static func expanded(_ wording: Wording) -> [[String]] {
    let steps = wording.given + [wording.when] + wording.then
    guard let examples = wording.examples, !examples.rows.isEmpty else { return [steps] }
    return examples.rows.map { row in
      steps.map { step in
        var text = step
        for (column, cell) in zip(examples.header, row) {
          text = text.replacingOccurrences(of: "<\(column)>", with: cell)
        }
        return text
      }
    }
  }

  /// The screen reader of each row of `expanded(_:)`, nil for a scenario of no screen reader.
  static func readersOfRows(_ wording: Wording) -> [String?] {
    guard let examples = wording.examples, !examples.rows.isEmpty else {
      let steps = wording.given + [wording.when] + wording.then
      return [readers.first { reader in steps.contains { $0.hasPrefix(reader + " ") } }]
    }
    guard let index = examples.header.firstIndex(of: "screenReader") else {
      return examples.rows.map { _ in nil }
    }
    return examples.rows.map { $0[index] }
  }

  static func column(_ wording: Wording, _ name: String) -> [String] {
    guard let examples = wording.examples, let index = examples.header.firstIndex(of: name)
    else { return [] }
    return examples.rows.map { $0[index] }
  }

  /// The quoted word of a step when it is written into the step rather than a column.
  static func inlined(_ wording: Wording, step: String) -> String? {
    for text in wording.then {
      if let range = text.range(of: step + " \"") {
        let word = String(text[range.upperBound...].dropLast())
        if !word.contains("<") { return word }
      }
    }
    return nil
  }

  /// The words of `step` each screen reader is asked for, from a column or the step itself.
  static func wordsByReader(_ wording: Wording, step: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    let rows = expanded(wording)
    for (steps, reader) in zip(rows, readersOfRows(wording)) {
      guard let reader else { continue }
      for text in steps {
        if let range = text.range(of: step + " \"") {
          result[reader, default: []].append(String(text[range.upperBound...].dropLast()))
        }
      }
    }
    return result
  }
}
