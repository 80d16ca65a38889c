import Foundation
import TestSupport
import Testing

/// A team's own web component in criteria format 2, and a team's override of the web profile:
/// generate writes `OUT/COMPONENT/web/EXPERIENCE.feature`, one Examples row per screen reader
/// of the profile, and `--platform web` selects it.
@Suite struct WebComponentTests {
  /// The component the criteria format page shows: a web-only favourite button with its own start element.
  static let component = """
    {
      "version": 2, "id": "favourite", "title": "Favourite button",
      "background": ["the browser shows the page with the Favourite button"],
      "experiences": [{"id": "default", "title": "Toggle button",
        "interactiveElement": "the Favourite button", "role": "button", "name": "Favourite",
        "states": ["disabled"],
        "parameters": {"start": "the Search link", "swipeStart": "the Recipes heading"}}],
      "platforms": ["web"],
      "criteria": [
        {"standard": "keyboard.focus"}, {"standard": "keyboard.space"},
        {"standard": "keyboard.enter"}, {"standard": "gesture.swipe"},
        {"standard": "screen-reader.role"}, {"standard": "screen-reader.state"}
      ]
    }
    """

  /// A team that tests with NVDA and VoiceOver on macOS only.
  static let profiles = """
    {
      "version": 2,
      "profiles": [{
        "id": "web", "name": "Web", "screenReader": "each screen reader",
        "roles": {"button": "button"}, "states": {"disabled": "aria-disabled=true"},
        "activationKeys": ["Enter", "Space"],
        "activationKeysByRole": {"button": ["Enter", "Space"]},
        "standardVariants": {
          "keyboard.focus": "web.keyboard.focus", "keyboard.space": "web.keyboard.space",
          "keyboard.enter": "web.keyboard.enter", "gesture.swipe": "web.gesture.swipe",
          "screen-reader.role": "web.screen-reader.role",
          "screen-reader.state": "web.screen-reader.state"
        },
        "screenReaders": [
          {"name": "NVDA", "device": "desktop", "roles": {"button": "button"},
           "states": {"disabled": "unavailable"}},
          {"name": "macOS VoiceOver", "device": "desktop", "roles": {"button": "button"},
           "states": {"disabled": "dimmed"}}
        ]
      }]
    }
    """

  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    try directory.write(Self.component, to: "criteria/favourite.json")
  }

  private func feature() throws -> String {
    try String(
      contentsOf: directory.url.appendingPathComponent("features/favourite/web/default.feature"),
      encoding: .utf8)
  }

  @Test func generatesTheWebFeatureWithEveryScreenReaderOfTheBuiltInProfile() throws {
    let result = CLI.run(
      ["generate", "--criteria", "criteria", "--out", "features"], in: directory.path)
    #expect(result.status == 0, "\(result.error)")
    let text = try feature()
    #expect(text.contains("@a11y @component:favourite @platform:web @experience:default"))
    #expect(text.contains("Given keyboard focus is on the Search link\n    When I press Tab"))
    for row in [
      "| NVDA            | the state \"unavailable\" |",
      "| JAWS            | the state \"unavailable\" |",
      "| macOS VoiceOver | the state \"dimmed\"      |",
      "| iOS VoiceOver   | the state \"dimmed\"      |",
      "| TalkBack        | the state \"disabled\"    |",
    ] {
      #expect(text.contains(row), "\(row)")
    }
    // Swiping is for the phones' screen readers only.
    let swipe = try #require(text.range(of: "When I swipe right"))
    let examples = text[swipe.upperBound...].prefix(260)
    #expect(examples.contains("iOS VoiceOver") && !examples.contains("NVDA"))
    let check = CLI.run(
      ["check", "--criteria", "criteria", "--out", "features"], in: directory.path)
    #expect(check.status == 0, "\(check.output)")
  }

  @Test func aTeamsProfileKeepsOnlyItsScreenReaders() throws {
    try directory.write(Self.profiles, to: "criteria/profiles.json")
    // With no phone screen reader left, a swipe criterion would apply nowhere: the team drops it.
    try directory.write(
      Self.component.replacingOccurrences(of: #"{"standard": "gesture.swipe"},"#, with: ""),
      to: "criteria/favourite.json")
    let result = CLI.run(
      ["generate", "--criteria", "criteria", "--out", "features", "--platform", "web"],
      in: directory.path)
    #expect(result.status == 0, "\(result.error)")
    let text = try feature()
    #expect(text.contains("| NVDA            | the state \"unavailable\" |"))
    #expect(text.contains("| macOS VoiceOver | the state \"dimmed\"      |"))
    #expect(!text.contains("JAWS") && !text.contains("TalkBack"))
    #expect(!text.contains("I swipe right"))
  }

  /// The documentation's example of a team's web component generates the same file as this
  /// suite's.
  @Test func theDocumentedExampleGenerates() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/criteria-format.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let blocks = text.components(separatedBy: "```json\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    let example = try #require(blocks.first { $0.contains(#""id": "favourite""#) })
    try directory.write(example, to: "criteria/favourite.json")
    let result = CLI.run(
      ["generate", "--criteria", "criteria", "--out", "features"], in: directory.path)
    #expect(result.status == 0, "\(result.error)")
    let feature = try feature()
    #expect(feature.contains("Given keyboard focus is on the Search link"))
    #expect(feature.contains("| macOS VoiceOver | the state \"dimmed\"      |"))
  }

  @Test func aWebExperienceNamingAPlatformTheComponentLacksIsAnError() throws {
    try directory.write(
      Self.component.replacingOccurrences(
        of: #""name": "Favourite","#, with: #""name": "Favourite", "platforms": ["wbe"],"#),
      to: "criteria/favourite.json")
    let result = CLI.run(
      ["generate", "--criteria", "criteria", "--out", "features"], in: directory.path)
    #expect(result.status == 2)
    #expect(result.error.contains("'wbe' is not a platform of this component"))
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/features"))
  }
}
