import A11yCriteria
import Foundation
import Testing

/// Cell-by-cell facts of the native controls in the built-in catalog: which criteria apply to
/// each experience on each platform, and the role and state words a tester hears there.
///
/// The words are read from the steps the catalog produces (Examples cells and quoted step
/// text, with the profile's words put in for `{{platform.roles.*}}` placeholders), so a
/// change in a component or in the shared profiles shows up here cell by cell.
@Suite struct NativeControlsCatalogTests {
  static let components = [
    "button", "calendar-date-picker", "carousel", "checkbox", "chip", "date-time-picker",
    "dropdown", "expandable", "link", "menu", "pagination-control", "progress-indicator",
    "radio-button",
  ]

  /// Component, experience, platform, and the criteria that apply there.
  static let cells: [(String, String, String, [String])] = [
    (
      "button", "text-button", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.name-without-role", "screen-reader.role",
        "screen-reader.group", "screen-reader.state", "settings.text-resize",
      ]
    ),
    (
      "button", "text-button", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.name-without-role", "screen-reader.role",
        "screen-reader.group", "screen-reader.state", "settings.text-resize",
      ]
    ),
    (
      "button", "icon-button", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.name-without-role", "screen-reader.role",
        "screen-reader.group", "screen-reader.state",
      ]
    ),
    (
      "button", "icon-button", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.name-without-role", "screen-reader.role",
        "screen-reader.group", "screen-reader.state",
      ]
    ),
    (
      "calendar-date-picker", "default", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "gesture.change-month", "screen-reader.name", "screen-reader.role", "screen-reader.group",
        "screen-reader.state", "focus.enter", "focus.trap", "focus.return", "settings.text-resize",
      ]
    ),
    (
      "calendar-date-picker", "default", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
        "focus.enter", "focus.trap", "focus.return", "settings.text-resize",
      ]
    ),
    (
      "carousel", "default", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "gesture.change-slide", "screen-reader.name", "screen-reader.role", "screen-reader.state",
        "settings.text-resize", "design.auto-rotation",
      ]
    ),
    (
      "carousel", "default", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "gesture.change-slide", "focus.container", "focus.container-enter",
        "focus.container-bypass", "screen-reader.name", "screen-reader.role",
        "screen-reader.state", "settings.text-resize", "design.auto-rotation",
      ]
    ),
    (
      "checkbox", "default", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "behaviour.no-context-change", "screen-reader.name", "screen-reader.role",
        "screen-reader.group", "screen-reader.state", "settings.text-resize",
      ]
    ),
    (
      "checkbox", "default", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "behaviour.no-context-change", "screen-reader.name", "screen-reader.role",
        "screen-reader.group", "screen-reader.state", "settings.text-resize",
      ]
    ),
    (
      "chip", "filter", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "focus.group-label",
        "settings.text-resize", "design.touch-target",
      ]
    ),
    (
      "chip", "filter", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "focus.group-label",
        "settings.text-resize", "design.touch-target",
      ]
    ),
    (
      "chip", "action", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "settings.text-resize",
        "design.touch-target",
      ]
    ),
    (
      "chip", "action", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "settings.text-resize",
        "design.touch-target",
      ]
    ),
    (
      "date-time-picker", "default", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap", "gesture.adjust",
        "screen-reader.name", "screen-reader.role-field", "screen-reader.role-adjustable",
        "screen-reader.value", "screen-reader.state", "focus.enter", "focus.return",
        "settings.text-resize",
      ]
    ),
    (
      "date-time-picker", "default", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "gesture.clock-hour", "screen-reader.name", "screen-reader.role",
        "screen-reader.input-mode",
        "screen-reader.typed-time", "screen-reader.role-column-item", "screen-reader.value",
        "screen-reader.state", "focus.enter", "focus.trap", "focus.return",
        "settings.text-resize",
      ]
    ),
    (
      "dropdown", "default", "ios",
      [
        "keyboard.focus", "keyboard.space", "keyboard.escape", "gesture.swipe",
        "gesture.double-tap", "screen-reader.name", "screen-reader.role", "screen-reader.group",
        "screen-reader.state", "focus.enter", "focus.trap", "focus.return",
        "focus.return-with-choice", "settings.text-resize",
      ]
    ),
    (
      "dropdown", "default", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "keyboard.escape", "gesture.swipe",
        "gesture.double-tap", "screen-reader.name", "screen-reader.role", "screen-reader.group",
        "screen-reader.state", "focus.enter", "focus.trap", "focus.return",
        "focus.return-with-choice", "settings.text-resize",
      ]
    ),
    (
      "expandable", "button", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
        "focus.order", "behaviour.focus-stays", "settings.text-resize",
      ]
    ),
    (
      "expandable", "button", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
        "focus.order", "behaviour.focus-stays", "settings.text-resize",
      ]
    ),
    (
      "expandable", "list-row", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
        "focus.order", "behaviour.focus-stays", "settings.text-resize",
      ]
    ),
    (
      "expandable", "list-row", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
        "focus.order", "behaviour.focus-stays", "settings.text-resize",
      ]
    ),
    (
      "link", "standalone", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "settings.text-resize",
        "focus.return-from-page",
      ]
    ),
    (
      "link", "standalone", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "settings.text-resize",
        "focus.return-from-page",
      ]
    ),
    (
      "link", "inline", "ios",
      [
        "gesture.swipe", "screen-reader.name", "screen-reader.role", "screen-reader.links-menu",
        "settings.text-resize",
      ]
    ),
    (
      "link", "inline", "android",
      [
        "gesture.swipe", "screen-reader.name", "screen-reader.role", "screen-reader.links-menu",
        "gesture.paragraph-double-tap", "settings.text-resize",
      ]
    ),
    (
      "menu", "default", "ios",
      [
        "keyboard.focus", "keyboard.space", "keyboard.escape", "keyboard.confined", "gesture.swipe",
        "gesture.double-tap", "screen-reader.name", "screen-reader.role", "screen-reader.state",
        "focus.enter", "focus.trap", "focus.return", "settings.text-resize",
        "design.screen-reader-close",
      ]
    ),
    (
      "menu", "default", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "keyboard.escape",
        "keyboard.confined", "gesture.swipe", "gesture.double-tap", "screen-reader.name",
        "screen-reader.role", "screen-reader.state", "focus.enter", "focus.trap", "focus.return",
        "settings.text-resize",
      ]
    ),
    (
      "pagination-control", "page-control", "ios",
      [
        "keyboard.focus", "keyboard.change-page", "gesture.swipe", "gesture.adjust",
        "screen-reader.name", "screen-reader.role-adjustable", "screen-reader.state",
        "design.no-auto-advance",
      ]
    ),
    (
      "pagination-control", "page-control", "android",
      [
        "keyboard.focus", "keyboard.change-page", "gesture.swipe", "gesture.page-dots",
        "screen-reader.name", "screen-reader.state", "design.no-auto-advance",
      ]
    ),
    (
      "pagination-control", "pages", "ios",
      [
        "keyboard.focus", "gesture.swipe", "gesture.change-page", "screen-reader.name",
        "focus.order",
      ]
    ),
    (
      "pagination-control", "pages", "android",
      [
        "keyboard.focus", "keyboard.next-page", "gesture.swipe", "gesture.change-page",
        "screen-reader.name", "focus.order",
      ]
    ),
    (
      "progress-indicator", "static", "ios",
      [
        "gesture.swipe", "screen-reader.name", "focus.order", "settings.text-resize",
        "design.contrast",
      ]
    ),
    (
      "progress-indicator", "static", "android",
      [
        "gesture.swipe", "screen-reader.name", "focus.order", "settings.text-resize",
        "design.contrast",
      ]
    ),
    (
      "progress-indicator", "interactive", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "settings.text-resize", "design.contrast",
      ]
    ),
    (
      "progress-indicator", "interactive", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "settings.text-resize", "design.contrast",
      ]
    ),
    (
      "radio-button", "default", "ios",
      [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "behaviour.single-choice",
        "screen-reader.name", "screen-reader.role-button",
        "screen-reader.group", "screen-reader.state", "settings.text-resize",
      ]
    ),
    (
      "radio-button", "default", "android",
      [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe",
        "behaviour.single-choice", "screen-reader.position", "screen-reader.name",
        "screen-reader.role", "screen-reader.group", "screen-reader.state", "settings.text-resize",
      ]
    ),
  ]

  /// Component, experience, platform, the role words and the state words announced there.
  static let words: [(String, String, String, [String], [String])] = [
    ("button", "text-button", "ios", ["Button"], ["Dimmed"]),
    ("button", "text-button", "android", ["Button"], ["Disabled"]),
    ("button", "icon-button", "ios", ["Button"], ["Dimmed"]),
    ("button", "icon-button", "android", ["Button"], ["Disabled"]),
    ("calendar-date-picker", "default", "ios", ["Button"], ["Dimmed", "Selected"]),
    ("calendar-date-picker", "default", "android", ["Button"], ["Disabled", "Selected"]),
    ("carousel", "default", "ios", ["Button"], ["Dimmed"]),
    ("carousel", "default", "android", ["Button"], ["Disabled"]),
    ("checkbox", "default", "ios", ["Button"], ["app:Checked", "app:Unchecked", "Dimmed"]),
    ("checkbox", "default", "android", ["Checkbox"], ["Checked", "Not checked", "Disabled"]),
    ("chip", "filter", "ios", ["Button"], ["Selected", "(none)", "Dimmed"]),
    ("chip", "filter", "android", ["Checkbox"], ["Selected", "Not selected", "Disabled"]),
    ("chip", "action", "ios", ["Button"], ["Dimmed"]),
    ("chip", "action", "android", ["Button"], ["Disabled"]),
    ("date-time-picker", "default", "ios", ["Button", "Adjustable"], ["Dimmed"]),
    ("date-time-picker", "default", "android", ["Button", "Edit box"], ["Disabled"]),
    ("dropdown", "default", "ios", ["Pop up button"], ["app:Collapsed", "Dimmed", "Selected"]),
    ("dropdown", "default", "android", ["Pop up button"], ["Collapsed", "Disabled", "Selected"]),
    ("expandable", "button", "ios", ["Button"], ["app:Collapsed", "app:Expanded", "Dimmed"]),
    ("expandable", "button", "android", ["Button"], ["Collapsed", "Expanded", "Disabled"]),
    ("expandable", "list-row", "ios", ["Button"], ["app:Collapsed", "app:Expanded", "Dimmed"]),
    ("expandable", "list-row", "android", ["Button"], ["Collapsed", "Expanded", "Disabled"]),
    ("link", "standalone", "ios", ["Link"], ["Dimmed"]),
    ("link", "standalone", "android", ["Link"], ["Disabled"]),
    ("link", "inline", "ios", ["Link"], []),
    ("link", "inline", "android", ["Link"], []),
    ("menu", "default", "ios", ["Button"], ["Dimmed"]),
    ("menu", "default", "android", ["Button", "Menu item"], ["Disabled"]),
    ("pagination-control", "page-control", "ios", ["Adjustable"], ["Dimmed"]),
    ("pagination-control", "page-control", "android", [], ["Disabled"]),
    ("pagination-control", "pages", "ios", [], []),
    ("pagination-control", "pages", "android", [], []),
    ("progress-indicator", "static", "ios", [], []),
    ("progress-indicator", "static", "android", [], []),
    ("progress-indicator", "interactive", "ios", ["Button"], []),
    ("progress-indicator", "interactive", "android", ["Button"], []),
    ("radio-button", "default", "ios", ["Button"], ["app:Checked", "app:Unchecked", "Dimmed"]),
    (
      "radio-button", "default", "android", ["Radio button"],
      ["Checked", "Not checked", "Disabled"]
    ),
  ]

  /// Loaded once: every argument of the parameterised tests reads the same catalog.
  private static let loaded = Result { try LoadedCatalog.builtIn() }
  private let catalog: Catalog

  init() throws {
    catalog = try Self.loaded.get()
  }

  @Test func coversEveryExperienceOnBothPlatforms() throws {
    for id in Self.components {
      let component = try #require(catalog.component(id), "\(id) is missing")
      #expect(component.category == "controls")
      // The web platform of the components that have one is tested in WebCatalogTests.
      #expect(component.platforms.map(\.id).filter { $0 != "web" } == ["ios", "android"])
      #expect(!component.sourceNotes.isEmpty, "\(id) has no source notes")
      for experience in component.experiences where experience.isBuilt(on: "ios") {
        #expect(experience.interactiveElement.hasPrefix("the "))
        for platform in ["ios", "android"] {
          #expect(
            Self.cells.contains { $0.0 == id && $0.1 == experience.id && $0.2 == platform },
            "no cell for \(id)/\(experience.id) on \(platform)")
        }
      }
    }
    #expect(Self.cells.count == Self.words.count)
  }

  @Test(arguments: cells)
  func appliesExactlyTheseCriteria(
    component id: String, experience: String, platform: String, expected: [String]
  ) throws {
    let component = try #require(catalog.component(id))
    let e = try #require(component.experience(experience))
    let p = try #require(component.platform(platform))
    let ids = component.criteria(for: e, on: p).map(\.id)
    #expect(ids.count == expected.count)
    #expect(Set(ids) == Set(expected))
  }

  @Test(arguments: words)
  func announcesTheseRolesAndStates(
    component id: String, experience: String, platform: String, roles: [String],
    states: [String]
  ) throws {
    let component = try #require(catalog.component(id))
    let e = try #require(component.experience(experience))
    let p = try #require(component.platform(platform))
    #expect(announced("role", component, e, p) == roles)
    #expect(announced("state", component, e, p) == states)
  }

  @Test func everyAnnouncedWordIsTheProfileWord() throws {
    for id in Self.components {
      let component = try #require(catalog.component(id))
      for experience in component.experiences {
        // The web's words are each screen reader's own, tested in WebCatalogTests.
        for platform in component.platforms where platform.screenReaders.isEmpty {
          for word in announced("role", component, experience, platform) {
            #expect(platform.roles.contains { $0.text == word }, "\(id): role \(word)")
          }
          for announced in announced("state", component, experience, platform) {
            let app = announced.hasPrefix("app:")
            let word = app ? String(announced.dropFirst(4)) : announced == "(none)" ? "" : announced
            let state = platform.states.first { $0.text == word }
            #expect(state != nil, "\(id): state \(word)")
            #expect(state.map { platform.appSupplies(state: $0.name) } == app, "\(id): \(word)")
          }
        }
      }
    }
  }

  @Test func enterAndPlatformOnlyCriteriaStayOnTheirPlatform() {
    for cell in Self.cells where cell.2 == "ios" {
      #expect(!cell.3.contains("keyboard.enter"), "\(cell.0)/\(cell.1)")
      #expect(!cell.3.contains("gesture.page-dots"))
    }
    for cell in Self.cells where cell.2 == "android" {
      #expect(!cell.3.contains("screen-reader.role-adjustable"), "\(cell.0)/\(cell.1)")
      #expect(!cell.3.contains("screen-reader.role-button"))
      #expect(!cell.3.contains("gesture.change-month"))
    }
  }

  @Test func everyCriterionHasWCAGReferences() throws {
    for id in Self.components {
      let component = try #require(catalog.component(id))
      for criterion in component.criteria {
        #expect(!criterion.wcag.isEmpty, "\(id): \(criterion.id)")
      }
    }
  }

  // MARK: - Reading the announced words

  /// The quoted words after "announces the <kind>" in every Then step of the cell, in order,
  /// each once.
  private func announced(
    _ kind: String, _ component: Component, _ experience: Experience, _ platform: PlatformProfile
  ) -> [String] {
    var words: [String] = []
    for criterion in component.criteria(for: experience, on: platform) {
      let wording = criterion.wording(experience: experience.id, platform: platform.id)
      var rows: [[String: String]] = [[:]]
      if let table = wording.examples {
        rows = table.rows.map { Dictionary(zip(table.header, $0)) { first, _ in first } }
      }
      for row in rows {
        for step in wording.then {
          let text = filled(step, row: row, platform: platform)
          // The app's state text is marked "app:"; a state left unsaid is "(none)".
          var word: String
          if kind == "state", text.hasSuffix("announces no state") {
            word = "(none)"
          } else {
            let marker = "announces the \(kind) \""
            let appMarker = "announces the app's \(kind) text \""
            guard
              let start = (text.range(of: marker) ?? text.range(of: appMarker))?.upperBound,
              let end = text[start...].firstIndex(of: "\"")
            else { continue }
            word = String(text[start..<end])
            if text.contains(appMarker) { word = "app:" + word }
          }
          if !words.contains(word) { words.append(word) }
        }
      }
    }
    return words
  }

  /// `step` with the Examples cells of `row` and the profile's role and state words put in.
  private func filled(_ step: String, row: [String: String], platform: PlatformProfile) -> String {
    var text = step
    for (column, value) in row {
      text = text.replacingOccurrences(of: "<\(column)>", with: value)
    }
    for role in platform.roles {
      text = text.replacingOccurrences(of: "{{platform.roles.\(role.name)}}", with: role.text)
    }
    for state in platform.states {
      text = text.replacingOccurrences(of: "{{platform.states.\(state.name)}}", with: state.text)
    }
    return text
  }
}
