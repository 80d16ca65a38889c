import A11yCriteria
import Testing

/// The built-in profiles name every role and state the native catalog needs, and each word
/// reaches a generated step.
@Suite struct SharedProfilesTests {
  static let roles = [
    "button", "imageButton", "image", "link", "heading", "textField", "searchField", "switch",
    "checkbox", "radioButton", "slider", "adjustable", "tab", "menuItem", "dropdown",
    "progressIndicator", "stepper", "tableRow", "alert", "dialog",
  ]
  static let states = [
    "disabled", "selected", "not selected", "checked", "not checked", "on", "off", "expanded",
    "collapsed",
  ]

  private let library = BuiltInCatalog.sharedLibrary

  @Test func theBuiltInLibraryLoads() throws {
    let library = try BuiltInCatalog.loadSharedLibrary()
    #expect(library.profiles.map(\.id) == ["ios", "android", "web"])
    #expect(
      library.profiles.map(\.screenReader) == ["VoiceOver", "TalkBack", "each screen reader"])
    #expect(
      library.profile("web")?.screenReaders.map(\.name) == [
        "NVDA", "JAWS", "macOS VoiceOver", "iOS VoiceOver", "TalkBack",
      ])
    #expect(library.profile("android")?.activationKeys == ["Space", "Enter"])
    #expect(library.profile("ios")?.activationKeys == ["Space"])
  }

  @Test(arguments: ["ios", "android"])
  func everyProfileHasEveryRoleAndState(platform: String) throws {
    let profile = try #require(library.profile(platform))
    for role in Self.roles { #expect(profile.role(role) != nil, "\(platform) lacks role \(role)") }
    for state in Self.states {
      #expect(profile.state(state) != nil, "\(platform) lacks state \(state)")
    }
    for gesture in ["swipe", "doubleTap", "adjust", "menu", "customActions"] {
      #expect(profile.gesture(gesture) != nil, "\(platform) lacks gesture \(gesture)")
    }
  }

  /// A one-control component of `role` and `states`, loaded like any criteria file.
  private func component(role: String, states: [String]) throws -> Component {
    let statesJSON = states.map { "\"\($0)\"" }.joined(separator: ", ")
    let json = """
      {
        "version": 2, "id": "probe", "title": "Probe",
        "experiences": [{"id": "default", "title": "Default", "interactiveElement": "the probe",
          "role": "\(role)", "name": "Probe", "states": [\(statesJSON)]}],
        "platforms": ["ios", "android"],
        "criteria": [{"standard": "screen-reader.role"}, {"standard": "screen-reader.state"}]
      }
      """
    return try CriteriaLoader.load(bytes: Array(json.utf8), path: "probe.json")
  }

  @Test(arguments: Self.roles)
  func rendersEachRoleWordIntoAStep(role: String) throws {
    let probe = try component(role: role, states: ["disabled"])
    for platform in probe.platforms {
      let word = try #require(platform.role(role))
      let wording = try #require(probe.criteria.first).wording(
        experience: "default", platform: platform.id)
      // The profile's other word and hint, where it accepts them, follow the role word.
      let accepted =
        ["\"\(word)\""]
        + [
          platform.roleAlternative(role).map { "\"\($0)\"" },
          platform.roleHint(role).map { "a hint starting with \"\($0)\"" },
        ].compactMap { $0 }
      let said =
        accepted.count == 1
        ? accepted[0]
        : accepted.dropLast().joined(separator: ", ") + " or " + accepted[accepted.count - 1]
      #expect(wording.then == ["\(platform.screenReader) announces the role \(said)"])
    }
  }

  @Test(arguments: Self.states)
  func rendersEachStateWordIntoAStep(state: String) throws {
    let probe = try component(role: "button", states: [state])
    for platform in probe.platforms {
      let word = try #require(platform.state(state))
      let wording = try #require(probe.criteria.last).wording(
        experience: "default", platform: platform.id)
      #expect(wording.given == ["\(platform.screenReader) is on", "the probe is \(state)"])
      // The screen reader's own word, the app's text, or nothing at all.
      let expected =
        word.isEmpty
        ? "\(platform.screenReader) announces no state"
        : platform.appSupplies(state: state)
          ? "\(platform.screenReader) announces the app's state text \"\(word)\""
          : "\(platform.screenReader) announces the state \"\(word)\""
      #expect(wording.then == [expected])
    }
  }

  @Test func theAndroidRoleIsTheRoleNotTheHint() throws {
    let android = try #require(library.profile("android"))
    #expect(android.role("button") == "Button")
    #expect(!android.roles.contains { $0.text.lowercased().contains("double tap") })
  }

  /// VoiceOver has no checkbox or radio button trait: the common build is a button, so the iOS
  /// profile quotes "Button" for both, while TalkBack names each role.
  @Test func voiceOverSaysButtonForCheckboxesAndRadioButtons() throws {
    let ios = try #require(library.profile("ios"))
    let android = try #require(library.profile("android"))
    #expect(ios.role("checkbox") == "Button")
    #expect(ios.role("radioButton") == "Button")
    #expect(android.role("checkbox") == "Checkbox")
    #expect(android.role("radioButton") == "Radio button")
    #expect(!ios.roles.contains { ["Checkbox", "Radio button"].contains($0.text) })
  }
}
