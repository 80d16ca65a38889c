import A11yCriteria
import Testing

/// Cell by cell, the built-in controls from "reorder data row" to "timer": which criteria each
/// experience gets on each platform, and the role and state words its scenarios quote.
@Suite struct ControlsReorderToTimerCatalogTests {
  private let catalog: Catalog

  init() throws {
    catalog = try LoadedCatalog.builtIn()
  }

  /// One experience on one platform: the criteria that apply, in the order of the file.
  struct Cell: Sendable, CustomTestStringConvertible {
    let component: String
    let experience: String
    let platform: String
    let criteria: [String]
    var testDescription: String { "\(component)/\(experience) on \(platform)" }
  }

  /// One experience on one platform: the distinct words the standard role and state scenarios
  /// quote.
  struct Words: Sendable, CustomTestStringConvertible {
    let component: String
    let experience: String
    let platform: String
    let roles: [String]
    let states: [String]
    var testDescription: String { "\(component)/\(experience) on \(platform)" }
  }

  private static let keyboardAndGestures = [
    "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
  ]
  private static let keyboardAndGesturesWithEnter = [
    "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
  ]

  static let cells: [Cell] =
    [
      Cell(
        component: "reorder-data-row", experience: "default", platform: "ios",
        criteria: [
          "keyboard.focus", "gesture.swipe", "gesture.drag", "screen-reader.remove",
          "screen-reader.name", "screen-reader.role", "screen-reader.draggable",
          "screen-reader.state", "settings.text-resize",
        ]),
      Cell(
        component: "reorder-data-row", experience: "default", platform: "android",
        criteria: [
          "keyboard.focus", "gesture.swipe", "gesture.move-actions",
          "screen-reader.actions-available", "screen-reader.name", "screen-reader.role",
          "screen-reader.state", "settings.text-resize",
        ]),
      Cell(
        component: "search", experience: "field", platform: "ios",
        criteria: keyboardAndGestures + [
          "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
          "settings.text-resize",
        ]),
      Cell(
        component: "search", experience: "field", platform: "android",
        criteria: keyboardAndGesturesWithEnter + [
          "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
          "settings.text-resize",
        ]),
      Cell(
        component: "search", experience: "suggestions", platform: "ios",
        criteria: keyboardAndGestures + [
          "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
          "screen-reader.results", "settings.text-resize",
        ]),
      Cell(
        component: "search", experience: "suggestions", platform: "android",
        criteria: keyboardAndGesturesWithEnter + [
          "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
          "screen-reader.results", "settings.text-resize",
        ]),
    ]
    + ["segmented", "tabs"].flatMap { experience in
      [
        Cell(
          component: "segmented-control", experience: experience, platform: "ios",
          criteria: [
            "keyboard.focus", "keyboard.space", "keyboard.arrows", "gesture.swipe",
            "gesture.double-tap", "screen-reader.name", "screen-reader.role", "screen-reader.state",
            "screen-reader.position", "screen-reader.group-label", "focus.after-selection",
            "focus.content-after-group",
          ]),
        Cell(
          component: "segmented-control", experience: experience, platform: "android",
          criteria: [
            "keyboard.focus", "keyboard.space", "keyboard.enter", "keyboard.arrows",
            "gesture.swipe", "gesture.double-tap", "screen-reader.name", "screen-reader.role",
            "screen-reader.state", "screen-reader.position", "screen-reader.group-label",
            "focus.after-selection", "focus.content-after-group",
          ]),
      ]
    }
    + [
      Cell(
        component: "sheet", experience: "modal", platform: "ios",
        criteria: [
          "keyboard.focus", "keyboard.space", "keyboard.escape", "gesture.swipe",
          "gesture.double-tap", "screen-reader.name", "screen-reader.role", "focus.enter",
          "focus.trap", "focus.return", "settings.text-resize",
        ]),
      Cell(
        component: "sheet", experience: "modal", platform: "android",
        criteria: [
          "keyboard.focus", "keyboard.space", "keyboard.enter", "keyboard.escape", "gesture.swipe",
          "gesture.double-tap", "screen-reader.name", "screen-reader.role", "focus.enter",
          "focus.trap", "focus.return", "settings.text-resize",
        ]),
      Cell(
        component: "sheet", experience: "resizable", platform: "ios",
        criteria: [
          "keyboard.focus", "keyboard.space", "keyboard.escape", "gesture.swipe",
          "gesture.double-tap", "screen-reader.name", "screen-reader.role", "screen-reader.height",
          "screen-reader.grabber-height", "focus.enter", "focus.trap", "focus.return",
          "settings.text-resize",
        ]),
      Cell(
        component: "sheet", experience: "resizable", platform: "android",
        criteria: [
          "keyboard.focus", "keyboard.space", "keyboard.enter", "keyboard.escape", "gesture.swipe",
          "gesture.double-tap", "screen-reader.name", "screen-reader.role", "screen-reader.state",
          "focus.enter", "focus.trap", "focus.return", "settings.text-resize",
        ]),
      Cell(
        component: "sidebar-menu", experience: "default", platform: "ios",
        criteria: [
          "keyboard.focus", "keyboard.space", "keyboard.close-button", "gesture.swipe",
          "gesture.double-tap", "gesture.close-button", "screen-reader.opener",
          "screen-reader.name", "screen-reader.role", "screen-reader.item-group",
          "screen-reader.state", "focus.enter", "focus.trap", "focus.return",
          "settings.text-resize",
        ]),
      Cell(
        component: "sidebar-menu", experience: "default", platform: "android",
        criteria: [
          "keyboard.focus", "keyboard.space", "keyboard.enter", "keyboard.close-button",
          "gesture.swipe", "gesture.double-tap", "gesture.close", "gesture.close-button",
          "screen-reader.opener", "screen-reader.name", "screen-reader.role",
          "screen-reader.item-group", "screen-reader.state", "focus.enter", "focus.trap",
          "focus.return", "settings.text-resize",
        ]),
    ]
    + ["ios", "android"].flatMap { platform in
      [
        Cell(
          component: "slider", experience: "default", platform: platform,
          criteria: [
            "keyboard.focus", "keyboard.arrows", "gesture.swipe", "gesture.adjust",
            "gesture.decrease", "screen-reader.name", "screen-reader.role", "screen-reader.state",
            "screen-reader.value",
            "settings.text-resize",
          ]),
        Cell(
          component: "step-indicator", experience: "static", platform: platform,
          criteria: [
            "gesture.swipe", "screen-reader.name", "focus.order", "design.contrast",
            "settings.text-resize",
          ]),
        Cell(
          component: "text-input", experience: "default", platform: platform,
          criteria: keyboardAndGestures + [
            "screen-reader.name", "screen-reader.role", "screen-reader.group",
            "screen-reader.state",
            "screen-reader.required", "focus.no-automatic-move", "keyboard.leave",
            "screen-reader.value", "focus.return-after-editing", "settings.text-resize",
          ]),
      ]
    }
    + [
      Cell(
        component: "step-indicator", experience: "interactive", platform: "ios",
        criteria: keyboardAndGestures + [
          "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
          "focus.order", "design.contrast", "settings.text-resize",
        ]),
      Cell(
        component: "step-indicator", experience: "interactive", platform: "android",
        criteria: keyboardAndGesturesWithEnter + [
          "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
          "focus.order", "design.contrast", "settings.text-resize",
        ]),
      Cell(
        component: "stepper", experience: "default", platform: "ios",
        criteria: keyboardAndGestures + [
          "screen-reader.name", "screen-reader.role", "screen-reader.state", "screen-reader.value",
          "screen-reader.new-value", "settings.text-resize",
        ]),
      Cell(
        component: "stepper", experience: "default", platform: "android",
        criteria: keyboardAndGesturesWithEnter + [
          "screen-reader.name", "screen-reader.role", "screen-reader.state", "screen-reader.value",
          "screen-reader.new-value", "settings.text-resize",
        ]),
      Cell(
        component: "table-row-button", experience: "default", platform: "ios",
        criteria: keyboardAndGestures + [
          "screen-reader.name", "screen-reader.role", "screen-reader.role-link",
          "screen-reader.group", "screen-reader.description-order", "screen-reader.state",
          "focus.order", "focus.second-control", "gesture.row-activation",
          "settings.text-resize",
        ]),
      Cell(
        component: "table-row-button", experience: "default", platform: "android",
        criteria: keyboardAndGesturesWithEnter + [
          "screen-reader.name", "screen-reader.role", "screen-reader.section-heading",
          "screen-reader.group", "screen-reader.hint", "screen-reader.state", "focus.order",
          "focus.second-control", "gesture.row-activation", "screen-reader.list",
          "settings.text-resize",
        ]),
      Cell(
        component: "time-picker", experience: "default", platform: "ios",
        criteria: keyboardAndGestures + [
          "gesture.adjust", "screen-reader.name", "screen-reader.role",
          "screen-reader.picker-role", "screen-reader.value", "screen-reader.state", "focus.enter",
          "focus.return",
          "settings.text-resize",
        ]),
      Cell(
        component: "time-picker", experience: "default", platform: "android",
        criteria: keyboardAndGesturesWithEnter + [
          "screen-reader.name", "screen-reader.role", "screen-reader.period", "screen-reader.hint",
          "screen-reader.value", "screen-reader.state", "focus.enter", "focus.trap", "focus.return",
          "settings.text-resize",
        ]),
      Cell(
        component: "timer", experience: "default", platform: "ios",
        criteria: keyboardAndGestures + [
          "screen-reader.name", "screen-reader.role", "screen-reader.state",
          "screen-reader.name-change", "screen-reader.time-up", "settings.text-resize",
        ]),
      Cell(
        component: "timer", experience: "default", platform: "android",
        criteria: keyboardAndGesturesWithEnter + [
          "screen-reader.name", "screen-reader.role", "screen-reader.state",
          "screen-reader.name-change", "screen-reader.time-up", "settings.text-resize",
        ]),
    ]

  static let words: [Words] = [
    Words(
      component: "reorder-data-row", experience: "default", platform: "ios", roles: ["Button"],
      states: ["Dimmed"]),
    Words(
      component: "reorder-data-row", experience: "default", platform: "android",
      roles: ["Button"], states: ["Disabled"]),
    Words(
      component: "search", experience: "field", platform: "ios",
      roles: ["Search field"],
      states: ["Dimmed"]),
    Words(
      component: "search", experience: "suggestions", platform: "android", roles: ["Edit box"],
      states: ["Disabled"]),
    Words(
      component: "segmented-control", experience: "segmented", platform: "ios",
      roles: ["Button"], states: ["Selected", "Dimmed"]),
    Words(
      component: "segmented-control", experience: "segmented", platform: "android",
      roles: ["Button"], states: ["Selected", "Disabled"]),
    Words(
      component: "segmented-control", experience: "tabs", platform: "ios", roles: ["Tab"],
      states: ["Selected", "Dimmed"]),
    Words(
      component: "segmented-control", experience: "tabs", platform: "android", roles: ["Tab"],
      states: ["Selected", "Disabled"]),
    Words(
      component: "sheet", experience: "modal", platform: "ios", roles: ["Button"], states: []),
    Words(
      component: "sheet", experience: "resizable", platform: "ios", roles: ["Button"],
      states: []),
    Words(
      component: "sheet", experience: "resizable", platform: "android",
      roles: ["Button"], states: []),
    Words(
      component: "sidebar-menu", experience: "default", platform: "ios",
      roles: ["Button"], states: ["Dimmed"]),
    Words(
      component: "sidebar-menu", experience: "default", platform: "android",
      roles: ["Button"], states: ["Disabled"]),
    Words(
      component: "slider", experience: "default", platform: "ios", roles: ["Adjustable"],
      states: ["Dimmed"]),
    Words(
      component: "slider", experience: "default", platform: "android", roles: ["Slider"],
      states: ["Disabled"]),
    Words(
      component: "step-indicator", experience: "static", platform: "ios", roles: [], states: []),
    Words(
      component: "step-indicator", experience: "interactive", platform: "android",
      roles: ["Button"], states: ["Disabled"]),
    Words(
      component: "stepper", experience: "default", platform: "ios", roles: ["Button"],
      states: ["Dimmed"]),
    Words(
      component: "stepper", experience: "default", platform: "android",
      roles: ["Button"], states: ["Disabled"]),
    Words(
      component: "table-row-button", experience: "default", platform: "ios", roles: ["Button"],
      states: ["Selected", "Dimmed"]),
    Words(
      component: "table-row-button", experience: "default", platform: "android",
      roles: ["Button"], states: ["Selected", "Disabled"]),
    Words(
      component: "text-input", experience: "default", platform: "ios", roles: ["Text field"],
      states: ["Dimmed"]),
    Words(
      component: "text-input", experience: "default", platform: "android", roles: ["Edit box"],
      states: ["Disabled"]),
    Words(
      component: "time-picker", experience: "default", platform: "ios", roles: ["Button"],
      states: ["Dimmed"]),
    Words(
      component: "time-picker", experience: "default", platform: "android", roles: ["Button"],
      states: ["Disabled"]),
    Words(
      component: "search", experience: "field", platform: "android", roles: ["Edit box"],
      states: ["Disabled"]),
    Words(
      component: "search", experience: "suggestions", platform: "ios",
      roles: ["Search field"],
      states: ["Dimmed"]),
    Words(
      component: "sheet", experience: "modal", platform: "android", roles: ["Button"],
      states: []),
    Words(
      component: "step-indicator", experience: "static", platform: "android", roles: [],
      states: []),
    Words(
      component: "step-indicator", experience: "interactive", platform: "ios", roles: ["Button"],
      states: ["Dimmed"]),
    Words(
      component: "timer", experience: "default", platform: "ios", roles: ["Button"],
      states: ["Dimmed"]),
    Words(
      component: "timer", experience: "default", platform: "android",
      roles: ["Button"], states: ["Disabled"]),
  ]

  @Test(arguments: cells)
  func appliesTheCriteriaOfEachCell(cell: Cell) throws {
    let component = try #require(catalog.component(cell.component))
    let experience = try #require(component.experience(cell.experience))
    let platform = try #require(component.platform(cell.platform))
    #expect(component.criteria(for: experience, on: platform).map(\.id) == cell.criteria)
  }

  @Test func coversEveryExperienceAndPlatformOfTheSet() throws {
    let ids = Set(Self.cells.map(\.component))
    for id in ids {
      let component = try #require(catalog.component(id))
      #expect(component.platforms.map(\.id) == ["ios", "android"], "\(id)")
      let covered = Self.cells.filter { $0.component == id }.map {
        "\($0.experience)/\($0.platform)"
      }
      let expected = component.experiences.flatMap { experience in
        component.platforms.map { "\(experience.id)/\($0.id)" }
      }
      #expect(covered.sorted() == expected.sorted(), "\(id)")
      let worded = Self.words.filter { $0.component == id }.map {
        "\($0.experience)/\($0.platform)"
      }
      #expect(worded.sorted() == expected.sorted(), "\(id): role and state words")
    }
  }

  @Test(arguments: words)
  func quotesTheRoleAndStateWordsOfThePlatform(words: Words) throws {
    let component = try #require(catalog.component(words.component))
    #expect(
      Self.quoted(component, "screen-reader.role", words, column: "role", after: "the role ")
        == words.roles)
    #expect(
      Self.quoted(component, "screen-reader.state", words, column: "announced", after: "the state ")
        == words.states)
  }

  @Test func scopesPlatformGesturesToTheirPlatform() throws {
    let reorder = try #require(catalog.component("reorder-data-row"))
    let drag = try #require(reorder.criteria.first { $0.id == "gesture.drag" })
    #expect(drag.wording.when == "I double tap and hold then drag down")
    #expect(
      drag.wording.then == [
        "the English row moves down", "VoiceOver announces \"Moved below Spanish\"",
      ])
    let actions = try #require(reorder.criteria.first { $0.id == "gesture.move-actions" })
    #expect(actions.wording.when == "I choose the action \"Move down\"")
    #expect(actions.wcag == ["2.5.7", "4.1.2"])
    let sidebar = try #require(catalog.component("sidebar-menu"))
    let close = try #require(sidebar.criteria.first { $0.id == "gesture.close" })
    #expect(close.applicability.platforms == ["android"])
    #expect(close.wording.when == "I swipe left with two fingers")
  }

  @Test func adjustsTheSliderAndTheTimePickerWheelsWithTheirIncreasedValue() throws {
    let slider = try #require(catalog.component("slider"))
    let adjust = try #require(slider.criteria.first { $0.id == "gesture.adjust" })
    for platform in ["ios", "android"] {
      let wording = adjust.wording(experience: "default", platform: platform)
      // The source names the gesture: a one-finger swipe up raises the value.
      #expect(wording.when == "I swipe up")
      // It starts from a value the tester sets, and the slider shows the next one after.
      #expect(wording.given.contains("\"50%\" is chosen in the volume slider"))
      #expect(wording.then.first?.hasSuffix("announces the value \"60%\"") == true)
      #expect(wording.then.last == "the volume slider has the value \"60%\"")
    }
    let picker = try #require(catalog.component("time-picker"))
    let wheel = try #require(picker.criteria.first { $0.id == "gesture.adjust" })
    #expect(wheel.applicability.platforms == ["ios"])
    #expect(
      wheel.wording(experience: "default", platform: "ios").then == [
        "VoiceOver announces the value \"10\"",
        "the hour picker in the open time picker has the value \"10\"",
      ])
  }

  @Test func usesTheProfileWordsInPlatformOnlySteps() throws {
    let picker = try #require(catalog.component("time-picker"))
    let ios = try #require(picker.platform("ios"))
    let android = try #require(picker.platform("android"))
    #expect(ios.role("adjustable") == "Adjustable")
    #expect(android.role("radioButton") == "Radio button")
    #expect(android.state("selected") == "Selected")
    #expect(android.state("checked") == "Checked")
    let period = try #require(picker.criteria.first { $0.id == "screen-reader.period" })
    #expect(period.applicability.platforms == ["android"])
    #expect(
      period.wording.then == [
        "TalkBack announces the role \"{{platform.roles.radioButton}}\"",
        "TalkBack announces the state \"{{platform.states.checked}}\" or \"{{platform.states.selected}}\"",
      ])
  }

  @Test func opensContainersWithoutActivatingThem() throws {
    for (id, opener) in [
      ("sheet", "the Filters button"), ("sidebar-menu", "the menu button"),
      ("time-picker", "the start time button"),
    ] {
      let component = try #require(catalog.component(id))
      let ret = try #require(component.criteria.first { $0.id == "focus.return" })
      for experience in component.experiences {
        let wording = ret.wording(experience: experience.id, platform: "ios")
        #expect(wording.then == ["VoiceOver focus returns to \(opener)"], "\(id)")
        #expect(!experience.controls.contains { $0.element == experience.interactiveElement })
      }
    }
  }

  /// Read-through: the reorder control names its row through its name ("Reorder English"), so
  /// no separate grouping criterion repeats the name step, and the grouping requirements are
  /// traced to the name.
  @Test func tiesTheReorderControlToItsRowThroughItsName() throws {
    let reorder = try #require(catalog.component("reorder-data-row"))
    #expect(!reorder.criteria.contains { $0.id == "screen-reader.group" })
    let entries = reorder.traces.flatMap(\.entries)
    for requirement in ["condensed/screen-reader/group", "gherkin/screen-reader/3"] {
      #expect(
        entries.first { $0.requirement == requirement }?.covers == ["screen-reader.name"],
        "\(requirement)")
    }
    let actions = try #require(reorder.criteria.first { $0.id == "gesture.move-actions" })
    #expect(
      actions.wording.given.last == "TalkBack focus is on the reorder control of the English row")
    #expect(actions.wording.checklist.hasPrefix("With TalkBack focus on the reorder control"))
  }

  /// Read-through: VoiceOver reads an iOS wheel by its value, so only the button that opens
  /// the picker is checked for a name.
  @Test func namesOnlyTheButtonThatOpensTheTimePicker() throws {
    let picker = try #require(catalog.component("time-picker"))
    let name = try #require(picker.criteria.first { $0.id == "screen-reader.name" })
    for platform in ["ios", "android"] {
      let wording = name.wording(experience: "default", platform: platform)
      #expect(wording.examples == nil)
      #expect(wording.then.last?.hasSuffix("announces the name \"Start time\"") == true)
    }
  }

  /// Decision on controls inside a container: moving focus through the screen never opens it,
  /// so focus order lists what is shown without it; a control inside is named "in the open"
  /// container beside others, and when every control is inside, scenarios open it first.
  @Test func opensTheContainerBeforeActingOnTheControlsInside() throws {
    func wording(_ component: String, _ criterion: String, _ experience: String = "default")
      throws -> Wording
    {
      let found = try #require(catalog.component(component))
      let criterion = try #require(found.criteria.first { $0.id == criterion })
      return criterion.wording(experience: experience, platform: "ios")
    }
    #expect(
      try wording("time-picker", "keyboard.focus").then.first
        == "keyboard focus moves to the start time button")
    #expect(
      try wording("time-picker", "gesture.swipe").then == [
        "VoiceOver focus moves to the start time button"
      ])
    let adjust = try wording("time-picker", "gesture.adjust")
    #expect(
      adjust.given == [
        "VoiceOver is on", "\"9\" is chosen in the hour picker in the open time picker",
        "VoiceOver focus is on the hour picker in the open time picker",
      ])
    #expect(adjust.when == "I swipe up")
    for experience in ["modal", "resizable"] {
      let focus = try wording("sheet", "keyboard.focus", experience)
      // The sheet's keyboard check starts right after the sheet opens, from wherever the
      // platform put focus, and names both places the first key press can lead to.
      #expect(focus.given == ["an external keyboard is connected", "the sheet is open"])
      #expect(
        focus.then.first
          == "keyboard focus moves to the first control in the sheet or the one after it")
      #expect(focus.checklist.hasPrefix("Right after the sheet opens"))
      let name = try wording("sheet", "screen-reader.name", experience)
      #expect(name.given == ["VoiceOver is on", "the sheet is open"])
      // A criterion that opens the container itself gets no second step; the trap starts on
      // the container's last element, named (the sheet's own wording, not the standard's).
      let trap = try wording("sheet", "focus.trap", experience)
      #expect(
        trap.given == [
          "{{platform.screenReader}} is on", "the sheet is open",
          "{{platform.screenReader}} focus is on the last element in the sheet, the close button",
        ])
    }
    #expect(
      try wording("sidebar-menu", "gesture.swipe").given == [
        "VoiceOver is on", "the sidebar menu is open",
        "VoiceOver focus is on the close menu button",
      ])
    let menu = try wording("menu", "gesture.double-tap")
    #expect(
      menu.examples?.rows.map(\.first) == [
        "the More options button", "the Share menu item in the open More options menu",
        "the Delete menu item in the open More options menu",
      ])
    #expect(
      try wording("menu", "keyboard.focus").then.first
        == "keyboard focus moves to the More options button")
  }

  /// The distinct words a standard role or state criterion quotes for one experience and
  /// platform: the cells of its column when it is an outline, else the quoted text of its step.
  private static func quoted(
    _ component: Component, _ criterionID: String, _ words: Words, column: String,
    after phrase: String
  ) -> [String] {
    guard let experience = component.experience(words.experience),
      let platform = component.platform(words.platform),
      let criterion = component.criteria(for: experience, on: platform).first(where: {
        $0.id == criterionID
      })
    else { return [] }
    let wording = criterion.wording(experience: words.experience, platform: words.platform)
    var quoted: [String] = []
    // The screen reader's own word comes first; a word the profile accepts beside it
    // (` or a hint starting with "…"`, ` or "…"`) follows and is not counted here.
    func word(after start: String.Index, in text: String) -> String {
      let rest = text[start...]
      return String(rest.prefix { $0 != "\"" })
    }
    let header = wording.examples?.header ?? []
    if let table = wording.examples,
      let index = header.firstIndex(of: column) ?? header.firstIndex(of: "announced")
    {
      // A cell holds the whole expectation: `the state "Selected"`, `the role "Button"`.
      quoted = table.rows.map { row in
        let cell = row[index]
        guard cell.hasPrefix(phrase + "\"") else { return cell }
        return word(after: cell.index(cell.startIndex, offsetBy: phrase.count + 1), in: cell)
      }
    } else {
      // A column with the same word in every row is written into the step.
      quoted = wording.then.compactMap { step in
        guard let range = step.range(of: phrase + "\"") else { return nil }
        return word(after: range.upperBound, in: step)
      }
    }
    var distinct: [String] = []
    for word in quoted where !distinct.contains(word) { distinct.append(word) }
    return distinct
  }
}
