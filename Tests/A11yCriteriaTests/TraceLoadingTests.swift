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
    return Self.errors(in: text)
  }

  @Test func loadsEveryEntryWithItsAnswer() throws {
    let component = try CriteriaLoader.load(bytes: Array(valid.utf8), path: "switch.json")
    #expect(component.traces.count == 1)
    let trace = try #require(component.traces.first)
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
    #expect(component.traces.isEmpty)
  }

  /// The valid file's trace, and a second one for a web document, as a list of two.
  private var twoSources: String {
    let web = """
      {
          "source": "guidelines/web/switch.md",
          "requirements": [
            {"requirement": "condensed/keyboard/space", "covers": ["keyboard.space"]}
          ]
        }
      """
    // The file ends with the trace's closing brace and the component's.
    return
      valid.replacingOccurrences(of: "\"trace\": {", with: "\"trace\": [{").dropLast(2)
      + ", " + web + "]\n}"
  }

  @Test func aTraceCanListSeveralSourceDocuments() throws {
    let component = try CriteriaLoader.load(bytes: Array(twoSources.utf8), path: "switch.json")
    #expect(component.traces.map(\.source) == ["guidelines/switch.md", "guidelines/web/switch.md"])
    // The same locator in two documents names two requirements.
    #expect(component.traces.map(\.entries.count) == [4, 1])
    #expect(component.traces[1].covered.map(\.requirement) == ["condensed/keyboard/space"])
  }

  @Test func eachOfSeveralTracesIsCheckedWhereItStands() {
    func errors(_ old: String, _ new: String) -> [String] {
      let text = twoSources.replacingOccurrences(of: old, with: new)
      #expect(text != twoSources)
      return Self.errors(in: text)
    }
    #expect(
      errors(#""covers": ["keyboard.space"]}"#, #""covers": ["keyboard.spcae"]}"#) == [
        "25:62 trace[1].requirements[0].covers[0]: the component has no criterion 'keyboard.spcae'; did you mean 'keyboard.space'?"
      ])
    #expect(
      errors(#""guidelines/web/switch.md""#, #""guidelines/switch.md""#) == [
        "23:15 trace[1].source: 'guidelines/switch.md' is traced twice (first at trace[0]): give each source document one trace"
      ])
    #expect(
      errors(#""note": "role""#, #""about": "role""#) == [
        "17:55 trace[0].requirements[0]: unknown key 'about'"
      ])
  }

  @Test func anEmptyListOfTracesIsAnError() throws {
    let start = try #require(valid.range(of: "\"trace\": {"))
    let text = String(valid[..<start.lowerBound]) + "\"trace\": []\n}"
    #expect(
      errors(valid, text) == [
        "14:12 trace: a list of traces needs at least one trace; leave 'trace' out for a component without one"
      ])
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

  /// A trace of an ARIA-AT plan names assertions as `test/assertion`, each with the plan's
  /// priority, and counts the required ones covered; no other source has priorities.
  @Test func anAriaAtTraceHasAssertionLocatorsAndPriorities() throws {
    let plan = valid.replacingOccurrences(
      of: #""source": "guidelines/switch.md""#, with: #""source": "aria-at/apg/switch""#
    )
    .replacingOccurrences(
      of: #""requirement": "condensed/screen-reader/role","#,
      with: #""requirement": "navToSwitch/roleSwitch", "priority": 1,"#
    )
    .replacingOccurrences(
      of: #""requirement": "condensed/keyboard/space","#,
      with: #""requirement": "operateSwitch/stateChangeToOn", "priority": 1,"#
    )
    .replacingOccurrences(
      of: #""requirement": "condensed/screen-reader/group","#,
      with: #""requirement": "1/assertion3", "priority": 2,"#
    )
    .replacingOccurrences(
      of: #""requirement": "notes/ios/focus/1","#,
      with: #""requirement": "readSwitch/stateOff", "priority": 1,"#)
    let component = try CriteriaLoader.load(bytes: Array(plan.utf8), path: "switch.json")
    let trace = try #require(component.traces.first)
    #expect(trace.entries.map(\.priority) == [1, 1, 2, 1])
    #expect(trace.mustCoverage?.covered == 2 && trace.mustCoverage?.total == 3)
    #expect(
      try CriteriaLoader.load(bytes: Array(valid.utf8), path: "s.json").traces[0].mustCoverage
        == nil)

    func errors(_ old: String, _ new: String) -> [String] {
      Self.errors(in: plan.replacingOccurrences(of: old, with: new))
    }
    #expect(
      errors(#""requirement": "navToSwitch/roleSwitch""#, #""requirement": "condensed/a/b""#) == [
        "17:23 trace.requirements[0].requirement: 'condensed/a/b' is not an ARIA-AT assertion locator (a test id and an assertion id, such as operateSwitchOnState/stateChangeToOff or 1/assertion3)"
      ])
    #expect(
      errors(#""priority": 2,"#, "") == [
        "19:7 trace.requirements[2]: give the assertion's priority in the plan: 1 (MUST), 2 (SHOULD) or 3 (MAY)"
      ])
    #expect(
      errors(#""priority": 2,"#, #""priority": 4,"#) == [
        "19:51 trace.requirements[2].priority: give the assertion's priority in the plan: 1 (MUST), 2 (SHOULD) or 3 (MAY)"
      ])
    #expect(
      errors(#""priority": 2,"#, #""priority": "2","#) == [
        "19:51 trace.requirements[2].priority: expected a priority (1 for MUST, 2 for SHOULD, 3 for MAY), found a string"
      ])
    #expect(
      self.errors(#""note": "role","#, #""note": "role", "priority": 1,"#) == [
        "17:83 trace.requirements[0].priority: only an ARIA-AT assertion has a priority; this source does not rank its requirements"
      ])
  }

  private static func errors(in text: String) -> [String] {
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
}
