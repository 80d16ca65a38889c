import A11yCriteria
import MagentaImport
import Testing

@Suite struct ExperienceDeriverTests {
  @Test func derivesTheCaptchaExperiencesFromTheirDescriptions() {
    let experiences = ExperienceDeriver.experiences(
      from: [
        .init(
          text:
            "A non-interactive image in a table row, where the whole table row acts like a button.",
          line: 1),
        .init(text: "A single interactive element, like an image button", line: 2),
        .init(
          text: "An audio challenge as an equivalent experience to the image challenge", line: 3),
      ], componentTitle: "Captcha")
    #expect(
      experiences.map { "\($0.id) | \($0.title) | \($0.interactiveElement)" } == [
        "table-row | Table row | the table row",
        "image-button | Image button | the image button",
        "audio-challenge | Audio challenge | the audio challenge",
      ])
    #expect(
      experiences[0].description
        == "A non-interactive image in a table row, where the whole table row acts like a button.")
  }

  @Test func makesIdsUniqueAndNamesItemsWithoutANounPhrase() {
    let experiences = ExperienceDeriver.experiences(
      from: [
        .init(text: "A toggle with a label", line: 1),
        .init(text: "A toggle (compact)", line: 2),
        .init(text: "(none)", line: 3),
      ], componentTitle: "Switch")
    #expect(experiences.map(\.id) == ["toggle", "toggle-2", "experience-3"])
  }

  @Test func givesOneDefaultExperienceWhenTheDocumentListsNone() {
    #expect(
      ExperienceDeriver.experiences(from: [], componentTitle: "Alert dialog") == [
        Experience(id: "default", title: "Alert dialog", interactiveElement: "the alert dialog")
      ])
  }
}
