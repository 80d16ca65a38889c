import A11yCriteria
import Foundation
import TestSupport
import Testing

@Suite struct BuiltInCatalogTests {
  private let catalog: Catalog
  private let captcha: Component

  init() throws {
    catalog = try LoadedCatalog.builtIn()
    captcha = try #require(catalog.component("captcha"))
  }

  /// A configuration picks built-in components by id before any is decoded: each file is
  /// named after its component.
  @Test func namesEveryFileAfterItsComponent() {
    #expect(BuiltInCatalog.componentIDs == catalog.components.map(\.id))
  }

  @Test func hasTheCaptchaExperiencesAndPlatforms() {
    #expect(captcha.experiences.map(\.id) == ["table-row", "image-button", "audio-challenge"])
    #expect(captcha.platforms.map(\.id) == ["ios", "android"])
    #expect(captcha.platforms.map(\.screenReader) == ["VoiceOver", "TalkBack"])
  }

  @Test func hasTheThirteenCriteriaInDesignOrder() {
    #expect(
      captcha.criteria.map(\.id) == [
        "keyboard.focus", "keyboard.space", "keyboard.enter", "gesture.swipe", "gesture.double-tap",
        "screen-reader.name", "screen-reader.role", "screen-reader.group", "screen-reader.state",
        "focus.order", "focus.modal", "settings.text-resize", "design.alternative",
      ])
  }

  @Test(arguments: [
    ("table-row", "ios", 11), ("table-row", "android", 12),
    ("image-button", "ios", 10), ("image-button", "android", 11),
    ("audio-challenge", "ios", 11), ("audio-challenge", "android", 12),
  ])
  func appliesTheRightNumberOfCriteria(experience: String, platform: String, count: Int) throws {
    let e = try #require(captcha.experience(experience))
    let p = try #require(captcha.platform(platform))
    #expect(captcha.criteria(for: e, on: p).count == count)
  }

  @Test func scopesTheCriteriaThatDoNotApplyEverywhere() throws {
    let ids = { (experience: String, platform: String) in
      captcha.criteria(for: captcha.experience(experience)!, on: captcha.platform(platform)!).map(
        \.id)
    }
    #expect(!ids("image-button", "ios").contains("keyboard.enter"))
    #expect(ids("image-button", "android").contains("keyboard.enter"))
    #expect(ids("table-row", "ios").contains("screen-reader.group"))
    #expect(!ids("audio-challenge", "ios").contains("screen-reader.group"))
    #expect(ids("audio-challenge", "ios").contains("focus.modal"))
    #expect(!ids("table-row", "android").contains("focus.modal"))
  }

  @Test func carriesTheWCAGReferencesOfTheDesign() {
    let wcag = Dictionary(uniqueKeysWithValues: captcha.criteria.map { ($0.id, $0.wcag) })
    #expect(wcag["keyboard.focus"] == ["2.1.1", "2.4.7"])
    #expect(wcag["screen-reader.name"] == ["4.1.2", "1.1.1"])
    #expect(wcag["screen-reader.group"] == ["1.3.1"])
    #expect(wcag["settings.text-resize"] == ["1.4.4"])
    #expect(wcag["design.alternative"] == ["3.3.8", "1.1.1"])
  }

  @Test func describesHowEachPlatformAnnouncesRolesAndStates() {
    let words = captcha.platforms.map { platform in
      (
        ["tableRow", "imageButton", "button", "textField"].map { platform.role($0) },
        platform.state("disabled"), platform.activationKeys
      )
    }
    #expect(words[0].0 == ["Button", "Button", "Button", "Text field"])
    #expect(words[0].1 == "Dimmed")
    #expect(words[0].2 == ["Space"])
    // TalkBack announces the role; "Double tap to activate" is the hint that follows it, and
    // where the sources accept the hint alone the profile says so.
    #expect(words[1].0 == ["Button", "Button", "Button", "Edit box"])
    let android = captcha.platforms[1]
    #expect(
      ["tableRow", "imageButton", "button", "textField"].map { android.roleHint($0) } == [
        "Double tap to activate", "Double tap to activate", "Double tap to activate", nil,
      ])
    #expect(words[1].1 == "Disabled")
    #expect(words[1].2 == ["Space", "Enter"])
  }

  @Test func quotesWhatTheScreenReaderSaysInRoleAndStateSteps() throws {
    let role = try #require(captcha.criteria.first { $0.id == "screen-reader.role" })
    #expect(
      role.wording(experience: "table-row", platform: "android").then == [
        "TalkBack announces the role \"Button\" or a hint starting with \"Double tap to activate\""
      ])
    let audio = role.wording(experience: "audio-challenge", platform: "ios")
    #expect(
      audio.examples?.rows.map { $0[1] } == [
        "the role \"Button\"", "the role \"Text field\"", "the role \"Button\"",
      ])
    let state = try #require(captcha.criteria.first { $0.id == "screen-reader.state" })
    #expect(
      state.wording(experience: "image-button", platform: "ios").then == [
        "VoiceOver announces the state \"Dimmed\""
      ])
  }

  @Test func neverSaysTheTableRowImageIsFocused() throws {
    for platform in ["ios", "android"] {
      let texts = captcha.criteria(
        for: try #require(captcha.experience("table-row")),
        on: try #require(captcha.platform(platform))
      ).flatMap { criterion -> [String] in
        let wording = criterion.wording(experience: "table-row", platform: platform)
        return wording.then + (wording.examples?.rows.flatMap { $0 } ?? [])
      }
      #expect(!texts.contains { $0.contains("\"Image\"") })
      #expect(texts.contains { $0.contains("never lands on the captcha image") })
    }
  }

  @Test func hasDeveloperNotesForEveryFrameworkInEveryGroupWithCode() {
    let frameworks = captcha.platforms.flatMap(\.frameworks).map(\.id)
    #expect(frameworks == ["uikit", "swiftui", "android-views", "jetpack-compose"])
    for group in [CriterionGroup.screenReader, .focus, .settings, .gestures] {
      for framework in frameworks {
        let notes = captcha.criteria.filter { $0.group == group }.flatMap {
          $0.notes(for: framework)
        }
        #expect(!notes.isEmpty, "no \(framework) notes for \(group)")
      }
    }
  }

  @Test func resolvesWordingPerExperienceAndPlatform() throws {
    let space = try #require(captcha.criteria.first { $0.id == "keyboard.space" })
    #expect(space.wording(experience: "image-button", platform: "ios").examples == nil)
    let audio = space.wording(experience: "audio-challenge", platform: "ios")
    // Both buttons activate alike: the outcome is written into the step, the control is not.
    #expect(audio.examples?.header == ["control"])
    #expect(audio.then == ["<control> activates"])
    #expect(audio.when == "I press Space")
  }

  @Test func embeddedFilesMatchTheCatalogDirectory() throws {
    let directory = TestData.packageRoot.appendingPathComponent("Catalog")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(BuiltInCatalog.embeddedFileNames == names, "run `make embed`")
    for name in names {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      #expect(
        BuiltInCatalog.embeddedFile(name) == text, "Catalog/\(name) changed: run `make embed`")
    }
  }

  /// Criterion ids start with the slug of their checklist group, so `@criterion:gesture.*`
  /// style selections find them. Three older ids start with `behaviour.` instead; they are a
  /// public contract and keep their names, and no other id may join them.
  @Test func criterionIdsStartWithTheirGroup() {
    let prefixes: [CriterionGroup: String] = [
      .keyboard: "keyboard", .gestures: "gesture", .screenReader: "screen-reader",
      .focus: "focus", .settings: "settings", .design: "design",
    ]
    var kept: [String] = []
    for component in catalog.components {
      for criterion in component.criteria {
        let prefix = criterion.id.split(separator: ".").first.map(String.init) ?? ""
        if prefix == "behaviour" {
          kept.append("\(component.id)/\(criterion.id)")
        } else {
          #expect(prefix == prefixes[criterion.group], "\(component.id)/\(criterion.id)")
        }
      }
    }
    #expect(
      kept.sorted() == [
        "checkbox/behaviour.no-context-change", "expandable/behaviour.focus-stays",
        "radio-button/behaviour.single-choice",
      ])
  }
}
