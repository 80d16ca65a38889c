import A11yCriteria
import JSON
import Testing

@Suite struct ResolvedWordingTests {
  @Test func tracesEachPartToTheVariantThatGaveIt() throws {
    let captcha = try #require(try BuiltInCatalog.load().component("captcha"))
    let index = try #require(captcha.criteria.firstIndex { $0.id == "keyboard.space" })
    let resolved = captcha.criteria[index].resolvedWording(
      experience: "audio-challenge", platform: "ios")
    let criterion = JSONPath.root.appending("criteria").appending(index)
    #expect(resolved.path(of: .when, criterionPath: criterion).description == "criteria[1].when")
    #expect(
      resolved.path(of: .then, criterionPath: criterion).description
        == "criteria[1].variants[0].then")
    #expect(resolved.wording.then == ["<result>"])
  }

  @Test func linksSuccessCriteriaToTheirUnderstandingPages() throws {
    let urls = ["4.1.2", "1.1.1", "3.3.8", "2.4.7"].compactMap {
      SuccessCriterion.named($0)?.understandingURL
    }
    #expect(
      urls == [
        "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html",
        "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html",
        "https://www.w3.org/WAI/WCAG22/Understanding/accessible-authentication-minimum.html",
        "https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html",
      ])
  }
}
