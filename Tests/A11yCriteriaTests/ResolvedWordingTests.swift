import A11yCriteria
import JSON
import Testing

@Suite struct ResolvedWordingTests {
  @Test func tracesEachPartToTheVariantThatGaveIt() throws {
    let criterion = Criterion(
      id: "keyboard.space", group: .keyboard, wcag: ["2.1.1"],
      wording: Wording(
        title: "Space", checklist: "Space", when: "I press Space", then: ["it works"]),
      variants: [
        WordingVariant(
          applicability: Applicability(experiences: ["audio"]),
          overrides: WordingOverrides(then: ["<result>"])),
        WordingVariant(
          applicability: Applicability(platforms: ["android"]),
          overrides: WordingOverrides(title: "Space on Android")),
      ])
    let resolved = criterion.resolvedWording(experience: "audio", platform: "ios")
    let path = JSONPath.root.appending("criteria").appending(1)
    #expect(resolved.path(of: .when, criterionPath: path).description == "criteria[1].when")
    #expect(
      resolved.path(of: .then, criterionPath: path).description == "criteria[1].variants[0].then")
    #expect(resolved.wording.then == ["<result>"])
    #expect(resolved.wording.title == "Space")
  }

  @Test func aTableWithoutColumnsRemovesTheExamples() {
    let criterion = Criterion(
      id: "screen-reader.name", group: .screenReader, wcag: ["4.1.2"],
      wording: Wording(
        title: "Name", checklist: "Name", when: "I look", then: ["<name>"],
        examples: ExamplesTable(header: ["name"], rows: [["A"], ["B"]])),
      variants: [
        WordingVariant(
          applicability: Applicability(experiences: ["single"]),
          overrides: WordingOverrides(
            then: ["A"], examples: ExamplesTable(header: [], rows: [])))
      ])
    #expect(criterion.wording(experience: "single", platform: "ios").examples == nil)
    #expect(criterion.wording(experience: "other", platform: "ios").examples?.rows.count == 2)
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
