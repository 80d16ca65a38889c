import A11yCriteria
import Testing

/// `platformDesignNotes` gives a platform its own design notes in place of the component's,
/// and names only platforms of the component.
@Suite struct PlatformDesignNotesTests {
  private let file = """
    {
      "version": 2,
      "id": "switch",
      "title": "Switch",
      "designNotes": ["Use the app's native switch."],
      "platformDesignNotes": {"web": ["Add role switch to a button."]},
      "background": ["the app shows the switch"],
      "platformBackground": {"web": ["the browser shows the page with the switch"]},
      "experiences": [
        {"id": "default", "title": "Default", "interactiveElement": "the switch",
         "role": "switch", "name": "Wi-Fi", "states": ["on", "off"],
         "parameters": {"start": "the Search link", "swipeStart": "the Network heading"}}
      ],
      "platforms": ["ios", "web"],
      "criteria": [{"standard": "screen-reader.role"}]
    }
    """

  @Test func eachPlatformReadsItsOwnNotesOrTheComponents() throws {
    let component = try CriteriaLoader.load(bytes: Array(file.utf8), path: "switch.json")
    #expect(component.designNotes(on: "web") == ["Add role switch to a button."])
    #expect(component.designNotes(on: "ios") == ["Use the app's native switch."])
  }

  @Test func aKeyThatIsNoPlatformOfTheComponentIsAnError() {
    let text = file.replacingOccurrences(
      of: #""platformDesignNotes": {"web""#, with: #""platformDesignNotes": {"android""#)
    #expect(text != file)
    do {
      _ = try CriteriaLoader.load(bytes: Array(text.utf8), path: "switch.json")
      Issue.record("a design note for a platform the component lacks loaded")
    } catch {
      #expect(
        error.diagnostics.map(\.message) == [
          "platformDesignNotes: 'android' is not a platform of this component"
        ])
    }
  }
}
