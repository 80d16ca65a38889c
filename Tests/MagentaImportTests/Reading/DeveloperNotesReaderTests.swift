import A11yCriteria
import Testing

@testable import MagentaImport

@Suite struct DeveloperNotesReaderTests {
  private func read(_ text: String) -> DeveloperNotes {
    let source = SourceDocument(path: "doc.md", text: text)
    return DeveloperNotesReader(document: source, platforms: Fixture.importer.platforms)
      .read(MarkdownOutline(source).sections)
  }

  /// `platform | topic | framework | text`, one note a line.
  private func lines(_ notes: DeveloperNotes) -> [String] {
    notes.notes.map {
      "\($0.platform ?? "-") | \($0.topic ?? "-") | \($0.framework ?? "-") | \($0.text)"
    }
  }

  @Test func readsPlatformSectionsTopicsAndFrameworkHeadings() {
    let notes = read(
      """
      ## iOS Developer Notes

      - Here are just a few experiences for Captcha:
          1. A non-interactive image in a table row.
          2. A single interactive element, like an image button
      - Captchas are rare in **native** apps

      ### Name

      - Experiences (refer to number above):
          1. Alt text on the image
          2. Name matches the visible text

      #### **UIKit**
      - Set <b>`accessibilityLabel`</b>
          - The title overrides it

      #### **SwiftUI**
      - Use `accessibilityLabel(_:)`

      ### Focus
      - Let the device manage focus

      ## Android Developer Notes

      ### State

      #### **Jetpack Compose**
      - Use `Modifier.semantics { disabled() }`

      ```kotlin
      Button(enabled = false) {}
      ```

      ## Gherkin
      - not a note
      """)
    #expect(
      notes.experiences == [
        .init(text: "A non-interactive image in a table row.", line: 4),
        .init(text: "A single interactive element, like an image button", line: 5),
      ])
    #expect(
      notes.experienceNotes == [
        .init(
          platform: "ios", topic: "Name", experience: 1, text: "Alt text on the image", line: 11),
        .init(
          platform: "ios", topic: "Name", experience: 2, text: "Name matches the visible text",
          line: 12),
      ])
    #expect(notes.codeExamples == 1)
    #expect(
      lines(notes) == [
        "ios | - | - | Captchas are rare in native apps",
        "ios | Name | uikit | Set `accessibilityLabel`",
        "ios | Name | uikit | The title overrides it",
        "ios | Name | swiftui | Use `accessibilityLabel(_:)`",
        "ios | Focus | - | Let the device manage focus",
        "android | State | jetpack-compose | Use `Modifier.semantics { disabled() }`",
      ])
  }

  @Test func readsPlatformSectionsWithFrameworkBullets() {
    let notes = read(
      """
      ## iOS

      ### Developer Notes
      - Modals draw attention to a task

      ### Name
      - Programmatic name describes the purpose
      - **UIKit**
        - Set `accessibilityLabel`
      - **SwiftUI**
        - Use `accessibilityLabel(_:)`

      ## Android

      ### Focus
      - **Android View**
      \t- `android:focusable`
      - **Jetpack Compose**
        - `Modifier.focusTarget()`

      {% highlight kotlin %}
      AlertDialog(onDismissRequest = {})
      {% endhighlight %}
      """)
    #expect(notes.experiences.isEmpty)
    #expect(notes.codeExamples == 1)
    #expect(
      lines(notes) == [
        "ios | - | - | Modals draw attention to a task",
        "ios | Name | - | Programmatic name describes the purpose",
        "ios | Name | uikit | Set `accessibilityLabel`",
        "ios | Name | swiftui | Use `accessibilityLabel(_:)`",
        "android | Focus | android-views | `android:focusable`",
        "android | Focus | jetpack-compose | `Modifier.focusTarget()`",
      ])
  }

  @Test func readsOneNotesSectionWithPlatformOptionsAndPlatformBullets() {
    let notes = read(
      """
      ## Developer notes
      There are several experiences for Captcha:
        - A non-interactive image in a table row
        - An audio challenge
      When selecting a captcha, offer more than a cognitive test.

      ### Name

      Experiences:

      - Alt text on the image

      Name describes the purpose of the control

      **iOS Options**

      - Set a label in Interface Builder

      **Android Options**

      - android:text XML attribute

      ### Groupings

      - **iOS**
        - accessibilityFrame
      - **Android**
        - ViewGroup

      ### Focus

      Experiences:

      1) Focus is on the whole table row

      2) Each element receives focus
         by swipe or touch

      Only manage focus when needed.
      """)
    #expect(
      notes.experiences.map(\.text) == [
        "A non-interactive image in a table row", "An audio challenge",
      ])
    // Numbers come from the items ("1)"), else from their place in the list ("-").
    #expect(
      notes.experienceNotes.map { "\($0.platform ?? "-") \($0.topic) \($0.experience) \($0.text)" }
        == [
          "- Name 1 Alt text on the image", "- Focus 1 Focus is on the whole table row",
          "- Focus 2 Each element receives focus by swipe or touch",
        ])
    #expect(
      lines(notes) == [
        "- | - | - | When selecting a captcha, offer more than a cognitive test.",
        "- | Name | - | Name describes the purpose of the control",
        "ios | Name | - | Set a label in Interface Builder",
        "android | Name | - | android:text XML attribute",
        "ios | Groupings | - | accessibilityFrame",
        "android | Groupings | - | ViewGroup",
        "- | Focus | - | Only manage focus when needed.",
      ])
  }

  @Test func readsBoldFrameworkLinesGeneralNotesAndPlatformTips() {
    let notes = read(
      """
      ## iOS Developer Notes
      ### General Notes
      - A slider is a track with a thumb, which you
        can slide between a minimum and a maximum

      ### Name
      - Programmatic name describes the purpose of the control.

      **UIKit**
        - Set `accessibilityLabel`
          - The title overrides it

      **SwiftUI**
        - Use `accessibilityLabel(_:)`

      ### Groupings
      - N/A

      ## Developer notes
      ### Role
      -   **iOS Tips**
          -   Standard UIButton
      -   **Android Tips**
          -   Standard button or ImageButton
       - **Android**
          -   Seekbar class
      """)
    #expect(
      lines(notes) == [
        "ios | - | - | A slider is a track with a thumb, which you can slide between a minimum and a maximum",
        "ios | Name | - | Programmatic name describes the purpose of the control.",
        "ios | Name | uikit | Set `accessibilityLabel`",
        "ios | Name | uikit | The title overrides it",
        "ios | Name | swiftui | Use `accessibilityLabel(_:)`",
        "ios | Role | - | Standard UIButton",
        "android | Role | - | Standard button or ImageButton",
        "android | Role | - | Seekbar class",
      ])
  }
}
