import A11yCriteria
import MagentaImport
import Testing

/// The criteria of a document's items as the document states them: the checklist line in the
/// document's words, the WCAG references, and no steps (those come from the standard criteria
/// and the step vocabulary).
@Suite struct CriterionMapperTests {
  @Test(
    arguments: [
      (
        "Tab, arrow keys or ctl+tab", SourceGroup.keyboard,
        "Focus visibly moves to the captcha button", "Focus visibly moves to the captcha button",
        "2.1.1 2.4.7"
      ),
      (
        "Spacebar", .keyboard, "Activates the captcha on iOS and Android",
        "Space activates the captcha on iOS and Android", "2.1.1"
      ),
      (
        "Enter", .keyboard, "Any buttons or links are activated on Android",
        "Any buttons or links are activated on Android", "2.1.1"
      ),
      ("Doubletap", .gestures, "Activates the button", "Double tap activates the button", "4.1.2"),
      (
        "Swipe", .gestures, "Focus moves to the interactive elements",
        "Focus moves to the interactive elements", "4.1.2"
      ),
      (
        "State", .screenReader, "Expresses its state (disabled/dimmed)",
        "Expresses its state (disabled/dimmed)", "4.1.2"
      ),
      (
        "Name", .screenReader, "Purpose is clear (ex: \"Captcha\")",
        "Purpose is clear (ex: \"Captcha\")", "4.1.2 1.1.1"
      ),
      ("Group", .screenReader, "All items read as one", "All items read as one", "1.3.1"),
      (
        "Text resize", .settings, "Text can resize up to 310% without losing information",
        "Text can resize up to 310% without losing information", "1.4.4"
      ),
      (
        "Escape", .keyboard, "The modal closes and returns focus to the button.",
        "The modal closes and returns focus to the button", "2.1.1"
      ),
      (
        "Ios and android-swipe-up/down", .gestures, "Adjusts the value",
        "Swipe up/down adjusts the value", "4.1.2"
      ),
      (
        "Value", .screenReader, "Announces the current value", "Announces the current value",
        "4.1.2"
      ),
      (
        "If close button present", .gestures, "Focus moves to it, then closes",
        "If close button present: Focus moves to it, then closes", "4.1.2"
      ),
      ("Reduce motion", .settings, "Animations stop", "Animations stop", "1.4.4"),
      (
        "Initial focus", .screenReader, "Focus lands on the close button",
        "Focus lands on the close button", "2.4.3"
      ),
      (
        "Escape, Back", .keyboard, "Closes {{everything}}", "Escape, back closes { {everything} }",
        "2.1.1"
      ),
    ])
  func writesTheChecklistLineInTheDocumentsWordsAndTheWCAGReferences(
    key: String, group: SourceGroup, value: String, checklist: String, wcag: String
  ) throws {
    let mapping = try #require(KeyClassifier.classify(key, filedUnder: group))
    let criterion = CriterionMapper.criterion(mapping, value: value, platforms: mapping.platforms)
    #expect(criterion.wording.checklist == checklist)
    #expect(criterion.wcag.joined(separator: " ") == wcag)
    #expect(criterion.wording.given.isEmpty && criterion.wording.then.isEmpty)
    #expect(!criterion.wording.title.contains(","))
  }
}
