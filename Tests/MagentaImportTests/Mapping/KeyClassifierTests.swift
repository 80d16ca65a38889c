import A11yCriteria
import MagentaImport
import Testing

@Suite struct KeyClassifierTests {
  @Test(arguments: [
    ("Tab, arrow keys or ctl+tab", "keyboard.focus"),
    ("tab, arrow keys or Ctl+tab", "keyboard.focus"),
    ("Tab, arrow keys or Ctr+tab", "keyboard.focus"),
    ("Tab, arrow keys, or ctrl+tab", "keyboard.focus"),
    ("tab or arrow keys", "keyboard.focus"),
    ("Tab", "keyboard.focus"),
    ("Spacebar", "keyboard.space"),
    ("Space", "keyboard.space"),
    ("Space bar", "keyboard.space"),
    ("SPACEBAR", "keyboard.space"),
    ("Enter", "keyboard.enter"),
    ("enter", "keyboard.enter"),
    ("Swipe", "gesture.swipe"),
    ("Doubletap", "gesture.double-tap"),
    ("Double-tap", "gesture.double-tap"),
    ("Double tap", "gesture.double-tap"),
    ("Name", "screen-reader.name"),
    ("Role", "screen-reader.role"),
    ("Group", "screen-reader.group"),
    ("Groupings", "screen-reader.group"),
    ("State", "screen-reader.state"),
    ("Text resize", "settings.text-resize"),
    ("text resize", "settings.text-resize"),
    ("TEXT RESIZE", "settings.text-resize"),
  ])
  func mapsEverySpellingOfTheSharedKeys(key: String, id: String) {
    // Shared keys map by their own group wherever they are filed.
    for group in SourceGroup.allCases {
      #expect(KeyClassifier.classify(key, filedUnder: group)?.id == id)
    }
    #expect(KeyClassifier.classify(key, filedUnder: nil)?.id == id)
  }

  @Test(arguments: [
    ("Escape", SourceGroup.keyboard, "keyboard.escape", "Escape"),
    ("ESCAPE", .keyboard, "keyboard.escape", "Escape"),
    ("Arrow up/down", .keyboard, "keyboard.arrow-up-down", "Arrow up/down"),
    ("Ctrl+alt+Z", .keyboard, "keyboard.ctrl-alt-z", "Ctrl+Alt+Z"),
    ("Value", .screenReader, "screen-reader.value", "Value"),
    ("Column header", .screenReader, "screen-reader.column-header", "Column header"),
    ("Rotor/TalkBack menu", .gestures, "gesture.rotor-talkback-menu", "Rotor/TalkBack menu"),
    (
      "If close button present", .gestures, "gesture.if-close-button-present",
      "If close button present"
    ),
    ("Bold text", .settings, "settings.bold-text", "Bold text"),
    ("Focus", .screenReader, "focus.order", "Focus"),
    ("Initial focus", .gestures, "focus.initial", "Initial focus"),
    ("Focus", .keyboard, "keyboard.focus", "Focus"),
  ])
  func mapsOtherKeysToSlugsUnderTheirGroup(
    key: String, group: SourceGroup, id: String, display: String
  ) {
    let mapping = KeyClassifier.classify(key, filedUnder: group)
    #expect(mapping?.id == id)
    #expect(mapping?.display == display)
    #expect(mapping?.known == nil)
  }

  @Test func leavesOtherKeysOutsideAnyGroupAndKeysWithoutLettersUnmapped() {
    #expect(KeyClassifier.classify("Escape", filedUnder: nil) == nil)
    #expect(KeyClassifier.classify("!!", filedUnder: .keyboard) == nil)
  }

  @Test(arguments: [
    ("Ios and android-swipe-up/down", "gesture.swipe-up-down", nil, "Swipe up/down"),
    ("Android: swipe up", "gesture.swipe-up", ["android"], "Swipe up"),
    ("iOS only - three finger swipe", "gesture.three-finger-swipe", ["ios"], "Three finger swipe"),
    ("Enter (Android only)", "keyboard.enter", ["android"], "Enter"),
    ("Enter on Android", "keyboard.enter", ["android"], "Enter"),
    ("Escape - iOS", "keyboard.escape", ["ios"], "Escape"),
    ("Android", "keyboard.android", nil, "Android"),
  ])
  func readsPlatformsInKeys(key: String, id: String, platforms: [String]?, display: String) {
    let group: SourceGroup = id.hasPrefix("gesture") ? .gestures : .keyboard
    let mapping = KeyClassifier.classify(key, filedUnder: group)
    #expect(mapping?.id == id)
    #expect(mapping?.platforms == platforms)
    #expect(mapping?.display == display)
  }

  @Test(arguments: [
    ("Tab, arrow keys or ctl+tab", ["Tab", "the arrow keys", "Ctrl+Tab"]),
    ("tab or arrow keys", ["Tab", "the arrow keys"]),
    ("Ctr+tab", ["Ctrl+Tab"]),
    ("Tab", ["Tab"]),
    ("Tab, Shift+Tab", ["Tab", "Shift+Tab"]),
  ])
  func namesTheKeysThatMoveFocus(key: String, keys: [String]) {
    #expect(KeyClassifier.focusKeys(in: key) == keys)
  }
}
