import A11yCriteria
import Diagnostics
import Testing

/// Mistakes in a version 2 file are located errors at the place that makes them.
@Suite struct StandardCriteriaErrorTests {
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
        {"standard": "focus.return"}
      ]
    }
    """

  private func errors(_ old: String, _ new: String) -> [String] {
    let text = valid.replacingOccurrences(of: old, with: new)
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

  @Test func aMissingParameterIsNamed() {
    #expect(
      errors("", "") == [
        "12:5 criteria[1]: standard criterion 'focus.return' needs the parameter 'closeWith': give it in 'parameters' here or in the experience",
        "12:5 criteria[1]: standard criterion 'focus.return' needs the parameter 'opener': give it in 'parameters' here or in the experience",
      ])
  }

  @Test func anUnknownProfileWithNothingCloseListsTheProfiles() {
    #expect(
      errors(#""platforms": ["ios", "android"]"#, #""platforms": ["ios", "windows"]"#).first
        == "9:24 platforms[1]: unknown platform profile 'windows'; profiles are ios, android, web")
  }

  @Test(arguments: [
    (
      #"{"standard": "focus.return"}"#, #"{"standard": "focus.retrun"}"#,
      "12:18 criteria[1].standard: unknown standard criterion 'focus.retrun'; did you mean 'focus.return'?"
    ),
    (
      #"{"standard": "focus.return"}"#,
      #"{"standard": "focus.return", "parameters": {"openr": "the button"}}"#,
      "12:58 criteria[1].parameters.openr: standard criterion 'focus.return' has no parameter 'openr'; did you mean 'opener'?"
    ),
    (
      #""role": "switch""#, #""role": "swtch""#,
      "7:14 experiences[0].role: the iOS profile has no role 'swtch'; did you mean 'switch'?"
    ),
    (
      #""states": ["on", "off"]"#, #""states": ["on", "of"]"#,
      "7:58 experiences[0].states[1]: the iOS profile has no state 'of'; did you mean 'off'?"
    ),
    (
      #""platforms": ["ios", "android"]"#, #""platforms": ["ios", "andriod"]"#,
      "9:24 platforms[1]: unknown platform profile 'andriod'; did you mean 'android'?"
    ),
  ])
  func reportsEachMistakeWhereItIs(old: String, new: String, expected: String) {
    let found = errors(old, new).filter { !$0.contains("needs the parameter") }
    #expect(found.first == expected, "\(found)")
  }

  @Test(arguments: [
    (
      #""whileOpen": "yes""#,
      "7:76 experiences[0].controls[0].whileOpen: expected true or false, found a string"
    ),
    (
      #""whileOpen": true"#,
      "7:76 experiences[0].controls[0].whileOpen: 'whileOpen' marks a control inside the switch, so it cannot be the switch itself"
    ),
  ])
  func aControlInsideTheContainerIsNotTheContainer(flag: String, expected: String) {
    let found = errors(
      #""role": "switch", "name": "Wi-Fi", "states": ["on", "off"]}"#,
      #""controls": [{"element": "the switch", "role": "switch", \#(flag)}]}"#
    ).filter { !$0.contains("needs the parameter") }
    #expect(found == [expected])
  }
}
