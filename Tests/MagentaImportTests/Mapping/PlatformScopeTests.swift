import MagentaImport
import Testing

@Suite struct PlatformScopeTests {
  @Test(arguments: [
    ("Activates the button on Android", ["android"], "Activates the button"),
    ("Activates the captcha on iOS and Android", nil, "Activates the captcha"),
    ("Activates on Android.", ["android"], "Activates"),
    ("Activates the button (Android only)", ["android"], "Activates the button"),
    ("Activates the button, iOS only", ["ios"], "Activates the button"),
    ("Focus moves to the button", nil, "Focus moves to the button"),
    (
      "Announces as a button in iOS and as \"double tap to activate\" in Android", nil,
      "Announces as a button in iOS and as \"double tap to activate\" in Android"
    ),
    ("On Android the list scrolls", ["android"], "On Android the list scrolls"),
    ("Opens the TalkBack menu", nil, "Opens the TalkBack menu"),
  ])
  func readsThePlatformsOfAValue(value: String, platforms: [String]?, text: String) {
    let read = PlatformScope.read(value: value)
    #expect(read.platforms == platforms)
    #expect(read.text == text)
  }
}
