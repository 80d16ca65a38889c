import Diagnostics
import Mustache
import Testing

/// Output and work limits stop an exploding render at the tag that was rendering.
@Suite struct RenderLimitTests {
  private let tenOnes = Value.object(["a": .list(Array(repeating: .number(1), count: 10))])

  @Test func stopsAtTheOutputLimit() throws {
    let template = try Template("{{#a}}{{#a}}\n{{#a}}xxxxxxxxxx{{/a}}{{/a}}{{/a}}", name: "t")
    #expect(try template.render(tenOnes).utf8.count == 10_100)
    #expect {
      try template.render(tenOnes, options: RenderOptions(maxOutputBytes: 5_000))
    } throws: { error in
      let diagnostic = (error as? DiagnosticsError)?.diagnostics.first
      return diagnostic?.location == SourceLocation(line: 2, column: 1)
        && diagnostic?.message.hasPrefix("rendering produced more than 5000 bytes") == true
    }
  }

  @Test func stopsAtTheWorkLimitEvenWithoutOutput() throws {
    let template = try Template("{{#a}}{{#a}}{{#a}}{{/a}}{{/a}}{{/a}}", name: "t")
    #expect(try template.render(tenOnes) == "")
    #expect {
      try template.render(tenOnes, options: RenderOptions(maxSteps: 500))
    } throws: { error in
      (error as? DiagnosticsError)?.diagnostics.first?.message
        .hasPrefix("rendering took more than 500 steps") == true
    }
  }
}
