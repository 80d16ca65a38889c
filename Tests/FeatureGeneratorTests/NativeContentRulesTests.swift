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
    rendered = try BuiltInOutput.rendered()
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
        $0.contains("or a hint starting with \"Double tap to activate\"")
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
      #expect(android.roleHint(role) == "Double tap to activate", "\(role)")
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

  /// What TalkBack says after the role word of the roles that keep it (no `roleHints` entry),
  /// from MagentaA11y's TalkBack recordings: a hint the profile accepts for another role must
  /// not be a start that these share.
  private static let spokenHints: [String: String] = [
    "checkbox": "Double tap to toggle", "switch": "Double tap to toggle",
    "textField": "Double tap to edit text", "radioButton": "Double tap to select",
  ]

  @Test func noRoleHintIsAStartOfAnotherRolesHintUnlessBothAreButtons() throws {
    let android = try #require(native.first { $0.target.platform.id == "android" }?.target.platform)
    var spoken = Self.spokenHints
    for hint in android.roleHints { spoken[hint.name] = hint.text }
    #expect(android.roleHints.count >= 5)
    for hint in android.roleHints {
      for (other, said) in spoken where other != hint.name {
        guard said.lowercased().hasPrefix(hint.text.lowercased()) else { continue }
        #expect(
          Self.buttonBuiltRoles.contains(hint.name) && Self.buttonBuiltRoles.contains(other),
          "a \(other) saying \"\(said)\" would pass as a \(hint.name) (\"\(hint.text)\")")
      }
    }
    // Every role step that accepts a hint turns the screen reader's usage hints on first.
    var hinted = 0
    for target in native {
      for scenario in Self.scenarios(target) where scenario.id == "screen-reader.role" {
        guard scenario.steps.contains(where: { $0.contains("or a hint starting with") }) else {
          continue
        }
        hinted += 1
        let setting = target.target.platform.usageHintSetting
        #expect(!setting.isEmpty)
        #expect(
          scenario.steps.contains("the \"\(setting)\" setting is on"),
          "\(target.target.component.id) \(target.target.platform.id)")
      }
    }
    #expect(hinted > 10)
  }

  /// A scenario that listens for a usage hint itself ("announces "Double tap to …"") turns the
  /// hints on too: with them off a correct app says nothing there.
  @Test func everyStepThatListensForAHintTurnsTheHintsOn() {
    var listening = 0
    for target in native where target.target.platform.id == "android" {
      for scenario in Self.scenarios(target)
      where scenario.steps.contains(where: { $0.hasPrefix("TalkBack announces \"Double tap to") }) {
        listening += 1
        #expect(
          scenario.steps.contains("the \"Usage hints\" setting is on"),
          "\(target.target.component.id) \(scenario.id)")
      }
    }
    #expect(listening >= 2, "scenarios listening for a hint: \(listening)")
  }

  @Test func theRoleStepsOfTheReadComponentsAcceptWhatTheRecordingsSay() {
    #expect(
      steps("table-row-button", "android", "default", "screen-reader.role")?.last
        == "TalkBack announces the role \"Button\" or a hint starting with \"Double tap to activate\""
    )
    #expect(
      steps("dropdown", "android", "default", "screen-reader.role")?.last
        == "TalkBack announces the role \"Pop up button\" or a hint starting with \"Double tap to activate\""
    )
    // VoiceOver's recording says "Pop up button"; the source says a button.
    #expect(
      steps("dropdown", "ios", "default", "screen-reader.role")?.last
        == "VoiceOver announces the role \"Pop up button\" or \"Button\"")
    #expect(
      steps("checkbox", "ios", "default", "screen-reader.role")?.last
        == "VoiceOver announces the role \"Button\", \"Checkbox\" or a hint starting with \"Double tap to toggle\""
    )
    let menu = steps("menu", "android", "default", "screen-reader.role") ?? []
    #expect(
      menu.contains(
        "TalkBack announces the role \"Menu item\" or a hint starting with \"Double tap to activate\""
      ))
  }

  @Test func radioButtonStatesAcceptBothWordsTalkBackSays() {
    let states = steps("radio-button", "android", "default", "screen-reader.state") ?? []
    #expect(states.contains("TalkBack announces the state \"Checked\" or \"Selected\""))
    #expect(states.contains("TalkBack announces the state \"Not checked\" or \"Not selected\""))
    // The checkbox's source sets "Selected" and "Not selected" as its Compose state
    // description: its state steps accept those words too.
    let checkbox = steps("checkbox", "android", "default", "screen-reader.state") ?? []
    #expect(checkbox.contains("TalkBack announces the state \"Checked\" or \"Selected\""))
    #expect(checkbox.contains("TalkBack announces the state \"Not checked\" or \"Not selected\""))
    #expect(!checkbox.contains("TalkBack announces the state \"Checked\""))
  }

  @Test func theChosenDropdownOptionAcceptsTheWordTalkBackSaysForIt() {
    // The option has no role of its own: its state key reaches the profile's alternative.
    let states = steps("dropdown", "android", "default", "screen-reader.state") ?? []
    #expect(states.contains("TalkBack announces the state \"Selected\" or \"Checked\""))
    #expect(!states.contains("TalkBack announces the state \"Selected\""))
    // VoiceOver's selected trait says "Selected" in every build.
    let ios = steps("dropdown", "ios", "default", "screen-reader.state") ?? []
    #expect(ios.contains("VoiceOver announces the state \"Selected\""))
  }

  // MARK: - Where focus starts, what a tester does and sees

  /// No native step starts from "the element before" a control (there is none before the
  /// first element of a screen), and a keyboard never starts on the heading a swipe starts
  /// from, which takes no keyboard focus.
  @Test func noNativeStepStartsBeforeAControlOrOnAHeadingForTheKeyboard() {
    var keyboardStarts = 0
    for target in native {
      let swipeStart = target.target.experience.parameters.first { $0.name == "swipeStart" }?.text
      for scenario in Self.scenarios(target) {
        #expect(
          !scenario.steps.contains { $0.contains("the element before") },
          "\(target.target.featurePath): \(scenario.id)")
        guard scenario.id == "keyboard.focus" else { continue }
        // A key pressed right after a container opens starts where the platform put focus.
        guard !scenario.steps.contains(where: { $0.hasSuffix(" or the one after it") }) else {
          continue
        }
        keyboardStarts += 1
        if let swipeStart {
          #expect(
            !scenario.steps.contains("keyboard focus is on \(swipeStart)"),
            "\(target.target.featurePath)")
        }
        // Without a named start, focus moves from the top of the screen.
        #expect(
          scenario.steps.contains { $0.hasPrefix("keyboard focus is on ") }
            || scenario.steps.contains(
              "I move keyboard focus with Tab or the arrow keys from the top of the screen"),
          "\(target.target.featurePath)")
      }
    }
    #expect(keyboardStarts > 50, "native keyboard focus scenarios: \(keyboardStarts)")
  }

  /// Swiping through every element of the screen, in the standard criteria, starts from its
  /// first element.
  @Test func everyWholeScreenSwipeStatesWhereItStarts() {
    var checked = 0
    for target in native {
      let reader = target.target.platform.screenReader
      for scenario in Self.scenarios(target)
      where ["focus.order", "screen-reader.hidden"].contains(scenario.id)
        && scenario.steps.contains("I swipe through every element of the screen")
      {
        checked += 1
        #expect(
          scenario.steps.contains { $0.hasPrefix("\(reader) focus is on ") },
          "\(target.target.featurePath): \(scenario.id)")
      }
    }
    #expect(checked >= 28, "whole-screen swipes: \(checked)")
  }

  /// At a large text size, "still works" names a control of the experience that does
  /// something when activated, never a toast, a text or a static indicator.
  @Test func textResizeChecksThatAControlStillWorksOnlyWhereThereIsOne() throws {
    var named = 0
    var without = 0
    for target in native {
      let experience = target.target.experience
      let operable = experience.controls.filter {
        $0.outcome != "" && ($0.outcome != nil || $0.role != nil)
      }
      .map(\.element)
      for scenario in Self.scenarios(target) where scenario.id == "settings.text-resize" {
        let working = scenario.steps.compactMap { step in
          step.hasSuffix(" still works") ? String(step.dropLast(" still works".count)) : nil
        }
        if working.isEmpty { without += 1 }
        for element in working {
          named += 1
          #expect(
            operable.contains { element.hasPrefix($0) } && element != experience.interactiveElement
              || operable.contains(element),
            "\(target.target.featurePath): \(element)")
        }
      }
    }
    #expect(named > 50 && without > 5, "still works: \(named), none: \(without)")
    let toast = steps("snackbar-toast", "ios", "toast", "settings.text-resize") ?? []
    #expect(!toast.isEmpty && !toast.contains { $0.hasSuffix("still works") })
    let menu = steps("menu", "android", "default", "settings.text-resize") ?? []
    #expect(menu.contains("the More options button still works"))
  }

  /// An announcement follows what the tester does (a double tap on the focused control), not
  /// a message that appears by itself.
  @Test func announcementsFollowTheTestersDoubleTap() {
    var checked = 0
    for target in native {
      for scenario in Self.scenarios(target) where scenario.id == "screen-reader.announcement" {
        checked += 1
        #expect(
          !scenario.steps.contains { $0.hasSuffix(" appears") }, "\(target.target.featurePath)")
      }
    }
    #expect(checked >= 4)
    let toast = steps("snackbar-toast", "android", "toast", "screen-reader.announcement") ?? []
    #expect(
      toast == [
        "TalkBack is on", "TalkBack focus is on the copy button", "I double tap",
        "TalkBack announces \"Copied to clipboard\"", "TalkBack focus stays on the copy button",
      ])
  }

  /// An adjustable value changes with the platform's swipe, named in the step.
  @Test func adjustingAValueNamesTheSwipe() {
    var checked = 0
    for target in native {
      for scenario in Self.scenarios(target) where scenario.id == "gesture.adjust" {
        checked += 1
        #expect(scenario.steps.contains("I swipe up"), "\(target.target.featurePath)")
        #expect(!scenario.steps.contains { $0.hasPrefix("I increase the value of ") })
      }
    }
    #expect(checked >= 4)
  }

  /// Where the profile accepts a second word for a state of a role (TalkBack's "Checked" or
  /// "Selected" for a radio button), no step about that role quotes the first word alone.
  @Test func stateWordsOfARoleAcceptTheProfilesAlternativeInEveryStep() {
    var checked = 0
    for target in native {
      let platform = target.target.platform
      let roles = Set(target.target.experience.controls.compactMap(\.role))
      for scenario in Self.scenarios(target) {
        // The roles a scenario is about: the experience's, and any role word it quotes.
        let quoted = platform.roles.filter { role in
          scenario.steps.contains { $0.contains("announces the role \"\(role.text)\"") }
        }.map(\.name)
        for role in roles.union(quoted) {
          for state in platform.states {
            guard let other = platform.stateAlternative(state.name, of: role),
              other != state.text, !state.text.isEmpty
            else { continue }
            // A word another role of the experience takes alone stays allowed.
            let sharedAlone = roles.contains {
              $0 != role && platform.stateAlternative(state.name, of: $0) == nil
            }
            guard !sharedAlone || quoted.contains(role) else { continue }
            checked += 1
            for word in [state.text, other] {
              #expect(
                !scenario.steps.contains { $0.hasSuffix("announces the state \"\(word)\"") },
                "\(target.target.featurePath): \(scenario.id) quotes \"\(word)\" alone")
            }
          }
        }
      }
    }
    #expect(checked > 5, "state steps of roles with two words: \(checked)")
    let choice = steps("radio-button", "android", "default", "behaviour.single-choice") ?? []
    #expect(choice.contains("TalkBack announces the state \"Checked\" or \"Selected\""))
    let period = steps("time-picker", "android", "default", "screen-reader.period") ?? []
    #expect(period.contains("TalkBack announces the state \"Checked\" or \"Selected\""))
  }

  /// A control whose activation is a change of state ends in that state, from the other one
  /// stated first, and a control that opens a container names the container as what opens.
  @Test func activationOutcomesNameWhatATesterSees() {
    var changes = 0
    for target in native {
      let experience = target.target.experience
      let radios = Set(experience.controls.filter { $0.role == "radioButton" }.map(\.element))
      let opensSomething = !experience.controls.filter(\.whileOpen).isEmpty
      for scenario in Self.scenarios(target)
      where ["keyboard.space", "keyboard.enter", "gesture.double-tap"].contains(scenario.id) {
        for step in scenario.steps {
          for radio in radios {
            #expect(step != "\(radio) activates", "\(target.target.featurePath)")
          }
          if let range = step.range(of: " becomes ") {
            changes += 1
            let element = step[..<range.lowerBound]
            let state = step[range.upperBound...]
            #expect(
              scenario.steps.contains("\(element) is not \(state)"),
              "\(target.target.featurePath): \(step) from no stated state")
          }
          if opensSomething, step.hasSuffix(" opens") {
            #expect(
              step == "\(experience.interactiveElement) opens", "\(target.target.featurePath)")
          }
        }
      }
    }
    #expect(changes >= 3, "outcomes that change a state: \(changes)")
    let time = steps("time-picker", "ios", "default", "gesture.double-tap") ?? []
    #expect(time.contains("the time picker opens"))
    #expect(!time.contains("the start time button opens"))
  }

  /// A scenario that starts from a disabled control says that it applies where the app has
  /// one, so that an app with no disabled control does not read as failing it.
  @Test func disabledStatesApplyWhereTheAppHasADisabledControl() {
    var checked = 0
    for target in native {
      for case .scenario(let scenario) in target.document.feature?.children ?? [] {
        let steps = VocabularyAudit.expandedSteps(scenario)
        guard steps.contains(where: { $0.hasSuffix(" is disabled") }) else { continue }
        checked += 1
        #expect(
          scenario.description.contains("applies where the app has"),
          "\(target.target.featurePath): \(scenario.name)")
      }
    }
    #expect(checked > 40, "scenarios that start from a disabled control: \(checked)")
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
        == "TalkBack announces the role \"Button\" or a hint starting with \"Double tap to activate\""
    )
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

  // MARK: - Adjustable values

  /// A swipe up or down that changes a value starts from a value the scenario states, before
  /// the swipe (set with a step, or named in the element that has focus), so a tester can tell
  /// whether the value the screen reader announces after it is the next one.
  @Test func everyValueChangedByASwipeStartsFromAStatedValue() {
    var checked = 0
    for target in rendered {
      for scenario in Self.scenarios(target) {
        guard
          let swipe = scenario.steps.firstIndex(where: {
            $0 == "I swipe up" || $0 == "I swipe down"
          }),
          scenario.steps[swipe...].contains(where: { $0.contains("announces the value") })
        else { continue }
        checked += 1
        let before = scenario.steps[..<swipe]
        #expect(
          before.contains { $0.contains("\" is chosen in the ") || $0.contains(" showing ") },
          "\(target.target.featurePath) \(scenario.id) changes a value from no stated start")
      }
    }
    #expect(checked >= 8)
    // The standard criterion also checks the value the element shows after the swipe.
    #expect(
      steps("date-time-picker", "ios", "default", "gesture.adjust")?.suffix(2) == [
        "VoiceOver announces the value \"11\"",
        "the hour wheel in the open Delivery time picker has the value \"11\"",
      ])
    let page = steps("pagination-control", "ios", "page-control", "gesture.adjust") ?? []
    #expect(page.contains("\"Page 2 of 3\" is chosen in the page control"))
    #expect(page.last == "the page control has the value \"Page 3 of 3\"")
  }

  // MARK: - Keyboard starts

  /// A keyboard step that starts on a control moves focus on from it: it never expects focus
  /// to move to the control it is already on.
  @Test func noKeyboardStepMovesFocusToTheControlItStartsOn() {
    var checked = 0
    for target in rendered {
      for scenario in Self.scenarios(target) where scenario.id == "keyboard.focus" {
        guard
          let start = scenario.steps.first(where: { $0.hasPrefix("keyboard focus is on ") })?
            .dropFirst("keyboard focus is on ".count)
        else { continue }
        checked += 1
        #expect(
          !scenario.steps.contains { $0.hasPrefix("keyboard focus moves to \(start)") },
          "\(target.target.featurePath) moves keyboard focus to \(start), where it starts")
      }
    }
    #expect(checked > 10)
  }
}
