import A11yCriteria
import FeatureGenerator
import Gherkin
import Testing

/// What a device-in-hand read-through of the button, checkbox, loading icon, animation and
/// field errors found against their sources and recordings, kept fixed in the generated
/// scenarios and checklists.
@Suite struct ControlAndPatternReadThroughTests {
  private let rendered: [RenderedTarget]

  init() throws {
    rendered = try BuiltInOutput.rendered()
  }

  private func steps(
    _ component: String, _ platform: String, _ experience: String, _ criterion: String
  ) -> [String]? {
    rendered.steps(component, platform, experience, criterion)
  }

  private func target(_ component: String, _ platform: String, _ experience: String)
    -> RenderedTarget?
  {
    rendered.first {
      $0.target.component.id == component && $0.target.platform.id == platform
        && $0.target.experience.id == experience
    }
  }

  /// The name of one criterion's scenario.
  private func scenarioName(
    _ component: String, _ platform: String, _ experience: String, _ criterion: String
  ) -> String? {
    for case .scenario(let scenario) in target(component, platform, experience)?.document
      .feature?.children ?? []
    where scenario.tags.contains(where: { $0.name == "@criterion:\(criterion)" }) {
      return scenario.name
    }
    return nil
  }

  private static let readers = ["ios": "VoiceOver", "android": "TalkBack"]

  // MARK: - Button

  /// The iOS notes: the word "button" stays out of the name ("Submit button, Button" is the
  /// wrong announcement). The name step quotes an example label, so the rule has its own step.
  @Test func theButtonsNameLeavesTheRoleWordToTheRole() {
    for (platform, reader) in Self.readers {
      for experience in ["text-button", "icon-button"] {
        #expect(
          steps("button", platform, experience, "screen-reader.name-without-role")?.last
            == "\(reader) reads the name without the word button in one focus stop")
      }
    }
    #expect(steps("button", "web", "text-button", "screen-reader.name-without-role") == nil)
    let checklist = target("button", "ios", "text-button")?.checklistBody ?? ""
    #expect(checklist.contains("(\"Submit button, Button\")"))
  }

  /// Where the role step takes a usage hint in place of the role word, the one-stop step
  /// counts the hint as the role too: a build the role step passes is not failed by it.
  @Test func theOneStopStepTakesTheHintWhereTheRoleStepDoes() {
    for (component, experience) in [
      ("button", "text-button"), ("button", "icon-button"), ("checkbox", "default"),
    ] {
      for platform in ["ios", "android"] {
        let role = steps(component, platform, experience, "screen-reader.role")?.last ?? ""
        let group = steps(component, platform, experience, "screen-reader.group")?.last ?? ""
        #expect(!role.isEmpty && !group.isEmpty)
        #expect(
          role.contains("hint") == group.contains("or its usage hint"),
          "\(component)/\(experience) on \(platform): \(role) / \(group)")
      }
    }
  }

  // MARK: - Loading icon

  /// Focus on the icon is optional, so "Loading" must come without a swipe; on Android the
  /// checklist says how to slow a load on a phone, not on the emulator only.
  @Test func theLoadingIconIsHeardWithoutASwipeAndSlowedOnAPhone() {
    for (platform, reader) in Self.readers {
      #expect(
        scenarioName("loading-icon", platform, "default", "screen-reader.announcement")
          == "\(reader) announces that the content is loading without a swipe")
      let announced = steps("loading-icon", platform, "default", "screen-reader.announcement") ?? []
      #expect(announced.last == "\(reader) announces \"Loading\"")
      #expect(!announced.contains { $0.hasPrefix("I swipe") })
    }
    let android = target("loading-icon", "android", "default")?.checklistBody ?? ""
    #expect(android.contains("On a phone: a test build that delays the content"))
    #expect(android.contains("on the emulator, its network speed setting"))
  }

  // MARK: - Animation

  /// The source asks for the meaning of an animation, never its role; and an animation that
  /// stops does not start again until the screen is opened again.
  @Test func theAnimationAsksNoRoleAndDoesNotStartAgain() {
    for platform in ["ios", "android"] {
      #expect(steps("animation", platform, "meaningful", "screen-reader.role") == nil)
      for (experience, element) in [
        ("meaningful", "the confirmation animation"), ("decorative", "the background animation"),
      ] {
        let again = steps("animation", platform, experience, "design.no-restart")
        #expect(again?.first == "I look at \(element) for a minute after it stops")
        #expect(again?.last == "\(element), until the screen is opened again, does not animate")
      }
    }
  }

  // MARK: - Field errors

  /// A field left in error has its message next in the swipe order: one swipe back from the
  /// next field reads it, on its own or with its field, whichever build the app chose.
  @Test func theFieldLeftInErrorIsReachedByOneSwipeBack() {
    for (platform, reader) in Self.readers {
      #expect(
        steps("field-errors", platform, "on-leave", "screen-reader.announcement") == [
          "\(reader) is on",
          "the app shows the e-mail field holding jane.example.com with its error message",
          "\(reader) focus is on the password field",
          "I swipe left",
          "\(reader) announces \"E-mail address is invalid\"",
        ])
    }
  }

  /// "Error" comes right before the message; the text size check starts from a field that
  /// shows its message; the message takes no keyboard focus whichever way the form is checked.
  @Test func theFieldErrorIsShownBeforeItIsCheckedOnEveryForm() {
    let shown = "the app shows the e-mail field holding jane.example.com with its error message"
    for (platform, reader) in Self.readers {
      for experience in ["on-leave", "on-submit"] {
        let error = steps("field-errors", platform, experience, "screen-reader.error") ?? []
        #expect(error.last == "\(reader) announces \"Error. E-mail address is invalid\"")
        #expect(!error.contains("\(reader) announces \"Error\""))
        let resize = steps("field-errors", platform, experience, "settings.text-resize") ?? []
        let look = resize.firstIndex(of: "I look at the error message")
        let given = resize.firstIndex(of: shown)
        #expect(look != nil && given != nil && given! < look!)
        #expect(
          steps("field-errors", platform, experience, "keyboard.skips-message")?.last
            == "keyboard focus moves to the password field")
      }
    }
  }
}
