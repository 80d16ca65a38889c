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
    guard
      let target = rendered.first(where: {
        $0.target.component.id == component && $0.target.platform.id == platform
          && $0.target.experience.id == experience
      })
    else { return nil }
    for case .scenario(let scenario) in target.document.feature?.children ?? []
    where scenario.tags.contains(where: { $0.name == "@criterion:\(criterion)" }) {
      return VocabularyAudit.expandedSteps(scenario)
    }
    return nil
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
}
