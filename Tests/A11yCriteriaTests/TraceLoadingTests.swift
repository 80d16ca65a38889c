import A11yCriteria
import Diagnostics
import Testing

/// A component's `trace` loads into the model, and each mistake in it is a located error at
/// the value that makes it.
@Suite struct TraceLoadingTests {
  private let valid = """
    {
      "version": 2,
      "id": "switch",
      "title": "Switch",
      "experiences": [
        {"id": "default", "title": "Default", "interactiveElement": "the switch",
         "role": "switch", "name": "Wi-Fi", "states": ["on", "off"]}
      ],
      "platforms": ["ios", "android"],
      "criteria": [
        {"standard": "screen-reader.role"},
        {"standard": "keyboard.space"}
      ],
      "trace": {
        "source": "guidelines/switch.md",
        "requirements": [
          {"requirement": "condensed/screen-reader/role", "note": "role", "covers": ["screen-reader.role"]},
          {"requirement": "condensed/keyboard/space", "covers": ["keyboard.space", "screen-reader.role"]},
          {"requirement": "condensed/screen-reader/group", "outOfScope": "n/a in the source"},
          {"requirement": "notes/ios/focus/1", "uncovered": "focus returns to the switch"}
        ]
      }
    }
    """

  private func errors(_ old: String, _ new: String) -> [String] {
    let text = valid.replacingOccurrences(of: old, with: new)
    #expect(text != valid || old.isEmpty, "the replacement must change the document")
    do {
      _ = try CriteriaLoader.load(bytes: Array(text.utf8), path: "switch.json")
      return []
    } catch {
      return error.diagnostics.map { diagnostic in
        let place = diagnostic.location.map { "\($0.line):\($0.column) " } ?? ""
        return place + diagnostic.message
      }
    }
  }

  @Test func loadsEveryEntryWithItsAnswer() throws {
    let component = try CriteriaLoader.load(bytes: Array(valid.utf8), path: "switch.json")
    let trace = try #require(component.trace)
    #expect(trace.source == "guidelines/switch.md")
    #expect(trace.entries.map(\.requirement).count == 4)
    #expect(
      trace.entries[0]
        == TraceEntry(
          requirement: "condensed/screen-reader/role", note: "role", covers: ["screen-reader.role"])
    )
    #expect(trace.covered.count == 2)
    #expect(trace.outOfScope.map(\.outOfScope) == ["n/a in the source"])
    #expect(trace.uncovered.map(\.uncovered) == ["focus returns to the switch"])
  }

  @Test func aComponentWithoutATraceHasNone() throws {
    let text = valid.replacingOccurrences(
      of: #"{"standard": "keyboard.space"}"#, with: #"{"standard": "keyboard.space"}"#)
    let start = try #require(text.range(of: ",\n  \"trace\""))
    let end = try #require(text.range(of: "\n  }\n}", options: .backwards))
    let bare = String(text[..<start.lowerBound] + text[end.upperBound...]) + "\n}"
    let component = try CriteriaLoader.load(bytes: Array(bare.utf8), path: "switch.json")
    #expect(component.trace == nil)
  }

  @Test(arguments: [
    (
      #""covers": ["keyboard.space", "screen-reader.role"]"#,
      #""covers": ["keyboard.spaec"]"#,
      "18:62 trace.requirements[1].covers[0]: the component has no criterion 'keyboard.spaec'; did you mean 'keyboard.space'?"
    ),
    (
      #""requirement": "notes/ios/focus/1""#, #""requirement": "condensed/keyboard/space""#,
      "20:23 trace.requirements[3].requirement: 'condensed/keyboard/space' is traced twice (first at requirements[1])"
    ),
    (
      #""requirement": "notes/ios/focus/1""#, #""requirement": "notes/iOS focus""#,
      "20:23 trace.requirements[3].requirement: 'notes/iOS focus' is not a requirement locator (such as condensed/keyboard/space, gherkin/gestures/2 or notes/ios/focus/1)"
    ),
    (
      #""outOfScope": "n/a in the source""#,
      #""outOfScope": "n/a in the source", "covers": ["keyboard.space"]"#,
      "19:7 trace.requirements[2]: a trace entry needs exactly one of 'covers', 'outOfScope' and 'uncovered'; found 'covers' and 'outOfScope'"
    ),
    (
      #", "uncovered": "focus returns to the switch""#, "",
      "20:7 trace.requirements[3]: a trace entry needs exactly one of 'covers', 'outOfScope' and 'uncovered'; found none"
    ),
    (
      #""covers": ["keyboard.space", "screen-reader.role"]"#, #""covers": []"#,
      "18:61 trace.requirements[1].covers: name at least one criterion id, or say why the requirement is out of scope"
    ),
    (
      #""uncovered": "focus returns to the switch""#, #""uncovered": " ""#,
      "20:57 trace.requirements[3].uncovered: must not be empty"
    ),
    (
      #""source": "guidelines/switch.md""#, #""source": """#,
      "15:15 trace.source: must name the source document"
    ),
    (
      #""note": "role""#, #""about": "role""#,
      "17:55 trace.requirements[0]: unknown key 'about'"
    ),
  ])
  func reportsEachMistakeWhereItIs(old: String, new: String, expected: String) {
    #expect(errors(old, new) == [expected])
  }
}
