import A11yCriteria
import Testing

/// Cell-by-cell facts of the built-in notifications and patterns: which criteria apply to each
/// experience on each platform, and the words each screen reader announces.
@Suite struct NotificationAndPatternCatalogTests {
  private let catalog: Catalog

  init() throws {
    catalog = try LoadedCatalog.builtIn()
  }

  /// One cell of a component's matrix and the criteria it holds, in catalog order.
  struct Cell: CustomTestStringConvertible, Sendable {
    let component: String
    let experience: String
    let platform: String
    let criteria: [String]

    var testDescription: String { "\(component) \(experience) on \(platform)" }
  }

  static let cells: [Cell] = [
    Cell(
      component: "alert-dialog", experience: "default", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.trap", "keyboard.escape", "keyboard.space", "gesture.swipe",
        "gesture.double-tap", "focus.enter", "focus.reading-order", "focus.trap", "focus.return",
        "screen-reader.name", "screen-reader.role", "screen-reader.alert", "settings.text-resize",
      ]),
    Cell(
      component: "alert-dialog", experience: "default", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.trap", "keyboard.escape", "keyboard.space", "keyboard.enter",
        "gesture.swipe", "gesture.double-tap", "focus.enter", "focus.reading-order", "focus.trap",
        "focus.return", "screen-reader.name", "screen-reader.role", "screen-reader.alert",
        "settings.text-resize",
      ]),
    Cell(
      component: "modal", experience: "default", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.trap", "keyboard.escape", "gesture.scrub", "keyboard.space",
        "gesture.swipe", "gesture.double-tap", "focus.enter", "focus.trap", "focus.return",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "settings.text-resize",
        "design.close",
      ]),
    Cell(
      component: "modal", experience: "default", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.trap", "keyboard.escape", "keyboard.space", "keyboard.enter",
        "gesture.swipe", "gesture.double-tap", "focus.enter", "focus.trap", "focus.return",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "settings.text-resize",
        "design.close",
      ]),
    Cell(
      component: "snackbar-toast", experience: "toast", platform: "ios",
      criteria: ["screen-reader.announcement", "settings.text-resize"]),
    Cell(
      component: "snackbar-toast", experience: "toast", platform: "android",
      criteria: ["screen-reader.announcement", "settings.text-resize"]),
    Cell(
      component: "snackbar-toast", experience: "snackbar-action", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.announcement", "screen-reader.name", "screen-reader.role",
        "settings.text-resize", "design.timing",
      ]),
    Cell(
      component: "snackbar-toast", experience: "snackbar-action", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe",
        "gesture.double-tap", "screen-reader.announcement", "screen-reader.name",
        "screen-reader.role", "settings.text-resize", "design.timing",
      ]),
    Cell(
      component: "animation", experience: "meaningful", platform: "ios",
      criteria: [
        "gesture.swipe", "gesture.swipe-past", "screen-reader.name", "settings.reduce-motion",
        "design.pause", "design.no-restart", "design.flash",
      ]),
    Cell(
      component: "animation", experience: "meaningful", platform: "android",
      criteria: [
        "gesture.swipe", "gesture.swipe-past", "screen-reader.name", "settings.reduce-motion",
        "design.pause", "design.no-restart", "design.flash",
      ]),
    Cell(
      component: "animation", experience: "decorative", platform: "ios",
      criteria: [
        "screen-reader.hidden", "settings.reduce-motion", "design.pause", "design.no-restart",
        "design.flash",
      ]),
    Cell(
      component: "animation", experience: "decorative", platform: "android",
      criteria: [
        "screen-reader.hidden", "settings.reduce-motion", "design.pause", "design.no-restart",
        "design.flash",
      ]),
    Cell(
      component: "field-errors", experience: "on-leave", platform: "ios",
      criteria: [
        "keyboard.skips-message", "screen-reader.announcement", "screen-reader.error",
        "screen-reader.role", "settings.text-resize",
      ]),
    Cell(
      component: "field-errors", experience: "on-leave", platform: "android",
      criteria: [
        "keyboard.skips-message", "screen-reader.announcement", "screen-reader.error",
        "screen-reader.role", "settings.text-resize",
      ]),
    Cell(
      component: "field-errors", experience: "on-submit", platform: "ios",
      criteria: [
        "keyboard.skips-message", "focus.first-error", "screen-reader.error", "screen-reader.role",
        "settings.text-resize",
      ]),
    Cell(
      component: "field-errors", experience: "on-submit", platform: "android",
      criteria: [
        "keyboard.skips-message", "focus.first-error", "screen-reader.error", "screen-reader.role",
        "settings.text-resize",
      ]),
    Cell(
      component: "focus", experience: "default", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.not-obscured", "gesture.swipe", "gesture.double-tap",
        "focus.enter", "focus.content", "focus.stays-on-input", "focus.screen-reader-indicator",
        "focus.screen-reader-indicator-touch", "settings.text-resize", "settings.text-resize-focus",
      ]),
    Cell(
      component: "focus", experience: "default", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.not-obscured", "gesture.swipe", "gesture.double-tap",
        "focus.enter", "focus.content", "focus.stays-on-input", "focus.screen-reader-indicator",
        "focus.screen-reader-indicator-touch", "settings.text-resize", "settings.text-resize-focus",
      ]),
    Cell(
      component: "graphics-visual-elements", experience: "default", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.state", "screen-reader.graphic",
        "screen-reader.text-equivalent", "screen-reader.decorative-skipped",
        "design.text-equivalent", "settings.text-resize",
      ]),
    Cell(
      component: "graphics-visual-elements", experience: "default", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe",
        "gesture.double-tap", "screen-reader.name", "screen-reader.role", "screen-reader.state",
        "screen-reader.graphic", "screen-reader.text-equivalent",
        "screen-reader.decorative-skipped", "design.text-equivalent", "settings.text-resize",
      ]),
    Cell(
      component: "headings", experience: "default", platform: "ios",
      criteria: [
        "gesture.swipe", "gesture.heading-navigation", "screen-reader.name", "screen-reader.role",
        "screen-reader.screen-title", "settings.text-resize",
      ]),
    Cell(
      component: "headings", experience: "default", platform: "android",
      criteria: [
        "gesture.swipe", "gesture.heading-navigation", "screen-reader.name", "screen-reader.role",
        "screen-reader.screen-title", "settings.text-resize",
      ]),
    Cell(
      component: "image-decorative", experience: "decorative", platform: "ios",
      criteria: ["screen-reader.hidden", "keyboard.skipped"]),
    Cell(
      component: "image-decorative", experience: "decorative", platform: "android",
      criteria: ["screen-reader.hidden", "keyboard.skipped"]),
    Cell(
      component: "image-decorative", experience: "redundant", platform: "ios",
      criteria: ["screen-reader.hidden", "screen-reader.text-only"]),
    Cell(
      component: "image-decorative", experience: "redundant", platform: "android",
      criteria: ["screen-reader.hidden", "screen-reader.text-only"]),
    Cell(
      component: "loading-icon", experience: "default", platform: "ios",
      criteria: ["screen-reader.announcement"]),
    Cell(
      component: "loading-icon", experience: "default", platform: "android",
      criteria: ["screen-reader.announcement"]),
    Cell(
      component: "loading-spinner", experience: "default", platform: "ios",
      criteria: ["screen-reader.announcement", "screen-reader.name"]),
    Cell(
      component: "loading-spinner", experience: "default", platform: "android",
      criteria: ["screen-reader.announcement", "screen-reader.name"]),
    Cell(
      component: "strike-through", experience: "default", platform: "ios",
      criteria: [
        "gesture.swipe", "screen-reader.group", "screen-reader.meaning", "settings.text-resize",
      ]),
    Cell(
      component: "strike-through", experience: "default", platform: "android",
      criteria: [
        "gesture.swipe", "screen-reader.group", "screen-reader.meaning", "settings.text-resize",
      ]),
    Cell(
      component: "table", experience: "default", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.space", "gesture.table-title", "gesture.double-tap",
        "screen-reader.headers", "screen-reader.name", "screen-reader.unique-names",
        "focus.row-deleted", "screen-reader.role", "screen-reader.state", "settings.text-resize",
      ]),
    Cell(
      component: "table", experience: "default", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.table-title",
        "gesture.double-tap", "screen-reader.headers", "screen-reader.name",
        "screen-reader.unique-names", "focus.row-deleted", "screen-reader.role",
        "screen-reader.state", "settings.text-resize",
      ]),
    Cell(
      component: "tidbit", experience: "text-only", platform: "ios",
      criteria: ["gesture.swipe", "screen-reader.icon-and-text", "settings.text-resize"]),
    Cell(
      component: "tidbit", experience: "text-only", platform: "android",
      criteria: ["gesture.swipe", "screen-reader.icon-and-text", "settings.text-resize"]),
    Cell(
      component: "tidbit", experience: "with-cta", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.icon-and-text", "screen-reader.name", "screen-reader.role",
        "screen-reader.state", "settings.text-resize",
      ]),
    Cell(
      component: "tidbit", experience: "with-cta", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe",
        "gesture.double-tap", "screen-reader.icon-and-text", "screen-reader.name",
        "screen-reader.role", "screen-reader.state", "settings.text-resize",
      ]),
    Cell(
      component: "webview", experience: "default", platform: "ios",
      criteria: [
        "keyboard.focus", "keyboard.space", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "focus.initial", "focus.order",
      ]),
    Cell(
      component: "webview", experience: "default", platform: "android",
      criteria: [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe",
        "gesture.double-tap", "screen-reader.name", "screen-reader.role", "focus.initial",
        "focus.order",
      ]),
  ]

  @Test(arguments: cells)
  func appliesTheCriteriaOfEachCell(_ cell: Cell) throws {
    let component = try #require(catalog.component(cell.component))
    let experience = try #require(component.experience(cell.experience))
    let platform = try #require(component.platform(cell.platform))
    #expect(component.criteria(for: experience, on: platform).map(\.id) == cell.criteria)
  }

  @Test func coversEveryExperienceAndPlatformOfItsComponents() throws {
    let ids = Set(Self.cells.map(\.component))
    for id in ids {
      let component = try #require(catalog.component(id))
      #expect(component.platforms.map(\.id) == ["ios", "android"], "\(id)")
      let listed = Self.cells.filter { $0.component == id }.map {
        "\($0.experience) \($0.platform)"
      }
      let all = component.experiences.flatMap { e in component.platforms.map { "\(e.id) \($0.id)" }
      }
      #expect(listed.sorted() == all.sorted(), "\(id)")
    }
  }

  @Test(arguments: [
    ("alert-dialog", "notifications"), ("modal", "notifications"),
    ("snackbar-toast", "notifications"), ("animation", "patterns"), ("field-errors", "patterns"),
    ("focus", "patterns"), ("graphics-visual-elements", "patterns"), ("headings", "patterns"),
    ("image-decorative", "patterns"), ("loading-icon", "patterns"),
    ("loading-spinner", "patterns"), ("strike-through", "patterns"), ("table", "patterns"),
    ("tidbit", "patterns"), ("webview", "patterns"),
  ])
  func takesItsCategoryFromTheSourceFolder(id: String, category: String) throws {
    let component = try #require(catalog.component(id))
    #expect(component.category == category)
    #expect(!component.sourceNotes.isEmpty, "n/a items and decisions are written down")
  }

  // MARK: - Announced words

  /// The role words the role criterion quotes, per component, experience and platform.
  @Test(arguments: [
    ("alert-dialog", "default", "ios", ["Button"]),
    ("alert-dialog", "default", "android", ["Button"]),
    ("modal", "default", "ios", ["Button"]),
    ("modal", "default", "android", ["Button"]),
    ("snackbar-toast", "snackbar-action", "ios", ["Button"]),
    ("snackbar-toast", "snackbar-action", "android", ["Button"]),
    ("field-errors", "on-leave", "ios", ["Text field"]),
    ("field-errors", "on-submit", "android", ["Edit box"]),
    ("graphics-visual-elements", "default", "ios", ["Button"]),
    ("graphics-visual-elements", "default", "android", ["Button"]),
    ("headings", "default", "ios", ["Heading"]),
    ("headings", "default", "android", ["Heading"]),
    ("table", "default", "android", ["Button"]),
    ("tidbit", "with-cta", "ios", ["Button"]),
    ("webview", "default", "ios", ["Button", "Link"]),
    ("webview", "default", "android", ["Button", "Link"]),
  ])
  func quotesThePlatformsRoleWords(
    component id: String, experience: String, platform: String, roles: [String]
  ) throws {
    let criterion = try criterion("screen-reader.role", of: id)
    let wording = criterion.wording(experience: experience, platform: platform)
    #expect(Self.quoted(wording, step: "announces the role", column: "role") == roles)
  }

  /// The state words the state criterion quotes: the disabled controls of these patterns.
  @Test(arguments: [
    ("graphics-visual-elements", "default", "ios", "Dimmed"),
    ("graphics-visual-elements", "default", "android", "Disabled"),
    ("table", "default", "ios", "Dimmed"),
    ("table", "default", "android", "Disabled"),
    ("tidbit", "with-cta", "ios", "Dimmed"),
    ("tidbit", "with-cta", "android", "Disabled"),
  ])
  func quotesThePlatformsStateWords(
    component id: String, experience: String, platform: String, state: String
  ) throws {
    let criterion = try criterion("screen-reader.state", of: id)
    let wording = criterion.wording(experience: experience, platform: platform)
    #expect(Self.quoted(wording, step: "announces the state", column: "announced") == [state])
    #expect(wording.given.contains { $0.hasSuffix(" is disabled") })
  }

  /// Checklist items name the controls they check, and each state word once.
  @Test func checklistsNameTheControlsAndEachStateWordOnce() throws {
    let name = try criterion("screen-reader.name", of: "alert-dialog")
    #expect(
      name.wording(experience: "default", platform: "ios").checklist
        == "VoiceOver announces a name for the cancel button and the delete button that states "
        + "its purpose and matches any visible label (with the alert dialog open)")
    let state = try criterion("screen-reader.state", of: "captcha")
    #expect(
      state.wording(experience: "audio-challenge", platform: "android").checklist
        == "TalkBack announces the state of each control of the audio challenge: \"Disabled\"")
  }

  /// The field error of a field the user has left is next in the swipe order: from the next
  /// field, one swipe back reads it, whether it is a stop of its own or read with its field.
  @Test func theFieldErrorIsReachedFromTheNextField() throws {
    let announcement = try criterion("screen-reader.announcement", of: "field-errors")
    let wording = announcement.wording(experience: "on-leave", platform: "ios")
    #expect(wording.when == "I swipe left")
    #expect(
      wording.given.contains(
        "the app shows the e-mail field holding jane.example.com with its error message"))
    #expect(wording.given.contains("{{platform.screenReader}} focus is on the password field"))
    #expect(wording.then == ["{{platform.screenReader}} announces \"E-mail address is invalid\""])
  }

  @Test func announcesTheAlertRoleOnIOSOnly() throws {
    let alert = try criterion("screen-reader.alert", of: "alert-dialog")
    let ios = alert.wording(experience: "default", platform: "ios")
    let android = alert.wording(experience: "default", platform: "android")
    #expect(
      ios.then.contains("{{platform.screenReader}} announces the role \"{{platform.roles.alert}}\"")
    )
    #expect(catalog.component("alert-dialog")?.platform("ios")?.role("alert") == "Alert")
    #expect(android.then == ["TalkBack announces the name \"Delete this photo?\""])
  }

  @Test(arguments: [
    ("snackbar-toast", "toast", "Copied to clipboard", "the copy button"),
    ("snackbar-toast", "snackbar-action", "Message archived", "the archive button in the toolbar"),
  ])
  func announcesWithoutMovingFocus(
    component id: String, experience: String, message: String, focused: String
  ) throws {
    let announcement = try criterion("screen-reader.announcement", of: id)
    for platform in ["ios", "android"] {
      let wording = announcement.wording(experience: experience, platform: platform)
      let reader = platform == "ios" ? "VoiceOver" : "TalkBack"
      #expect(
        wording.then == [
          "\(reader) announces \"\(message)\"", "\(reader) focus stays on \(focused)",
        ])
      #expect(wording.given.contains("\(reader) focus is on \(focused)"))
    }
  }

  /// The source lets focus go to the spinner, so its announcement follows the tester's own
  /// action and does not demand that focus stays; reached, the spinner names its purpose.
  @Test func theLoadingSpinnerIsAnnouncedAfterATestersAction() throws {
    let spinner = try #require(catalog.component("loading-spinner"))
    let announcement = try criterion("screen-reader.announcement", of: "loading-spinner")
    for (platform, reader) in [("ios", "VoiceOver"), ("android", "TalkBack")] {
      let wording = announcement.wording(experience: "default", platform: platform)
      #expect(wording.when == "I double tap")
      #expect(!wording.then.contains { $0.contains("focus stays") })
      let name = try criterion("screen-reader.name", of: "loading-spinner").wording(
        experience: "default", platform: platform)
      #expect(name.then == ["\(reader) announces the name \"Loading\""])
    }
    #expect(spinner.experiences[0].description.contains("no keyboard or text size check"))
  }

  /// The source leaves screen-reader focus on the loading icon optional: the tester opens a
  /// screen that loads, slowed to last long enough, and the test hears "Loading" without
  /// demanding where focus is.
  @Test func theLoadingIconIsHeardWithoutDemandingWhereFocusStays() throws {
    let announcement = try criterion("screen-reader.announcement", of: "loading-icon")
    for platform in ["ios", "android"] {
      let wording = announcement.wording(experience: "default", platform: platform)
      #expect(wording.given.contains("the content takes several seconds to load"))
      #expect(wording.when == "I open the screen that loads its content")
      #expect(wording.then.contains("{{platform.screenReader}} announces \"Loading\""))
      #expect(!wording.then.contains { $0.contains("focus stays") })
    }
  }

  @Test(arguments: [
    ("image-decorative", "decorative", "the decorative illustration"),
    ("image-decorative", "redundant", "the icon beside the Battery label"),
    ("animation", "decorative", "the background animation"),
  ])
  func hidesDecorationWithANegativeScenario(
    component id: String, experience: String, element: String
  ) throws {
    let hidden = try criterion("screen-reader.hidden", of: id)
    for (platform, reader) in [("ios", "VoiceOver"), ("android", "TalkBack")] {
      let wording = hidden.wording(experience: experience, platform: platform)
      #expect(wording.then == ["\(reader) focus never lands on \(element)"])
    }
  }

  @Test func namesTheMotionSettingOfEachPlatform() throws {
    let motion = try criterion("settings.reduce-motion", of: "animation")
    #expect(motion.wcag == ["2.3.3"])
    #expect(
      motion.wording(experience: "meaningful", platform: "ios").given == [
        "the \"Reduce Motion\" setting is on"
      ])
    #expect(
      motion.wording(experience: "decorative", platform: "android").given == [
        "the \"Remove animations\" setting is on"
      ])
  }

  @Test func choosesHeadingsInEachPlatformsNavigationMenu() throws {
    let navigation = try criterion("gesture.heading-navigation", of: "headings")
    let ios = navigation.wording(experience: "default", platform: "ios").given
    let android = navigation.wording(experience: "default", platform: "android").given
    #expect(ios.contains("\"Headings\" is chosen in the rotor"))
    #expect(android.contains("\"Headings\" is chosen in the reading controls"))
    // Moving to the next heading needs a heading to start from: the screen title.
    #expect(ios.last == "{{platform.screenReader}} focus is on the screen title")
    #expect(android.last == "TalkBack focus is on the screen title")
  }

  @Test func trapsFocusInsideContainersAndReturnsItToTheOpener() throws {
    for id in ["alert-dialog", "modal"] {
      let component = try #require(catalog.component(id))
      let element = component.experiences[0].interactiveElement
      let trap = try criterion("focus.trap", of: id).wording(experience: "default", platform: "ios")
      #expect(trap.then == ["VoiceOver focus stays inside \(element)"])
      let back = try criterion("focus.return", of: id).wording(
        experience: "default", platform: "android")
      // The alert's source accepts a logical place when the opener is gone.
      let opener =
        id == "alert-dialog"
        ? "the button that opened \(element) or the element that took its place"
        : "the button that opened \(element)"
      #expect(back.then.last?.hasSuffix("focus returns to \(opener)") == true)
      let escape = try criterion("keyboard.escape", of: id).wording(
        experience: "default", platform: "ios")
      #expect(escape.then.first == "\(element) closes")
    }
    let modalEntry = try criterion("focus.enter", of: "modal").wording(
      experience: "default", platform: "android")
    // The source accepts a logical place or the device's default focus inside the modal.
    #expect(
      modalEntry.then == ["TalkBack focus is inside the modal at once or after one swipe right"])
    let iosEntry = try criterion("focus.enter", of: "modal").wording(
      experience: "default", platform: "ios")
    #expect(iosEntry.then == ["{{platform.screenReader}} focus moves to the close button"])
  }

  @Test func neverActivatesAContainer() throws {
    for id in ["alert-dialog", "modal", "snackbar-toast", "table", "tidbit", "webview"] {
      let component = try #require(catalog.component(id))
      for experience in component.experiences {
        // A container may stand for itself only as a control with no role, which nothing
        // activates (a toast, a text-only tidbit).
        let itself = experience.controls.filter { $0.element == experience.interactiveElement }
        #expect(itself.allSatisfy { $0.role == nil }, "\(id) \(experience.id)")
      }
    }
  }

  @Test func givesEveryFreeFormCriterionItsWCAGReferences() throws {
    let expected: [(String, String, [String])] = [
      ("alert-dialog", "keyboard.trap", ["2.4.3", "2.1.2"]),
      ("alert-dialog", "screen-reader.alert", ["4.1.2", "1.3.1"]),
      ("modal", "keyboard.trap", ["2.4.3", "2.1.2"]),
      ("snackbar-toast", "design.timing", ["2.2.1"]),
      ("animation", "design.pause", ["2.2.2"]),
      ("animation", "design.no-restart", ["2.2.2"]),
      ("animation", "design.flash", ["2.3.1"]),
      ("field-errors", "screen-reader.announcement", ["3.3.1", "1.3.2"]),
      ("field-errors", "focus.first-error", ["3.3.1", "2.4.3"]),
      ("field-errors", "screen-reader.error", ["3.3.1", "1.3.1"]),
      ("focus", "keyboard.not-obscured", ["2.4.11"]),
      ("graphics-visual-elements", "screen-reader.graphic", ["1.1.1", "4.1.2"]),
      ("graphics-visual-elements", "design.text-equivalent", ["1.1.1"]),
      ("headings", "gesture.heading-navigation", ["1.3.1", "2.4.6"]),
      ("strike-through", "screen-reader.meaning", ["1.3.1", "1.4.1"]),
      ("table", "gesture.table-title", ["1.3.1", "2.4.6"]),
      ("table", "screen-reader.headers", ["1.3.1"]),
      ("tidbit", "screen-reader.icon-and-text", ["1.1.1", "1.3.1"]),
      ("webview", "focus.initial", ["2.4.3"]),
    ]
    for (id, criterionID, wcag) in expected {
      #expect(try criterion(criterionID, of: id).wcag == wcag, "\(id) \(criterionID)")
    }
  }

  @Test func hasDeveloperNotesForEveryFrameworkWhereTheComponentNeedsItsOwnAdvice() throws {
    let own: [(String, String)] = [
      ("alert-dialog", "screen-reader.alert"), ("modal", "focus.enter"),
      ("snackbar-toast", "screen-reader.announcement"), ("animation", "settings.reduce-motion"),
      ("field-errors", "screen-reader.error"), ("field-errors", "screen-reader.announcement"),
      ("field-errors", "settings.text-resize"), ("animation", "design.no-restart"),
      ("headings", "screen-reader.role"),
      ("loading-spinner", "screen-reader.announcement"),
      ("strike-through", "screen-reader.meaning"),
      ("table", "screen-reader.headers"), ("tidbit", "screen-reader.icon-and-text"),
    ]
    for (id, criterionID) in own {
      let criterion = try criterion(criterionID, of: id)
      for framework in ["uikit", "swiftui", "android-views", "jetpack-compose"] {
        #expect(!criterion.notes(for: framework).isEmpty, "\(id) \(criterionID) \(framework)")
      }
    }
  }

  /// Read-through: each experience's background shows the element its scenarios name, so a
  /// tester of one experience is not sent to look for the other's screen.
  @Test func showsTheScreenOfEachExperience() throws {
    for (component, experience, background) in [
      (
        "image-decorative", "decorative",
        "the app shows the welcome screen with the decorative illustration"
      ),
      (
        "image-decorative", "redundant",
        "the app shows the settings screen with the Battery row and its icon"
      ),
      ("chip", "filter", "the app shows the screen with the price filter chips"),
      ("chip", "action", "the app shows the screen with the Add to calendar chip"),
    ] {
      let found = try #require(catalog.component(component))
      #expect(found.background.isEmpty, "\(component)")
      #expect(
        found.experience(experience)?.background == [background], "\(component)/\(experience)")
    }
  }

  // MARK: - Helpers

  private func criterion(_ id: String, of component: String) throws -> Criterion {
    let found = try #require(catalog.component(component))
    return try #require(found.criteria.first { $0.id == id })
  }

  /// The quoted words of a step, from its examples column or written into the step itself.
  /// The screen reader's first word in each announcement: a cell of `column` (or of the
  /// `announced` column, which holds `the role "Button"` or `the state "Checked"` and any word
  /// the profile accepts beside it), or the first quoted word after `step`.
  private static func quoted(_ wording: Wording, step: String, column: String) -> [String] {
    if let examples = wording.examples,
      let index = examples.header.firstIndex(of: column)
        ?? examples.header.firstIndex(of: "announced")
    {
      return examples.rows.map { firstQuoted($0[index]) ?? $0[index] }
    }
    return wording.then.compactMap { text in
      guard let range = text.range(of: step + " ") else { return nil }
      return firstQuoted(String(text[range.upperBound...]))
    }
  }

  private static func firstQuoted(_ text: String) -> String? {
    let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
    return parts.count >= 3 ? String(parts[1]) : nil
  }
}
