import Diagnostics
import Mustache
import Testing

/// Pins the exact text of errors raised while rendering: nesting past the limit, and the
/// unknown names of strict mode.
@Suite struct RenderErrorTests {
  private func errors(
    _ source: String, _ data: Value = [:], partials: [String: String] = [:],
    options: RenderOptions = RenderOptions()
  ) -> String {
    do {
      let library = try TemplateLibrary(sources: partials)
      let output = try Template(source, name: "page").render(
        data, partials: library, options: options)
      return "(rendered without errors: \(output.debugDescription))"
    } catch {
      return error.description
    }
  }

  @Test func partialThatIncludesItself() {
    #expect(
      errors("{{>self}}", partials: ["self": "x\n{{>self}}"]) == """
        self:2:1: error: partial 'self' is nested more than 256 levels deep
            2 | {{>self}}
              | ^
        """)
  }

  @Test func partialsThatIncludeEachOther() {
    #expect(
      errors(
        "{{>ping}}", partials: ["ping": "{{>pong}}", "pong": "{{>ping}}"],
        options: RenderOptions(maxDepth: 10)
      ) == """
        pong:1:1: error: partial 'ping' is nested more than 10 levels deep
            1 | {{>ping}}
              | ^
        """)
  }

  @Test func dynamicPartialThatIncludesItself() {
    #expect(
      errors("{{>*name}}", ["name": "loop"], partials: ["loop": "{{>*name}}"]) == """
        loop:1:1: error: partial 'loop' is nested more than 256 levels deep
            1 | {{>*name}}
              | ^
        """)
  }

  @Test func parentThatIncludesItself() {
    #expect(
      errors("{{<layout}}{{/layout}}", partials: ["layout": "[{{<layout}}{{/layout}}]"]) == """
        layout:1:2: error: template 'layout' inherits from itself; a parent must be another template
            1 | [{{<layout}}{{/layout}}]
              |  ^
        """)
  }

  @Test func blockWhoseOverrideContainsItself() {
    #expect(
      errors(
        "{{<layout}}{{$body}}<{{$body}}{{/body}}>{{/body}}{{/layout}}",
        partials: ["layout": "{{$body}}{{/body}}"]) == """
          page:1:22: error: block 'body' is nested more than 256 levels deep
              1 | {{<layout}}{{$body}}<{{$body}}{{/body}}>{{/body}}{{/layout}}
                |                      ^
          """)
  }

  @Test func sectionsNestedPastTheLimitThroughPartials() {
    let nested = String(repeating: "{{#a}}", count: 6) + String(repeating: "{{/a}}", count: 6)
    #expect(
      errors(
        "{{>p}}", ["a": true], partials: ["p": "\(nested)"], options: RenderOptions(maxDepth: 5)
      ) == """
        p:1:25: error: section 'a' is nested more than 5 levels deep
            1 | \(nested)
              |                         ^
        """)
  }

  @Test func deepNestingWithinTheLimitRenders() throws {
    let depth = 250
    let source =
      String(repeating: "{{#a}}", count: depth) + "{{leaf}}"
      + String(repeating: "{{/a}}", count: depth)
    var data: Value = ["leaf": "deep"]
    for _ in 0..<depth {
      data = ["a": data]
    }
    #expect(try Template(source).render(data) == "deep")
  }
}
