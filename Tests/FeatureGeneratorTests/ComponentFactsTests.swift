import A11yCriteria
import FeatureGenerator
import Gherkin
import Testing

/// Facts of single components that a tester holding the device found wrong or unclear (the
/// snackbar and toast, tidbit, time picker, alert dialog, date and time picker, dropdown, step
/// indicator and table row button), kept fixed in the generated scenarios.
@Suite struct ComponentFactsTests {
  private let rendered: [RenderedTarget]

  init() throws {
    rendered = try BuiltInOutput.rendered()
  }

  private func steps(
    _ component: String, _ platform: String, _ experience: String, _ criterion: String
  ) -> [String]? {
    rendered.steps(component, platform, experience, criterion)
  }

  private static let platforms = ["ios", "android"]

  // MARK: - Snackbar and toast

  @Test func theSnackbarStartsFromATriggerThatStaysOnScreen() {
    for platform in Self.platforms {
      for id in ["screen-reader.announcement", "design.timing"] {
        let scenario = steps("snackbar-toast", platform, "snackbar-action", id) ?? []
        #expect(scenario.contains { $0.hasSuffix("focus is on the archive button in the toolbar") })
        #expect(!scenario.contains { $0.hasSuffix(" is open") })
      }
      let keys = steps("snackbar-toast", platform, "snackbar-action", "keyboard.focus") ?? []
      #expect(!keys.contains { $0.contains("the element before") })
      // A toast holds nothing to operate: the text size check asks nothing to still work.
      let toast = steps("snackbar-toast", platform, "toast", "settings.text-resize") ?? []
      #expect(!toast.isEmpty && !toast.contains { $0.hasSuffix("still works") })
      #expect(
        steps("snackbar-toast", platform, "snackbar-action", "settings.text-resize")?.last
          == "the undo button still works")
    }
  }

  // MARK: - Tidbit

  @Test func theTidbitPassesAsOneFocusStopOrAsTwo() {
    for platform in Self.platforms {
      let swipe = steps("tidbit", platform, "with-cta", "gesture.swipe") ?? []
      #expect(swipe.last?.hasSuffix("focus moves to the tidbit") == true)
      #expect(swipe.contains { $0.hasSuffix("focus is on the Account heading") })
      #expect(!swipe.contains { $0.contains("the tidbit text") })
      let keys = steps("tidbit", platform, "with-cta", "keyboard.focus") ?? []
      #expect(!keys.isEmpty && !keys.contains { $0.contains("the element before") })
      let plain = steps("tidbit", platform, "text-only", "settings.text-resize") ?? []
      #expect(!plain.isEmpty && !plain.contains { $0.hasSuffix("still works") })
      #expect(
        steps("tidbit", platform, "with-cta", "settings.text-resize")?.last
          == "the learn more button still works")
    }
  }

  // MARK: - Checkbox

  /// The context check tests where focus stays; the toggle itself is the double tap's check.
  @Test func theCheckboxContextCheckDoesNotRepeatTheDoubleTap() {
    for platform in Self.platforms {
      let context = steps("checkbox", platform, "default", "behaviour.no-context-change") ?? []
      let tap = steps("checkbox", platform, "default", "gesture.double-tap") ?? []
      #expect(!tap.isEmpty && !context.isEmpty)
      #expect(!Set(tap).isSubset(of: Set(context)))
      #expect(
        context.last?.hasSuffix("focus stays on the Subscribe to newsletter checkbox") == true)
    }
  }

  // MARK: - Menu and focus

  /// A trap starts on the element a swipe reaches last in the open menu: the dismiss button
  /// VoiceOver reads after the items on iOS, the last item on Android.
  @Test func theMenuTrapStartsOnItsLastElement() {
    #expect(
      steps("menu", "ios", "default", "focus.trap")?.contains(
        "VoiceOver focus is on the Dismiss context menu button") == true)
    #expect(
      steps("menu", "android", "default", "focus.trap")?.contains(
        "TalkBack focus is on the Delete menu item in the open More options menu") == true)
  }

  /// The focus screen's keyboard starts on its back button and reaches the controls after it;
  /// the screen is opened from a screen before it.
  @Test func theFocusScreenStartsFromAControlAndOpensFromAnotherScreen() {
    for platform in Self.platforms {
      let keyboard = steps("focus", platform, "default", "keyboard.focus") ?? []
      #expect(keyboard.contains("keyboard focus is on the back button"))
      #expect(keyboard.contains("I press Tab or the arrow key toward the next element"))
      #expect(keyboard.contains { $0.hasPrefix("keyboard focus moves to the email field,") })
      let enter = steps("focus", platform, "default", "focus.enter") ?? []
      let shown = enter.firstIndex(of: "the app shows the account screen")
      let open = enter.firstIndex(of: "I open the settings screen")
      #expect(shown != nil && open != nil && shown! < open!)
    }
  }

  // MARK: - Progress indicator

  /// An indicator that opens something is activated into what it opens, which a tester can see,
  /// not into "the button opens".
  @Test func theInteractiveProgressIndicatorOpensTheListOfSteps() {
    for platform in Self.platforms {
      for criterion in ["keyboard.space", "gesture.double-tap"] {
        #expect(
          steps("progress-indicator", platform, "interactive", criterion)?.last
            == "the list of checkout steps opens")
      }
    }
    #expect(
      steps("progress-indicator", "android", "interactive", "keyboard.enter")?.last
        == "the list of checkout steps opens")
  }

  // MARK: - Time picker

  @Test func theTimePickerAcceptsTheBuildsTheSourceAllows() {
    let back = steps("time-picker", "ios", "default", "focus.return") ?? []
    #expect(
      back.contains { $0.contains("I close the time picker") && $0.contains("two-finger scrub") })
    #expect(
      steps("time-picker", "android", "default", "screen-reader.period")?.last
        == "TalkBack announces the state \"Checked\" or \"Selected\"")
    // The hour is quoted as the wheel shows it: no recording confirms VoiceOver's wording.
    #expect(
      steps("time-picker", "ios", "default", "gesture.adjust")?.contains(
        "VoiceOver announces the value \"10\"") == true)
    for platform in Self.platforms {
      let resize = steps("time-picker", platform, "default", "settings.text-resize") ?? []
      #expect(resize.contains { $0.contains("the open time picker") })
    }
  }

  // MARK: - Alert dialog

  @Test func theAlertDialogsButtonsComeInTheOrderThePlatformsShowThem() {
    for platform in Self.platforms {
      for id in ["keyboard.focus", "gesture.swipe"] {
        let scenario = steps("alert-dialog", platform, "default", id) ?? []
        #expect(scenario.contains { $0.hasSuffix("focus is on the cancel button") })
        #expect(scenario.contains { $0.hasSuffix("moves to the delete button") }, "\(id)")
      }
      let order = steps("alert-dialog", platform, "default", "focus.reading-order") ?? []
      #expect(order.last?.contains("the message, the cancel button and the delete button") == true)
      #expect(steps("alert-dialog", platform, "default", "design.close") == nil)
      let trap = steps("alert-dialog", platform, "default", "keyboard.trap") ?? []
      #expect(trap.contains("keyboard focus is on the delete button"))
      #expect(
        trap.contains { $0.contains("Ctrl+Tab") } == (platform == "ios"),
        "Ctrl+Tab moves no focus on Android")
    }
  }

  // MARK: - Date and time picker

  @Test func theAndroidTimePickerIsTheClockDialNotAWheel() {
    let android = ["gesture.clock-hour", "screen-reader.role-column-item", "gesture.swipe"]
      .flatMap { steps("date-time-picker", "android", "default", $0) ?? [] }
    #expect(!android.isEmpty && !android.contains { $0.contains("wheel") })
    #expect(steps("date-time-picker", "android", "default", "gesture.adjust") == nil)
    #expect(
      steps("date-time-picker", "android", "default", "gesture.clock-hour")?.contains(
        "I double tap") == true)
    #expect(steps("date-time-picker", "ios", "default", "gesture.adjust") != nil)
  }

  // MARK: - Dropdown

  @Test func aDropdownOptionIsChosenNotActivated() {
    for platform in Self.platforms {
      for id in ["keyboard.space", "keyboard.enter", "gesture.double-tap"] {
        let scenario = steps("dropdown", platform, "default", id) ?? []
        #expect(!scenario.contains { $0.contains("Express option") && $0.hasSuffix("activates") })
      }
      let choice = steps("dropdown", platform, "default", "focus.return-with-choice") ?? []
      #expect(choice.contains("the Shipping method dropdown closes"))
    }
    #expect(
      steps("dropdown", "ios", "default", "focus.return")?.contains(
        "I close the Shipping method dropdown with the two-finger scrub") == true)
  }

  // MARK: - Step indicator

  @Test func theStaticStepIndicatorIsNotAskedToWork() {
    for platform in Self.platforms {
      let resize = steps("step-indicator", platform, "static", "settings.text-resize") ?? []
      #expect(!resize.isEmpty && !resize.contains { $0.hasSuffix("still works") })
    }
  }

  // MARK: - Table row button

  @Test func theTableRowsAreAListAndTheRowActsForItself() throws {
    let list = steps("table-row-button", "android", "default", "screen-reader.list") ?? []
    #expect(list.last == "TalkBack announces \"2 of 4\"")
    #expect(steps("table-row-button", "ios", "default", "screen-reader.list") == nil)
    for platform in Self.platforms {
      #expect(
        steps("table-row-button", platform, "default", "gesture.row-activation")?.last
          == "the Wi-Fi row activates")
    }
    let rows = try #require(try BuiltInOutput.catalog().component("table-row-button"))
    #expect(rows.traces.allSatisfy { $0.uncovered.isEmpty })
  }
}
