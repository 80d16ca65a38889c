import Mustache
import Testing

/// Parents and blocks: a team overrides one block of a default template and keeps the rest.
@Suite struct InheritanceTests {
  private let library: TemplateLibrary

  init() throws {
    library = try TemplateLibrary(sources: [
      "feature": """
      @a11y
      Feature: {{name}}
        {{$description}}
        Generated accessibility criteria.
        {{/description}}

        {{$background}}
        Background:
          Given the app is open
        {{/background}}

        {{#scenarios}}
        Scenario: {{.}}
        {{/scenarios}}

      """
    ])
  }

  @Test func withoutOverridesTheParentRendersItsDefaults() throws {
    let page = try Template("{{<feature}}{{/feature}}\n")
    #expect(
      try page.render(["name": "Captcha", "scenarios": ["Focus"]], partials: library) == """
        @a11y
        Feature: Captcha
          Generated accessibility criteria.

          Background:
            Given the app is open

          Scenario: Focus

        """)
  }

  @Test func overridingOneBlockKeepsTheOthers() throws {
    let page = try Template(
      """
      {{<feature}}
      {{$background}}
      Background:
        Given the app is open on {{platform}}
        And VoiceOver is running
      {{/background}}
      {{/feature}}

      """)
    #expect(
      try page.render(
        ["name": "Captcha", "platform": "iOS", "scenarios": ["Focus", "Name"]], partials: library)
          == """
          @a11y
          Feature: Captcha
            Generated accessibility criteria.

            Background:
              Given the app is open on iOS
              And VoiceOver is running

            Scenario: Focus
            Scenario: Name

          """)
  }

  @Test func anEmptyOverrideRemovesTheBlock() throws {
    let page = try Template("{{<feature}}\n{{$description}}\n{{/description}}\n{{/feature}}\n")
    #expect(
      try page.render(["name": "Captcha", "scenarios": []], partials: library) == """
        @a11y
        Feature: Captcha

          Background:
            Given the app is open


        """)
  }

  @Test func theOutermostOverrideWins() throws {
    let library = try TemplateLibrary(sources: [
      "base": "[{{$title}}base{{/title}}]",
      "middle": "{{<base}}{{$title}}middle{{/title}}{{/base}}",
    ])
    #expect(try Template("{{<middle}}{{/middle}}").render([:], partials: library) == "[middle]")
    #expect(
      try Template("{{<middle}}{{$title}}page{{/title}}{{/middle}}").render([:], partials: library)
        == "[page]")
  }

  @Test func overridesReachBlocksInsidePartialsOfTheParent() throws {
    let library = try TemplateLibrary(sources: [
      "layout": "<{{>header}}>",
      "header": "{{$title}}Default{{/title}}",
    ])
    #expect(
      try Template("{{<layout}}{{$title}}Mine{{/title}}{{/layout}}").render([:], partials: library)
        == "<Mine>")
    #expect(try Template("{{>layout}}").render([:], partials: library) == "<Default>")
  }

  @Test func dynamicParent() throws {
    let library = try TemplateLibrary(sources: ["ios": "iOS: {{$x}}default{{/x}}"])
    #expect(
      try Template("{{<*platform}}{{$x}}mine{{/x}}{{/*platform}}").render(
        ["platform": "ios"], partials: library) == "iOS: mine")
  }
}
