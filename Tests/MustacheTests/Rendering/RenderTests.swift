import Mustache
import Testing

@Suite struct RenderTests {
  @Test func escapesHTMLByDefaultAndNothingWhenAsked() throws {
    let template = try Template("{{text}}|{{{text}}}|{{&text}}")
    let data: Value = ["text": #"Tom & "Jerry" <b>'s</b>"#]
    #expect(
      try template.render(data)
        == #"Tom &amp; &quot;Jerry&quot; &lt;b&gt;'s&lt;/b&gt;|Tom & "Jerry" <b>'s</b>|Tom & "Jerry" <b>'s</b>"#
    )
    #expect(
      try template.render(data, options: RenderOptions(escaping: .none))
        == #"Tom & "Jerry" <b>'s</b>|Tom & "Jerry" <b>'s</b>|Tom & "Jerry" <b>'s</b>"#)
  }

  @Test func escapesEveryPositionOfLongAndShortText() throws {
    let template = try Template("{{x}}")
    let fillers = ["a", "é", ":", "=", "?", "'", "%", "$", "\u{7F}", "😀"]
    for length in 0..<24 {
      for special in ["&", "\"", "<", ">"] {
        for position in 0...length {
          let filler = fillers[(length + position) % fillers.count]
          var characters = Array(repeating: filler, count: length)
          characters.insert(special, at: position)
          let text = characters.joined()
          var expected = ""
          for character in text {
            switch character {
            case "&": expected += "&amp;"
            case "\"": expected += "&quot;"
            case "<": expected += "&lt;"
            case ">": expected += "&gt;"
            default: expected.append(character)
            }
          }
          #expect(try template.render(["x": .string(text)]) == expected, "\(text.debugDescription)")
        }
      }
    }
  }

  @Test func escapesNonASCIIText() throws {
    #expect(try Template("{{x}}").render(["x": "«é» & 😀 <"]) == "«é» &amp; 😀 &lt;")
  }

  @Test func printsNumbersTheWayTheSpecDoes() throws {
    let template = try Template("{{#n}}{{.}} {{/n}}")
    let numbers: Value = ["n": [85, 1.21, -3, 0, 0.1, 1e20, 2.5e-7, 1_000_000]]
    #expect(try template.render(numbers) == "85 1.21 -3 0 0.1 1e+20 2.5e-07 1000000 ")
    // The largest exact integers print as integers; from 2^53 on, the
    // fraction says they are not exact.
    let edges: Value = [
      "n": [9_007_199_254_740_991, -9_007_199_254_740_991, 9_007_199_254_740_992]
    ]
    #expect(
      try template.render(edges)
        == "9007199254740991 -9007199254740991 9007199254740992.0 ")
  }

  @Test func outputPastOneChunkKeepsEveryByteInOrder() throws {
    // Rendering gathers bytes in 32 KiB chunks: many small pieces cross chunk ends, and one
    // value is larger than a chunk on its own.
    let template = try Template("{{#rows}}{{n}}:{{text}}|{{/rows}}{{big}}{{#rows}}<{{n}}>{{/rows}}")
    let rows = (0..<5_000).map { Value.object(["n": .number(Double($0)), "text": "é&"]) }
    let big = String(repeating: "0123456789abcdef", count: 5_000)
    var expected = ""
    for n in 0..<5_000 { expected += "\(n):é&amp;|" }
    expected += big
    for n in 0..<5_000 { expected += "<\(n)>" }
    let data: Value = ["rows": .list(rows), "big": .string(big)]
    #expect(try template.render(data) == expected)
    var reused = "kept "
    try template.render(data, into: &reused)
    #expect(reused == "kept " + expected)
  }

  @Test func partialNamesAreResolvedPerTagAndDynamicOnesPerItem() throws {
    let library = try TemplateLibrary(sources: [
      "a": "A{{n}}", "b": "B{{n}}", "outer": "({{>a}})",
    ])
    let template = try Template("{{#items}}{{>a}}{{>*kind}}{{>outer}};{{/items}}")
    let data: Value = [
      "items": [["n": 1, "kind": "b"], ["n": 2, "kind": "a"], ["n": 3, "kind": "b"]]
    ]
    #expect(
      try template.render(data, partials: library) == "A1B1(A1);A2A2(A2);A3B3(A3);")
  }

  @Test func booleansAndNullInterpolate() throws {
    #expect(
      try Template("{{a}} {{b}} [{{c}}]").render(["a": true, "b": false, "c": nil])
        == "true false []")
  }

  @Test func falseyValues() throws {
    let template = try Template("{{#v}}yes{{/v}}{{^v}}no{{/v}}")
    let cases: [(Value, String)] = [
      (false, "no"), (nil, "no"), ([], "no"), ("", "no"),
      (true, "yes"), (0, "yes"), ("0", "yes"), ([:], "yes"), ([nil], "yes"),
    ]
    for (value, expected) in cases {
      #expect(try template.render(["v": value]) == expected, "\(value)")
    }
  }

  @Test func listsRepeatAndObjectsPushTheirContext() throws {
    let template = try Template("{{#items}}{{name}}{{#details}}({{size}}){{/details}};{{/items}}")
    let data: Value = ["items": [["name": "a", "details": ["size": 1]], ["name": "b"]]]
    #expect(try template.render(data) == "a(1);b;")
  }

  @Test func rendersTheSameParsedTemplateManyTimes() throws {
    let template = try Template("{{#rows}}{{n}},{{/rows}}")
    for count in 0..<200 {
      let rows = Value.list((0..<count).map { ["n": Value($0)] })
      let expected = (0..<count).map { "\($0)," }.joined()
      #expect(try template.render(["rows": rows]) == expected)
    }
  }

  @Test func rendersConcurrentlyFromOneParsedTemplate() async throws {
    let template = try Template("{{#rows}}{{n}}{{/rows}}")
    let outputs = try await withThrowingTaskGroup(of: String.self) { group in
      for task in 0..<8 {
        group.addTask {
          try template.render(["rows": .list((0..<100).map { ["n": Value(task * $0)] })])
        }
      }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(outputs.count == 8)
  }

  @Test func appendsToTheGivenString() throws {
    var output = "Feature: "
    output.reserveCapacity(1_000)
    try Template("{{name}}\n").render(["name": "Captcha"], into: &output)
    try Template("  Scenario: {{name}}\n").render(["name": "Focus"], into: &output)
    #expect(output == "Feature: Captcha\n  Scenario: Focus\n")
  }

  @Test func outputLargerThanOneBatch() throws {
    let template = try Template("{{#rows}}{{text}}\n{{/rows}}")
    let line = String(repeating: "x", count: 999)
    let data: Value = ["rows": .list(Array(repeating: ["text": .string(line)], count: 300))]
    let output = try template.render(data)
    #expect(output.utf8.count == 300_000)
    #expect(output == String(repeating: line + "\n", count: 300))
  }

  @Test func deepNestingRenders() throws {
    let depth = 200
    let source =
      String(repeating: "{{#a}}<", count: depth) + "{{leaf}}"
      + String(repeating: ">{{/a}}", count: depth)
    var data: Value = ["leaf": "deep"]
    for _ in 0..<depth {
      data = ["a": data]
    }
    let expected =
      String(repeating: "<", count: depth) + "deep" + String(repeating: ">", count: depth)
    #expect(try Template(source).render(data) == expected)
  }

  @Test func standalonePartialsIndentEveryLineTheyAdd() throws {
    let library = try TemplateLibrary(sources: [
      "scenario": "Scenario: {{title}}\n{{#steps}}\n  {{>step}}\n{{/steps}}\n",
      "step": "{{keyword}} {{text}}\n",
    ])
    let page = try Template("Feature: F\n\n  {{>scenario}}\nend\n")
    let data: Value = [
      "title": "Focus",
      "steps": [["keyword": "Given", "text": "a\nb"], ["keyword": "Then", "text": "c"]],
    ]
    // Interpolated text is not indented: only the template's own lines are.
    #expect(
      try page.render(data, partials: library) == """
        Feature: F

          Scenario: Focus
            Given a
        b
            Then c
        end

        """)
  }

  @Test func nestedStandalonePartialsAddTheirIndentation() throws {
    let library = try TemplateLibrary(sources: [
      "outer": "x\n  {{>inner}}\r\n",
      "inner": "y\n\nz\n",
    ])
    // Empty lines take no indentation, so generated files carry no trailing whitespace.
    #expect(try Template("  {{>outer}}").render([:], partials: library) == "  x\n    y\n\n    z\n")
  }

  @Test func blocksInsideAnIndentedParentFollowItsIndentation() throws {
    let library = try TemplateLibrary(sources: [
      "scenario": "Scenario: {{title}}\n  {{$steps}}\n  Given nothing\n  {{/steps}}\n"
    ])
    let page = try Template(
      """
      Feature: F
        {{<scenario}}
        {{$steps}}
        When I press Tab
        Then focus moves
        {{/steps}}
        {{/scenario}}
      """)
    #expect(
      try page.render(["title": "Focus"], partials: library) == """
        Feature: F
          Scenario: Focus
            When I press Tab
            Then focus moves

        """)
  }

  @Test func inlinePartialsAreNotIndented() throws {
    let library = try TemplateLibrary(sources: ["outer": "  - {{>inner}}\n", "inner": "a\nb"])
    #expect(try Template("  {{>outer}}").render([:], partials: library) == "    - a\nb\n")
  }
}
