import A11yCriteria
import FeatureGenerator
import Foundation
import Gherkin
import Testing

/// What a tester's read-through of the modal, loading spinner, headings, expandable and chip
/// found against their sources, kept fixed in the generated scenarios.
@Suite struct ReadThroughFindingsTests {
  private let rendered: [RenderedTarget]

  init() throws {
    rendered = try BuiltInOutput.rendered()
  }

  /// The steps of one criterion's scenario, once per Examples row; nil when it is absent.
  private func steps(
    _ component: String, _ platform: String, _ experience: String, _ criterion: String
  ) -> [String]? {
    rendered.steps(component, platform, experience, criterion)
  }

  private func description(_ component: String, _ platform: String, _ experience: String)
    -> String
  {
    rendered.first {
      $0.target.component.id == component && $0.target.platform.id == platform
        && $0.target.experience.id == experience
    }?.document.feature?.description ?? ""
  }

  // MARK: - Modal

  @Test func theModalsFirstFocusAcceptsTheDevicesDefaultOnAndroid() {
    #expect(
      steps("modal", "android", "default", "focus.enter")?.last
        == "TalkBack focus is inside the modal at once or after one swipe right")
    #expect(
      steps("modal", "ios", "default", "focus.enter")?.last
        == "VoiceOver focus moves to the close button")
  }

  @Test func theModalClosesByNamedMeansAndNeverQuotesADescription() {
    for platform in ["ios", "android"] {
      let back = steps("modal", platform, "default", "focus.return") ?? []
      #expect(back.contains { $0.hasSuffix("focus is on the close button") })
      #expect(back.contains("I double tap"))
      let close = steps("modal", platform, "default", "design.close") ?? []
      #expect(!close.contains { $0.contains(" offers \"") })
      #expect(close.contains { $0.contains("reaches the close button and the continue button") })
      // Keyboard focus and the keyboard trap no longer share every step.
      #expect(
        steps("modal", platform, "default", "keyboard.focus")
          != steps("modal", platform, "default", "keyboard.trap"))
      #expect(
        steps("modal", platform, "default", "screen-reader.state")?.last?.hasSuffix(
          "announces the state \"\(platform == "ios" ? "Dimmed" : "Disabled")\"") == true)
    }
    #expect(
      steps("modal", "ios", "default", "gesture.scrub")?.contains("I scrub with two fingers")
        == true)
    #expect(steps("modal", "android", "default", "gesture.scrub") == nil)
  }

  // MARK: - Loading spinner

  @Test func theLoadingSpinnerFollowsATestersActionAndSaysWhatDoesNotApply() {
    for platform in ["ios", "android"] {
      let announcement = steps("loading-spinner", platform, "default", "screen-reader.announcement")
      #expect(announcement?.contains("I double tap") == true)
      #expect(announcement?.contains { $0.contains("appears") || $0.contains("stays on") } == false)
      #expect(steps("loading-spinner", platform, "default", "screen-reader.name") != nil)
      let text = description("loading-spinner", platform, "default")
      #expect(text.contains("no keyboard or text size check applies"))
      #expect(!text.contains("and an external keyboard"))
    }
  }

  // MARK: - Headings

  @Test func headingNavigationStartsFromTheScreenTitle() {
    for platform in ["ios", "android"] {
      let navigation = steps("headings", platform, "default", "gesture.heading-navigation") ?? []
      #expect(navigation.contains { $0.hasSuffix("focus is on the screen title") })
      #expect(navigation.contains { $0.hasSuffix("focus moves to the section heading") })
      #expect(!navigation.contains { $0.contains("the next heading") })
      #expect(
        steps("headings", platform, "default", "screen-reader.screen-title")?.last?.hasSuffix(
          "announces the role \"Heading\"") == true)
      // Text that is not interactive is not asked to "still work".
      let resize = steps("headings", platform, "default", "settings.text-resize") ?? []
      #expect(!resize.isEmpty)
      #expect(!resize.contains { $0.hasSuffix("still works") })
    }
  }

  // MARK: - Expandable

  @Test func theExpandableAcceptsWhatItsSourceAccepts() {
    for experience in ["button", "list-row"] {
      #expect(
        steps("expandable", "android", experience, "screen-reader.role")?.last
          == "TalkBack announces the role \"Button\" or a hint starting with \"Double tap to\"")
      #expect(
        steps("expandable", "ios", experience, "screen-reader.role")?.last
          == "VoiceOver announces the role \"Button\"")
      // iOS "Collapsed" and "Expanded" are the app's text; the caret never takes focus alone.
      let state = steps("expandable", "ios", experience, "screen-reader.state") ?? []
      #expect(state.contains("VoiceOver announces the app's state text \"Collapsed\""))
      #expect(state.contains("VoiceOver announces the state \"Dimmed\""))
      #expect(
        steps("expandable", "ios", experience, "behaviour.focus-stays")?.contains(
          "VoiceOver announces the app's state text \"Expanded\"") == true)
      #expect(
        steps("expandable", "ios", experience, "focus.order")?.last
          == "VoiceOver focus never lands on the caret icon on its own")
      let group = steps("expandable", "ios", experience, "screen-reader.group")?.last ?? ""
      #expect(group.contains("the role and the state in one focus stop"))
      #expect(!group.contains("caret"))
    }
    let resize = steps("expandable", "ios", "button", "settings.text-resize") ?? []
    #expect(!resize.contains { $0.contains("summary") })
  }

  // MARK: - Chip

  @Test func theChipIsTestedOnItsGroupLabelTargetAndRealWords() {
    for platform in ["ios", "android"] {
      #expect(
        steps("chip", platform, "filter", "focus.group-label")?.last?.hasSuffix(
          "focus moves to the Price label, and each repeat of the same action moves it on to the Under $50 chip"
        ) == true)
      #expect(steps("chip", platform, "action", "focus.group-label") == nil)
    }
    #expect(
      steps("chip", "android", "filter", "design.touch-target")?.last
        == "the touch target of the Under $50 chip is at least \"48 by 48 dp\"")
    #expect(
      steps("chip", "ios", "filter", "design.touch-target")?.last
        == "the touch target of the Under $50 chip is at least \"48 by 48 points\"")
    let state = steps("chip", "ios", "filter", "screen-reader.state") ?? []
    #expect(state.contains("VoiceOver announces no state"))
    #expect(!state.contains { $0.contains("Not selected") })
  }

  // MARK: - Button, search and sheet

  @Test func theButtonIsReadInOneStopWithoutAskingForItsIcon() {
    for platform in ["ios", "android"] {
      for experience in ["text-button", "icon-button"] {
        let group = steps("button", platform, experience, "screen-reader.group") ?? []
        let role = platform == "ios" ? "the role" : "the role or its usage hint"
        #expect(
          group.last?.hasSuffix("reads the name, \(role) and any state in one focus stop") == true)
        #expect(!group.contains { $0.contains("icon") })
      }
    }
  }

  @Test func theSearchFieldIsTestedAsTheSourceAcceptsIt() {
    #expect(
      steps("search", "ios", "field", "screen-reader.role")?.last
        == "VoiceOver announces the role \"Search field\" or \"Text field\"")
    for key in ["keyboard.space", "keyboard.enter"] {
      let android = steps("search", "android", "field", key) ?? []
      #expect(android.contains("keyboard focus is on the Search button"), "\(key)")
      #expect(android.last == "the search field is ready for typing")
    }
    #expect(steps("search", "ios", "field", "keyboard.enter") == nil)
    for platform in ["ios", "android"] {
      let results = steps("search", platform, "suggestions", "screen-reader.results") ?? []
      #expect(results.contains("I type \"sh\" in the search field"))
      // The source makes the announcement optional: no step requires one.
      #expect(!results.contains { $0.contains(" announces ") })
      let group = steps("search", platform, "field", "screen-reader.group") ?? []
      #expect(!group.contains { $0.contains("and the search icon") })
    }
  }

  @Test func theSheetsSwipesStartWhereATesterCanFindFocus() {
    #expect(
      steps("sheet", "ios", "modal", "gesture.swipe")?.contains(
        "VoiceOver focus is on the Dismiss pop-up window button") == true)
    #expect(
      steps("sheet", "ios", "resizable", "gesture.swipe")?.last
        == "VoiceOver focus moves to the Dismiss pop-up window button, and each repeat of the same action moves it on to the close button"
    )
    #expect(
      steps("sheet", "android", "modal", "gesture.swipe")?.contains(
        "TalkBack focus is on the title of the sheet") == true)
    #expect(
      steps("sheet", "ios", "modal", "focus.enter")?.last
        == "VoiceOver focus moves to the Dismiss pop-up window button or the close button")
    for experience in ["modal", "resizable"] {
      for platform in ["ios", "android"] {
        // Keyboard focus is checked entering the open sheet, not from an element before it.
        let keys = steps("sheet", platform, experience, "keyboard.focus") ?? []
        #expect(!keys.contains { $0.hasPrefix("keyboard focus is on ") })
        #expect(
          keys.contains(
            "keyboard focus moves to the first control in the sheet or the one after it"))
        #expect(
          !(steps("sheet", platform, experience, "gesture.swipe") ?? []).contains {
            $0.contains("the element before")
          })
      }
    }
  }

  @Test func theLoadingIconIsTestedOnAnyLoadThatLastsLongEnoughToHear() {
    for platform in ["ios", "android"] {
      let announced = steps("loading-icon", platform, "default", "screen-reader.announcement") ?? []
      #expect(announced.contains("the content takes several seconds to load"))
      #expect(announced.contains("I open the screen that loads its content"))
      #expect(!announced.contains { $0.contains("search") })
    }
  }

  // MARK: - Stepper

  @Test func theStepperIsReachedDecrementFirstAsBothRecordingsShow() {
    for platform in ["ios", "android"] {
      let keys = steps("stepper", platform, "default", "keyboard.focus") ?? []
      #expect(!keys.contains { $0.contains("the element before") })
      #expect(
        keys.contains(
          "keyboard focus moves to the decrement button, and each repeat of the same action moves it on to the increment button"
        ))
      let reader = platform == "ios" ? "VoiceOver" : "TalkBack"
      let swipe = steps("stepper", platform, "default", "gesture.swipe") ?? []
      #expect(!swipe.contains { $0.contains("the element before") })
      // Decrement first: a swipe from it reaches the increment button, or one from before both
      // reaches them in that order.
      #expect(
        swipe.contains("\(reader) focus is on the decrement button")
          && swipe.last == "\(reader) focus moves to the increment button"
          || swipe.last
            == "\(reader) focus moves to the decrement button, and each repeat of the same action moves it on to the increment button"
      )
    }
  }

  // MARK: - Segmented control

  @Test func anAndroidSegmentMayBeCheckedOrSelected() {
    let android = steps("segmented-control", "android", "segmented", "screen-reader.state") ?? []
    #expect(android.contains("TalkBack announces the state \"Selected\" or \"Checked\""))
    #expect(android.contains("TalkBack announces the state \"Disabled\""))
    // Tabs keep TalkBack's tab word, and iOS keeps its own.
    #expect(
      (steps("segmented-control", "android", "tabs", "screen-reader.state") ?? []).contains(
        "TalkBack announces the state \"Selected\""))
    #expect(
      (steps("segmented-control", "ios", "segmented", "screen-reader.state") ?? []).contains(
        "VoiceOver announces the state \"Selected\""))
    for platform in ["ios", "android"] {
      #expect(steps("segmented-control", platform, "segmented", "gesture.double-tap") != nil)
    }
  }

  // MARK: - Image, decorative

  @Test func theBatteryRowIsCheckedForNoWordAboutItsIcon() {
    for (platform, reader) in [("ios", "VoiceOver"), ("android", "TalkBack")] {
      let row = steps("image-decorative", platform, "redundant", "screen-reader.text-only") ?? []
      #expect(row.contains("\(reader) announces the name \"Battery\""))
      #expect(
        row.last
          == "\(reader) reads the Battery text with no word for its icon in one focus stop")
    }
  }

  // MARK: - Calendar, link, table, text input and webview on a device

  /// A weekday written next to a date ("Saturday, March 14") is the screen reader's own word,
  /// worked out from the date: where the same file shows that month with a year ("March
  /// 2026"), the weekday must be the one of that date in that year.
  @Test func everyExampleWeekdayIsTheWeekdayOfItsDate() throws {
    let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    let alternation = months.joined(separator: "|")
    let dated = try NSRegularExpression(
      pattern: "(\(weekdays.joined(separator: "|"))), (\(alternation)) ([0-9]{1,2})\\b")
    let shown = try NSRegularExpression(pattern: "(\(alternation)) ([0-9]{4})\\b")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    var checked = 0
    for target in rendered {
      for text in [target.feature(committed: nil), target.checklistBody] {
        let range = NSRange(text.startIndex..., in: text)
        func group(_ match: NSTextCheckingResult, _ index: Int) -> String {
          Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
        }
        var years: [String: Set<Int>] = [:]
        for match in shown.matches(in: text, range: range) {
          years[group(match, 1), default: []].insert(Int(group(match, 2)) ?? 0)
        }
        for match in dated.matches(in: text, range: range) {
          let month = group(match, 2)
          guard let monthYears = years[month], let day = Int(group(match, 3)) else { continue }
          for year in monthYears {
            let date = try #require(
              calendar.date(
                from: DateComponents(
                  year: year, month: (months.firstIndex(of: month) ?? 0) + 1, day: day)))
            let weekday = weekdays[calendar.component(.weekday, from: date) - 1]
            checked += 1
            #expect(
              group(match, 1) == weekday,
              "\(target.target.featurePath): \(month) \(day), \(year) is a \(weekday)")
          }
        }
      }
    }
    #expect(checked > 0)
  }

  @Test func theSentenceWithoutAKeyboardNamesNoSettingToTurnOn() {
    var without = 0
    for target in rendered {
      let description = target.document.feature?.description ?? ""
      guard let range = description.range(of: "No criterion here uses ") else { continue }
      without += 1
      let sentence = description[range.upperBound...].prefix { $0 != "." }
      #expect(!sentence.contains("("), "\(target.target.featurePath): \(sentence)")
      #expect(!target.checklistBody.contains("No item here uses an external keyboard ("))
    }
    #expect(without > 10)
  }

  @Test func theParagraphsLinkOpensEitherWayAndSaysItIsALink() {
    for platform in ["ios", "android"] {
      let menu = steps("link", platform, "inline", "screen-reader.links-menu") ?? []
      let place = platform == "ios" ? "the rotor" : "the TalkBack menu"
      #expect(
        menu.contains(
          "I open the privacy policy link from the Links list of \(place) or with a double tap on the paragraph"
        ))
      #expect(menu.last == "the privacy policy page opens")
      #expect(!menu.contains { $0.contains("Links available") || $0.contains(" offers ") })
      let role = steps("link", platform, "inline", "screen-reader.role")?.last ?? ""
      #expect(role.contains("announces the role \"Link\""))
    }
    // A rotor-only build is correct on iOS; the Android notes ask for the double tap.
    #expect(steps("link", "ios", "inline", "gesture.paragraph-double-tap") == nil)
    #expect(steps("link", "android", "inline", "gesture.paragraph-double-tap") != nil)
  }

  @Test func theWebviewStartsOnTheBackButtonAndHasNoTextSizeCheck() {
    for platform in ["ios", "android"] {
      #expect(steps("webview", platform, "default", "settings.text-resize") == nil)
      let reader = platform == "ios" ? "VoiceOver" : "TalkBack"
      let swipe = steps("webview", platform, "default", "gesture.swipe") ?? []
      #expect(swipe.contains("\(reader) focus is on the back button"))
      #expect(swipe.contains("I swipe right past the last element in the navigation bar"))
      let keyboard = steps("webview", platform, "default", "keyboard.focus") ?? []
      #expect(keyboard.contains("keyboard focus is on the back button"))
      #expect(keyboard.contains("keyboard focus moves to the privacy policy link"))
      let order = steps("webview", platform, "default", "focus.order") ?? []
      #expect(order.last?.contains("nothing visible on screen") == true)
      #expect(
        !(swipe + keyboard).contains { $0.contains("the element before the back button") })
    }
  }

  @Test func focusSentIntoATextFieldIsProvokedAndFocusStays() {
    for platform in ["ios", "android"] {
      let reader = platform == "ios" ? "VoiceOver" : "TalkBack"
      let move = steps("text-input", platform, "default", "focus.no-automatic-move") ?? []
      #expect(move.contains("\(reader) focus never lands on the first name field"))
      #expect(move.contains("I type \"10115\" in the ZIP code field"))
      #expect(move.contains("\(reader) focus stays on the ZIP code field"))
      #expect(move.contains("\(reader) focus never lands on the phone number field"))
    }
  }

  @Test func theCalendarsFirstFocusAndMonthGestureAreWhatTheTesterDoesAndSees() {
    #expect(
      steps("calendar-date-picker", "ios", "default", "gesture.change-month")?.contains(
        "I swipe up") == true)
    let ios = steps("calendar-date-picker", "ios", "default", "focus.enter")?.last ?? ""
    #expect(ios.contains("the hidden dismiss pop-up element"))
    for platform in ["ios", "android"] {
      let enter = steps("calendar-date-picker", platform, "default", "focus.enter")?.last ?? ""
      #expect(enter.hasSuffix("not an element behind the calendar"))
    }
  }

  // MARK: - Earlier read-throughs, kept fixed

  /// A step that reaches several elements says that the one action is repeated for each
  /// next element, so each element is the outcome of one action.
  @Test func aStepThatReachesSeveralElementsRepeatsOneAction() {
    var repeated = 0
    for target in rendered {
      for case .scenario(let scenario) in target.document.feature?.children ?? [] {
        for step in VocabularyAudit.expandedSteps(scenario) {
          #expect(!step.hasSuffix(" in turn"), "\(target.target.featurePath): \(step)")
          if step.contains("each repeat of the same action moves it on to") { repeated += 1 }
        }
      }
    }
    #expect(repeated > 10)
    #expect(
      steps("stepper", "android", "default", "keyboard.focus")?.contains(
        "keyboard focus moves to the decrement button, and each repeat of the same action moves it on to the increment button"
      ) == true)
    // A swipe starts on the first of the two buttons, so it reaches one element.
    #expect(
      steps("stepper", "android", "default", "gesture.swipe")?.suffix(3) == [
        "TalkBack focus is on the decrement button", "I swipe right",
        "TalkBack focus moves to the increment button",
      ])
  }

  @Test func theSwitchRowSaysWhatChangesAndTheSidebarOpensFromItsButton() {
    for platform in ["ios", "android"] {
      let reader = platform == "ios" ? "VoiceOver" : "TalkBack"
      #expect(
        steps("toggle-switch", platform, "table-row", "gesture.double-tap")?.last
          == "the Wi-Fi row turns its switch from off to on or from on to off")
      #expect(
        steps("toggle-switch", platform, "table-row", "keyboard.space")?.last?.hasSuffix(
          "row toggles") == false)
      let enter = steps("sidebar-menu", platform, "default", "focus.enter") ?? []
      #expect(enter.contains("\(reader) focus is on the menu button"))
      #expect(enter.contains("I double tap"))
      #expect(!enter.contains("I open the sidebar menu"))
    }
  }

  @Test func theSheetsGrabberWordsAreTheAppsAndItsOpenerIsNamed() {
    let state = steps("sheet", "android", "resizable", "screen-reader.state") ?? []
    #expect(state.contains("TalkBack announces the app's state text \"Collapsed\""))
    #expect(state.contains("TalkBack announces the app's state text \"Expanded\""))
    #expect(!state.contains { $0.contains("announces the state \"") })
    for platform in ["ios", "android"] {
      let reader = platform == "ios" ? "VoiceOver" : "TalkBack"
      for experience in ["modal", "resizable"] {
        #expect(
          steps("sheet", platform, experience, "focus.return")?.last
            == "\(reader) focus returns to the Filters button")
        let trap = steps("sheet", platform, experience, "focus.trap") ?? []
        #expect(
          trap.contains("\(reader) focus is on the last element in the sheet, the close button"))
        #expect(trap.last == "\(reader) focus never lands on the dimmed screen behind the sheet")
      }
    }
  }

  @Test func theSearchFieldsNameIsNeverItsPlaceholder() {
    for platform in ["ios", "android"] {
      for experience in ["field", "suggestions"] {
        #expect(description("search", platform, experience).contains("\"Shoes, bags and more\""))
        let name = steps("search", platform, experience, "screen-reader.name") ?? []
        #expect(name.last?.hasSuffix("announces the name \"Search\"") == true)
        #expect(!name.contains { $0.contains("Shoes, bags and more") })
      }
    }
  }
}
