import A11yCriteria
import FeatureGenerator
import Gherkin
import Testing

/// What a tester's read-through of the modal, loading spinner, headings, expandable and chip
/// found against their sources, kept fixed in the generated scenarios.
@Suite struct ReadThroughFindingsTests {
  private let rendered: [RenderedTarget]

  init() throws {
    rendered = try builtInGenerator().render()
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
          "focus moves to the Price label and the Under $50 chip in turn") == true)
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
        #expect(
          group.last?.hasSuffix("reads the name, the role and any state in one focus stop") == true)
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
        == "VoiceOver focus moves to the Dismiss pop-up window button and the close button in turn")
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
      #expect(keys.contains("keyboard focus is on the element before the decrement button"))
      #expect(
        keys.contains(
          "keyboard focus moves to the decrement button and the increment button in turn"))
      let reader = platform == "ios" ? "VoiceOver" : "TalkBack"
      let swipe = steps("stepper", platform, "default", "gesture.swipe") ?? []
      #expect(swipe.contains("\(reader) focus is on the element before the decrement button"))
      #expect(
        swipe.last
          == "\(reader) focus moves to the decrement button and the increment button in turn")
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
}
