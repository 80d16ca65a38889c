import A11yCriteria
import FeatureGenerator
import Gherkin
import Testing

/// What a read-through of the table row button, dropdown, date and time picker, alert dialog
/// and step indicator found against their sources, fixed in the shared rules (role hints and
/// state words of the profiles, how a container is closed) and kept fixed in every component.
@Suite struct NativeContentRulesTests {
  private let rendered: [RenderedTarget]

  init() throws {
    rendered = try builtInGenerator().render()
  }

  private var native: [RenderedTarget] {
    rendered.filter { $0.target.platform.screenReaders.isEmpty }
  }

  private static func criterion(of scenario: Scenario) -> String? {
    scenario.tags.lazy.map(\.name).first { $0.hasPrefix("@criterion:") }.map {
      String($0.dropFirst("@criterion:".count))
    }
  }

  /// The expanded steps of each scenario of `target`, by criterion id.
  private static func scenarios(_ target: RenderedTarget) -> [(id: String, steps: [String])] {
    var result: [(id: String, steps: [String])] = []
    for case .scenario(let scenario) in target.document.feature?.children ?? [] {
      guard let id = criterion(of: scenario) else { continue }
      result.append((id, VocabularyAudit.expandedSteps(scenario)))
    }
    return result
  }

  /// The steps of one criterion's scenario, once per Examples row; nil when it is absent.
  private func steps(
    _ component: String, _ platform: String, _ experience: String, _ criterion: String
  ) -> [String]? {
    rendered.steps(component, platform, experience, criterion)
  }

  // MARK: - Role words

  @Test func noRoleStepDemandsTheRoleWordAloneWhereTheProfileAcceptsTheHint() {
    var checked = 0
    for target in native {
      let platform = target.target.platform
      let controls = target.target.experience.controls
      // A word that only hinted roles use here: a step quoting it alone would fail an app
      // whose control the screen reader reads with the hint and no role word.
      let hinted = Set(
        controls.compactMap { control in
          control.role.flatMap { role in
            platform.roleHint(role).flatMap { _ in platform.role(role) }
          }
        })
      let plain = Set(
        controls.compactMap { control in
          control.role.flatMap { role in platform.roleHint(role) == nil ? platform.role(role) : nil
          }
        })
      let words = hinted.subtracting(plain)
      // The timer's source demands the word "Button" and gives no hint in its place.
      guard !words.isEmpty, !Self.demandsTheRoleWord.contains(target.target.component.id)
      else { continue }
      for scenario in Self.scenarios(target) where scenario.id == "screen-reader.role" {
        checked += 1
        for word in words {
          #expect(
            !scenario.steps.contains("\(platform.screenReader) announces the role \"\(word)\""),
            "\(target.target.featurePath) demands \"\(word)\" without the hint")
        }
        #expect(scenario.steps.contains { $0.contains("or a hint starting with") })
      }
    }
    #expect(checked > 30)
  }

  /// Components whose source demands the role word itself ("roleHint": "none").
  private static let demandsTheRoleWord: Set<String> = ["timer"]

  @Test func aComponentWhoseSourceDemandsTheRoleWordTakesNoHint() {
    for experience in ["default"] {
      #expect(
        steps("timer", "android", experience, "screen-reader.role")?.contains(
          "TalkBack announces the role \"Button\"") == true)
      #expect(
        steps("timer", "android", experience, "screen-reader.role")?.contains {
          $0.contains("hint")
        } == false)
    }
    // Other Android buttons still accept the hint.
    #expect(
      steps("sidebar-menu", "android", "default", "screen-reader.role")?.contains {
        $0.contains("or a hint starting with \"Double tap to\"")
      } == true)
  }

  @Test func theIOSSwitchRoleAcceptsTheToggleHintAndTheHintIsHeard() {
    for experience in ["switch", "table-row"] {
      #expect(
        steps("toggle-switch", "ios", experience, "screen-reader.role")?.last?.hasSuffix(
          "announces the role \"Switch button\" or a hint starting with \"Double tap to toggle\"")
          == true)
      #expect(
        steps("toggle-switch", "ios", experience, "screen-reader.usage-hint")?.last
          == "VoiceOver announces \"Double tap to toggle\"")
      #expect(
        steps("toggle-switch", "android", experience, "screen-reader.usage-hint")?.last
          == "TalkBack announces \"Double tap to\"")
      // Android switches keep their role word.
      #expect(
        steps("toggle-switch", "android", experience, "screen-reader.role")?.last
          == "TalkBack announces the role \"Switch\"")
    }
  }

  @Test func theSidebarItemIsOneStopWithoutItsIconAndTalkBackMayLandOnTheTitle() {
    for platform in ["ios", "android"] {
      let group = steps("sidebar-menu", platform, "default", "screen-reader.item-group")
      #expect(
        group?.contains {
          $0.hasSuffix(
            "reads the name, the role and any state of the Settings item in one focus stop")
        }
          == true)
      #expect(
        group?.contains { $0.hasSuffix("focus never lands on the icon of the Settings item") }
          == true)
      #expect(
        group?.contains { $0.contains("the icon of the Settings item in one focus stop") } == false)
    }
    #expect(
      steps("sidebar-menu", "android", "default", "focus.enter")?.last
        == "TalkBack focus moves to the title of the sidebar menu or its first item")
    #expect(
      steps("sidebar-menu", "ios", "default", "focus.enter")?.last
        == "VoiceOver focus moves to the first item in the menu")
  }

  @Test func theFieldErrorIsReachedByOneSwipeBackFromTheNextField() {
    for platform in ["ios", "android"] {
      let announcement = steps("field-errors", platform, "on-leave", "screen-reader.announcement")
      #expect(announcement?.contains("I swipe left") == true)
      #expect(announcement?.contains { $0.hasSuffix("appears") } == false)
      #expect(
        steps("field-errors", platform, "on-leave", "settings.text-resize")?.last
          == "the e-mail field still works")
    }
  }

  @Test func theAndroidProfileTakesTheHintForTheRolesItsSourcesAccept() throws {
    let android = try #require(native.first { $0.target.platform.id == "android" }?.target.platform)
    for role in ["button", "dropdown", "menuItem", "stepper", "tableRow"] {
      #expect(android.roleHint(role) == "Double tap to", "\(role)")
    }
    // A link's hint is its own: TalkBack's recording says "Double tap to open link".
    #expect(android.roleHint("link") == "Double tap to open link")
    for role in ["checkbox", "radioButton", "switch", "slider", "textField", "heading", "tab"] {
      #expect(android.roleHint(role) == nil, "\(role) keeps its role word")
    }
    #expect(android.role("dropdown") == "Pop up button")
  }

  /// The roles whose documents accept a button's hint in place of the role word: each is
  /// built on a button or read as one. Any other role's hint must not be satisfied by what a
  /// plain button says, or a control built as a button would pass as that role.
  private static let buttonBuiltRoles: Set<String> = [
    "button", "dropdown", "filterChip", "imageButton", "menuItem", "segment", "stepper",
    "tableRow",
  ]

  @Test func aHintThatAPlainButtonSaysStandsOnlyForARoleBuiltAsAButton() throws {
    let platforms = Dictionary(
      native.map { ($0.target.platform.id, $0.target.platform) }, uniquingKeysWith: { a, _ in a })
    #expect(platforms.count >= 2)
    // TalkBack's hint for a plain button; VoiceOver says none for a button by default.
    let buttonHint = "Double tap to activate"
    let roles = [
      "adjustable", "alert", "button", "checkbox", "dialog", "dropdown", "filterChip", "heading",
      "image", "imageButton", "link", "menuItem", "progressIndicator", "radioButton",
      "searchField", "segment", "slider", "stepper", "switch", "tab", "tableRow", "textField",
    ]
    var hinted = 0
    for platform in platforms.values {
      for role in roles {
        guard let hint = platform.roleHint(role) else { continue }
        hinted += 1
        if buttonHint.lowercased().hasPrefix(hint.lowercased()) {
          #expect(
            Self.buttonBuiltRoles.contains(role),
            "\(platform.id): a \(role) would pass with a button's \"\(buttonHint)\"")
        }
      }
    }
    #expect(hinted > 5)
    // The generated role steps of a link, on its own and in a webview, quote the link's hint.
    for (component, experience) in [
      ("link", "standalone"), ("link", "inline"), ("webview", "default"),
    ] {
      let role = steps(component, "android", experience, "screen-reader.role") ?? []
      let link = try #require(role.first { $0.contains("\"Link\"") }, "\(component)")
      #expect(link.hasSuffix("or a hint starting with \"Double tap to open link\""))
      #expect(!link.hasSuffix("\"Double tap to\""))
    }
  }

  @Test func theRoleStepsOfTheReadComponentsAcceptWhatTheRecordingsSay() {
    #expect(
      steps("table-row-button", "android", "default", "screen-reader.role")?.last
        == "TalkBack announces the role \"Button\" or a hint starting with \"Double tap to\"")
    #expect(
      steps("dropdown", "android", "default", "screen-reader.role")?.last
        == "TalkBack announces the role \"Pop up button\" or a hint starting with \"Double tap to\""
    )
    // VoiceOver's recording says "Pop up button"; the source says a button.
    #expect(
      steps("dropdown", "ios", "default", "screen-reader.role")?.last
        == "VoiceOver announces the role \"Pop up button\" or \"Button\"")
    #expect(
      steps("checkbox", "ios", "default", "screen-reader.role")?.last
        == "VoiceOver announces the role \"Button\" or a hint starting with \"Double tap to toggle\""
    )
    let menu = steps("menu", "android", "default", "screen-reader.role") ?? []
    #expect(
      menu.contains(
        "TalkBack announces the role \"Menu item\" or a hint starting with \"Double tap to\""))
  }

  @Test func radioButtonStatesAcceptBothWordsTalkBackSays() {
    let states = steps("radio-button", "android", "default", "screen-reader.state") ?? []
    #expect(states.contains("TalkBack announces the state \"Checked\" or \"Selected\""))
    #expect(states.contains("TalkBack announces the state \"Not checked\" or \"Not selected\""))
    // The checkbox keeps TalkBack's one word for its checked state.
    let checkbox = steps("checkbox", "android", "default", "screen-reader.state") ?? []
    #expect(checkbox.contains("TalkBack announces the state \"Checked\""))
  }

  // MARK: - Focus return and first focus

  /// A step that closes something names the control or gesture that closes it; the focus
  /// return scenarios of the modal and the dropdown double tap a named control instead.
  @Test func everyClosingStepSaysHowToClose() {
    var closing = 0
    var returns = 0
    for target in native {
      for scenario in Self.scenarios(target) {
        if scenario.id == "focus.return" { returns += 1 }
        for step in scenario.steps where step.hasPrefix("I close ") {
          closing += 1
          #expect(step.contains(" with "), "\(target.target.featurePath): \(step)")
        }
      }
    }
    #expect(returns >= 18)
    #expect(closing >= 20)
  }

  @Test func theAlertDialogAcceptsALogicalPlaceForFocus() {
    for platform in ["ios", "android"] {
      let back = steps("alert-dialog", platform, "default", "focus.return") ?? []
      #expect(back.contains("I close the alert dialog with the cancel button"))
      #expect(back.last?.hasSuffix("or the element that took its place") == true)
      let escape = steps("alert-dialog", platform, "default", "keyboard.escape") ?? []
      #expect(escape.last?.hasSuffix("or the element that took its place") == true)
      let first = steps("alert-dialog", platform, "default", "focus.enter") ?? []
      #expect(
        first.last?.hasSuffix("the title of the alert dialog or another element inside it") == true)
    }
  }

  // MARK: - Components

  @Test func theStepIndicatorNeverDemandsTextNextToTheGraphic() {
    let all = rendered.filter { $0.target.component.id == "step-indicator" }
    #expect(!all.isEmpty)
    for target in all {
      for scenario in Self.scenarios(target) {
        #expect(!scenario.steps.contains { $0.contains("text next to the graphic") })
      }
    }
  }

  @Test func theDateTimePickerAcceptsATextFieldOnIOSAndTestsTheTextInputMode() {
    #expect(
      steps("date-time-picker", "ios", "default", "screen-reader.role-field")?.last
        == "VoiceOver announces the role \"Button\" or \"Text field\"")
    #expect(steps("date-time-picker", "ios", "default", "screen-reader.role") == nil)
    #expect(
      steps("date-time-picker", "android", "default", "screen-reader.input-mode")?.last
        == "TalkBack announces the role \"Button\" or a hint starting with \"Double tap to\"")
    #expect(
      steps("date-time-picker", "android", "default", "screen-reader.typed-time")?.last
        == "TalkBack announces the role \"Edit box\"")
  }

  @Test func theTableRowTestsTheLinkRoleSectionHeadingsAndASecondControl() {
    #expect(
      steps("table-row-button", "ios", "default", "screen-reader.role-link")?.last
        == "VoiceOver announces the role \"Link\"")
    #expect(steps("table-row-button", "android", "default", "screen-reader.role-link") == nil)
    #expect(
      steps("table-row-button", "android", "default", "screen-reader.section-heading")?.last
        == "TalkBack announces the role \"Heading\"")
    for platform in ["ios", "android"] {
      #expect(
        steps("table-row-button", platform, "default", "focus.second-control")?.last?.hasSuffix(
          "focus moves to the info button of the Wi-Fi row") == true)
    }
  }

  @Test func theAnimationAsksNoRoleAndStopsWithinFiveSeconds() {
    #expect(steps("animation", "ios", "meaningful", "screen-reader.role") == nil)
    #expect(steps("animation", "android", "meaningful", "screen-reader.role") == nil)
    // Stopping within 5 seconds and a working pause or stop button are alternatives, for
    // either animation.
    for (experience, element) in [
      ("meaningful", "the confirmation animation"), ("decorative", "the background animation"),
    ] {
      for platform in ["ios", "android"] {
        let pause = steps("animation", platform, experience, "design.pause")
        #expect(
          pause?.contains(
            "\(element), if no pause or stop button is next to it, stops moving within 5 seconds")
            == true)
        #expect(
          pause?.last
            == "\(element), after a tap on the pause or stop button next to it (if it has one), does not animate"
        )
        #expect(pause?.contains { $0.contains("offers") } == false)
        // Reduce motion accepts a still image or a fade.
        #expect(
          steps("animation", platform, experience, "settings.reduce-motion")?.last
            == "\(element), apart from a fade, does not animate")
      }
    }
  }

  @Test func theCarouselShowsTheNextSlideWithoutDemandingOneGesture() {
    for platform in ["ios", "android"] {
      let change = steps("carousel", platform, "default", "gesture.change-slide") ?? []
      #expect(change.contains("I double tap"))
      #expect(!change.contains { $0.contains("fingers") })
    }
  }
}
