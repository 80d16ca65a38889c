import A11yCriteria
import FeatureGenerator
import Gherkin
import Testing

/// What a device-in-hand read-through of the carousel, focus, graphics, menu, pagination
/// control, radio button and reorder data row found against their sources and recordings,
/// kept fixed in the generated scenarios.
@Suite struct DeviceReadThroughTests {
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

  private static let readers = [("ios", "VoiceOver"), ("android", "TalkBack")]

  // MARK: - Carousel

  /// TalkBack reaches the whole carousel first, with a name that counts the slides; a double
  /// tap enters it and a swipe right passes it, so no swipe from the heading expects a slide.
  @Test func theAndroidCarouselIsEnteredThroughItsContainer() {
    let container = steps("carousel", "android", "default", "focus.container") ?? []
    #expect(container.contains("TalkBack focus is on the Offers heading"))
    #expect(container.contains("TalkBack focus moves to the offers carousel"))
    #expect(
      container.contains { $0.hasPrefix("TalkBack announces the name ") && $0.contains(" of ") })
    let enter = steps("carousel", "android", "default", "focus.container-enter") ?? []
    #expect(enter.contains("TalkBack focus is on the offers carousel"))
    #expect(enter.contains("I double tap"))
    #expect(enter.last == "TalkBack focus moves to the current slide")
    let bypass = steps("carousel", "android", "default", "focus.container-bypass") ?? []
    #expect(bypass.contains("I swipe right"))
    #expect(bypass.last == "TalkBack focus moves to the element after the offers carousel")
    let swipe = steps("carousel", "android", "default", "gesture.swipe") ?? []
    #expect(!swipe.contains("TalkBack focus is on the Offers heading"))
    #expect(swipe.contains("TalkBack focus is on the current slide"))
    #expect(steps("carousel", "ios", "default", "focus.container") == nil)
  }

  @Test func aCarouselSlideIsNeverDisabledAndItsTraceNamesTheNextSlideButton() throws {
    for (platform, _) in Self.readers {
      let state = steps("carousel", platform, "default", "screen-reader.state") ?? []
      #expect(state.contains("the Next slide button is disabled"))
      #expect(!state.contains("the current slide is disabled"))
      let rotation = steps("carousel", platform, "default", "design.auto-rotation") ?? []
      // It applies where the slides change by themselves, and presses the pause button.
      #expect(rotation.contains { $0.contains("changing its slides by itself") })
      #expect(rotation.contains("I double tap"))
      #expect(rotation.contains { $0.hasSuffix("is still shown after 10 seconds") })
      // A value a stepper scenario relies on is set in its steps.
      for id in ["screen-reader.value", "screen-reader.new-value"] {
        #expect(
          steps("stepper", platform, "default", id)?.contains(
            "the app shows the quantity stepper with the value 2") == true, "\(id)")
      }
    }
    let carousel = try #require(
      try BuiltInOutput.catalog().components.first { $0.id == "carousel" })
    for trace in carousel.traces {
      for entry in trace.entries {
        #expect(
          entry.outOfScope?.contains("three-finger swipe instead") != true, "\(entry.requirement)")
      }
    }
  }

  // MARK: - Focus

  /// The chat button that floats over the screen is a control: keyboard, swipe and reading
  /// order reach it, and focus stays on a field while the user types in it.
  @Test func theFocusScreenReachesItsFloatingChatButton() {
    for (platform, reader) in Self.readers {
      #expect(
        steps("focus", platform, "default", "keyboard.focus")?.contains {
          $0.hasPrefix("keyboard focus moves to ") && $0.contains("the chat button")
        } == true)
      let swipe = steps("focus", platform, "default", "gesture.swipe") ?? []
      #expect(swipe.contains("\(reader) focus is on the profile photo"))
      #expect(
        swipe.last
          == "\(reader) focus moves to the email field, and each repeat of the same action moves it on to the save button, then the chat button"
      )
      #expect(
        steps("focus", platform, "default", "focus.content")?.last?.contains(
          "the save button and the chat button in a logical order") == true)
      // The reading order is tested once, with every stop, not again with the controls alone.
      #expect(steps("focus", platform, "default", "focus.order") == nil)
      #expect(
        steps("focus", platform, "default", "focus.stays-on-input")?.last
          == "\(reader) focus stays on the email field")
      let large = steps("focus", platform, "default", "settings.text-resize-focus") ?? []
      #expect(large.first?.hasPrefix("the text size is set to ") == true)
      #expect(large.contains("the focused element shows a visible focus indicator"))
    }
  }

  // MARK: - Graphics and visual elements

  /// The source asks only that the map is reached and named: no role is demanded of it, and
  /// the divider is checked by one swipe from the map.
  @Test func theMapIsNamedWithoutARoleAndTheDividerIsPassedOver() {
    for (platform, reader) in Self.readers {
      let graphic = steps("graphics-visual-elements", platform, "default", "screen-reader.graphic")
      #expect(graphic?.contains { $0.contains("announces the role") } == false)
      #expect(graphic?.contains("\(reader) focus moves to the map") == true)
      let divider =
        steps("graphics-visual-elements", platform, "default", "screen-reader.decorative-skipped")
        ?? []
      #expect(divider.contains("\(reader) focus is on the map"))
      #expect(divider.contains("I swipe right"))
      let text = steps("graphics-visual-elements", platform, "default", "design.text-equivalent")
      #expect(text?.contains { $0.contains("Main Street store") } == false)
    }
  }

  // MARK: - Menu

  @Test func theMenuStartsTheKeyboardOnTheBackButtonAndClosesOnceOnAndroid() {
    for (platform, _) in Self.readers {
      #expect(
        steps("menu", platform, "default", "keyboard.focus")?.contains(
          "keyboard focus is on the back button") == true)
    }
    // On Android focus.return closes the menu with the Back gesture; nothing repeats it.
    #expect(steps("menu", "android", "default", "design.screen-reader-close") == nil)
    #expect(steps("menu", "ios", "default", "design.screen-reader-close") != nil)
  }

  // MARK: - Pagination control

  @Test func thePageControlIsWatchedOnAPageAndPagesAreEnteredWithoutAHeading() {
    for (platform, reader) in Self.readers {
      let auto = steps("pagination-control", platform, "page-control", "design.no-auto-advance")
      #expect(auto?.first == "the dot of the second page is selected")
      #expect(auto?.last == "the dot of the second page stays selected")
      let change = steps("pagination-control", platform, "pages", "gesture.change-page") ?? []
      #expect(!change.contains { $0.contains("heading") })
      #expect(change.contains("\(reader) focus moves to the next page"))
      #expect(
        change.contains { $0.hasPrefix("\(reader) announces the name ") && $0.contains(" of ") })
    }
    let dots = steps("pagination-control", "android", "page-control", "gesture.page-dots") ?? []
    #expect(dots.contains("TalkBack focus is on the dot of the third page"))
    #expect(dots.last == "the third page comes into view")
    #expect(
      steps("pagination-control", "android", "pages", "keyboard.next-page")?.contains(
        "the next page comes into view") == true)
  }

  // MARK: - Radio button

  /// In the apps a double tap is tested once: it checks the option, in TalkBack's words for
  /// either build, and unchecks the option checked before.
  @Test func theNativeRadioButtonIsCheckedOnceAndUnchecksTheOther() {
    for (platform, _) in Self.readers {
      #expect(steps("radio-button", platform, "default", "gesture.double-tap") == nil)
      let choice = steps("radio-button", platform, "default", "behaviour.single-choice") ?? []
      #expect(choice.contains("the Express shipping radio button is checked"))
      #expect(choice.last == "the Express shipping radio button becomes not checked")
      #expect(
        steps("radio-button", platform, "default", "keyboard.space")?.last
          == "the Standard shipping radio button becomes checked")
    }
    #expect(
      steps("radio-button", "android", "default", "behaviour.single-choice")?.contains(
        "TalkBack announces the state \"Checked\" or \"Selected\"") == true)
    #expect(
      steps("radio-button", "android", "default", "screen-reader.position")?.last
        == "TalkBack announces \"1 of 3\"")
    #expect(steps("radio-button", "ios", "default", "screen-reader.position") == nil)
    #expect(steps("radio-button", "web", "group", "gesture.double-tap") != nil)
  }

  // MARK: - Reorder data row

  @Test func theReorderRowsNameIsCheckedOnce() {
    for (platform, _) in Self.readers {
      #expect(steps("reorder-data-row", platform, "default", "screen-reader.group") == nil)
      #expect(steps("reorder-data-row", platform, "default", "screen-reader.name") != nil)
    }
    let android = rendered.first {
      $0.target.component.id == "reorder-data-row" && $0.target.platform.id == "android"
    }
    #expect(android?.document.feature?.description.contains("the row itself") == true)
  }
}
