import Testing

@testable import A11yCriteria

/// The `{{name}}` placeholders of standard criteria, scanned as bytes.
@Suite struct PlaceholderTextTests {
  private let values = ["element": "the Play button", "screenReader": "VoiceOver", "": "empty"]

  @Test func fillsEveryPlaceholderInOrder() {
    #expect(
      PlaceholderText.fill("{{screenReader}} reads {{element}}.", values)
        == "VoiceOver reads the Play button.")
    #expect(PlaceholderText.fill("no placeholder", values) == "no placeholder")
    #expect(PlaceholderText.fill("", values) == "")
  }

  @Test func aMissingValueGivesNoText() {
    #expect(PlaceholderText.fill("{{element}} and {{state}}", values) == nil)
  }

  @Test func unclosedAndEdgeDelimitersStayText() {
    #expect(PlaceholderText.fill("{{element} stays", values) == "{{element} stays")
    #expect(PlaceholderText.fill("a {single} brace", values) == "a {single} brace")
    #expect(PlaceholderText.fill("}}{{element}}{{", values) == "}}the Play button{{")
    #expect(PlaceholderText.fill("{{}}", values) == "empty")
    // The first `}}` closes: the name of `{{{element}}` is `{element`.
    #expect(PlaceholderText.fill("{{{element}}", values) == nil)
  }

  @Test func keepsTextOutsideASCII() {
    #expect(
      PlaceholderText.fill("« {{element}} » — ✓ {{screenReader}}é", values)
        == "« the Play button » — ✓ VoiceOveré")
  }

  @Test func namesAndMentions() {
    #expect(PlaceholderText.names(in: "{{a}} x {{focusOrder}} {{b") == ["a", "focusOrder"])
    #expect(PlaceholderText.mentions("focusOrder", in: "move to {{focusOrder}}"))
    #expect(!PlaceholderText.mentions("focusOrder", in: "move to {{focusOrderX}}"))
    #expect(!PlaceholderText.mentions("focusOrder", in: "focusOrder without braces"))
  }
}
