import Diagnostics
import Mustache
import Testing

/// Strict mode turns every unknown name into an error naming the template, line and column;
/// spec mode renders nothing for it.
@Suite struct StrictModeTests {
  private let strict = RenderOptions(escaping: .none, strict: true)

  private func render(
    _ source: String, _ data: Value, partials: [String: String] = [:], strict: Bool = true
  ) -> String {
    do {
      let library = try TemplateLibrary(sources: partials)
      return try Template(source, name: "scenario.mustache").render(
        data, partials: library, options: RenderOptions(escaping: .none, strict: strict))
    } catch {
      return error.description
    }
  }

  @Test func unknownVariable() {
    #expect(
      render("Feature: {{title}}\n  Scenario: {{scenari}}\n", ["title": "T", "scenario": "S"])
        == """
        scenario.mustache:2:13: error: unknown variable 'scenari'
            2 |   Scenario: {{scenari}}
              |             ^
        """)
    #expect(render("{{scenari}}", ["scenario": "S"], strict: false) == "")
  }

  @Test func unknownDottedVariableAndUnescapedForms() {
    #expect(
      render(
        "{{platform.name}} {{{platform.reader}}} {{& platform.keys}}", ["platform": ["name": "iOS"]]
      )
        == """
        scenario.mustache:1:19: error: unknown variable 'platform.reader'
            1 | {{platform.name}} {{{platform.reader}}} {{& platform.keys}}
              |                   ^
        scenario.mustache:1:41: error: unknown variable 'platform.keys'
            1 | {{platform.name}} {{{platform.reader}}} {{& platform.keys}}
              |                                         ^
        """)
  }

  @Test func unknownSectionAndInvertedSection() {
    #expect(
      render("{{#steps}}x{{/steps}}\n{{^notes}}none{{/notes}}", [:]) == """
        scenario.mustache:1:1: error: unknown section 'steps'
            1 | {{#steps}}x{{/steps}}
              | ^
        scenario.mustache:2:1: error: unknown section 'notes'
            2 | {{^notes}}none{{/notes}}
              | ^
        """)
    #expect(render("{{#steps}}x{{/steps}}{{^notes}}none{{/notes}}", [:], strict: false) == "none")
  }

  @Test func unknownPartialAndParent() {
    #expect(
      render("{{>header}}\n  {{<layout}}{{/layout}}", [:]) == """
        scenario.mustache:1:1: error: unknown partial 'header'
            1 | {{>header}}
              | ^
        scenario.mustache:2:3: error: unknown partial 'layout'
            2 |   {{<layout}}{{/layout}}
              |   ^
        """)
  }

  @Test func unknownDynamicPartialNameOrTarget() {
    #expect(
      render("{{>*kind}} {{>*other}}", ["other": "missing"]) == """
        scenario.mustache:1:1: error: unknown variable 'kind'
            1 | {{>*kind}} {{>*other}}
              | ^
        scenario.mustache:1:12: error: unknown partial 'missing'
            1 | {{>*kind}} {{>*other}}
              |            ^
        """)
  }

  @Test func errorsInsideAPartialNameThePartial() {
    #expect(
      render(
        "{{#steps}}\n{{>step}}\n{{/steps}}", ["steps": [["text": "a"]]],
        partials: ["step": "  - {{keyword}} {{text}}"])
          == """
          step:1:5: error: unknown variable 'keyword'
              1 |   - {{keyword}} {{text}}
                |     ^
          """)
  }

  @Test func eachUnknownNameIsReportedOnceHoweverOftenItRenders() throws {
    let text = render("{{#items}}{{missing}}{{/items}}", ["items": [1, 2, 3]])
    #expect(
      text == """
        scenario.mustache:1:11: error: unknown variable 'missing'
            1 | {{#items}}{{missing}}{{/items}}
              |           ^
        """)
  }

  @Test func listsAndObjectsAreNotText() {
    #expect(
      render("{{steps}} {{platform}}", ["steps": [], "platform": [:]]) == """
        scenario.mustache:1:1: error: cannot insert list 'steps' as text
            1 | {{steps}} {{platform}}
              | ^
        scenario.mustache:1:11: error: cannot insert object 'platform' as text
            1 | {{steps}} {{platform}}
              |           ^
        """)
    #expect(render("{{steps}}{{platform}}", ["steps": [], "platform": [:]], strict: false) == "")
  }

  @Test func knownNamesRenderNormally() {
    #expect(
      render(
        "{{#steps}}{{keyword}} {{text}}{{^last}}, {{/last}}{{/steps}}{{none}}",
        [
          "steps": [
            ["keyword": "Given", "text": "a", "last": false],
            ["keyword": "Then", "text": "b", "last": true],
          ],
          "none": nil,
        ]) == "Given a, Then b")
  }

  @Test func namesResolveThroughTheWholeContextStack() {
    #expect(
      render(
        "{{#platforms}}{{name}} in {{component}}; {{/platforms}}",
        [
          "component": "Captcha", "platforms": [["name": "iOS"], ["name": "Android"]],
        ]) == "iOS in Captcha; Android in Captcha; ")
  }
}
