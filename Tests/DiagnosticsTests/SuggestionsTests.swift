import Diagnostics
import Testing

@Suite struct SuggestionsTests {
  @Test func suggestsNearMisses() {
    #expect(
      Suggestions.closest(to: "--critera", in: ["--criteria", "--templates", "--out"])
        == "--criteria")
    #expect(Suggestions.closest(to: "wcga", in: ["wcag", "when", "then"]) == "wcag")
    #expect(
      Suggestions.hint(for: "genrate", in: ["generate", "check"]) == "; did you mean 'generate'?")
  }

  @Test func staysQuietWhenNothingIsClose() {
    #expect(Suggestions.closest(to: "zzz", in: ["generate", "check"]) == nil)
    #expect(Suggestions.hint(for: "x", in: [String]()) == "")
  }
}
