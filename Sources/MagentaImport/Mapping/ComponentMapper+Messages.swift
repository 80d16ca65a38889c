extension ComponentMapper {
  /// The mapper's texts: its bug reports, and the source notes and left-out reasons it writes
  /// into the imported component.
  enum Message {
    static func unknownStandardCriterion(_ id: String) -> String {
      "an item was mapped onto '\(id)', which is no standard criterion of the shared library"
    }

    static func conditionExperience(key: String, experience: String) -> String {
      "'\(key)' is a condition, not a test: it is the experience '\(experience)'."
    }

    static func roleOfContainer(_ element: String, excerpt: String) -> String {
      "The role item describes \(element) itself ('\(excerpt)'); the role test is on the control inside it."
    }

    static func roleDisagreement(_ disagreement: String) -> String {
      "Role: \(disagreement); the steps quote the profile."
    }

    static func severalNames(_ examples: [String]) -> String {
      "Name: the document gives \(examples.count) examples (\(examples.joined(separator: "; "))); the steps use the first."
    }

    static func namePlaceholder(_ name: String) -> String {
      "Name: the document gives no example; \"\(name)\" is a placeholder to replace with the label of the control under test."
    }

    static func experienceOwnRole(_ experience: String, notes: String, role: String) -> String {
      "Role of '\(experience)': the notes say '\(notes)'; the experience is a \(role), announced as the profiles say."
    }

    static func ownID(_ distinct: String, standard id: String) -> String {
      "\(distinct): another item is tested as the standard criterion \(id); this one keeps the document's own wording under an id of its own."
    }

    static let exempt = "exempt in the document"

    static func notAnnounced(key: String) -> String {
      "'\(key)' says the element is not announced: tested as screen-reader.hidden."
    }

    static func negative(_ excerpt: String) -> String {
      "a negative ('\(excerpt)'): no test asks for what must not happen here"
    }

    static func optional(_ excerpt: String) -> String {
      "optional in the document ('\(excerpt)')"
    }

    static func noKnownRole(_ excerpt: String) -> String {
      "names no role the shared profiles announce ('\(excerpt)')"
    }

    static func noKnownState(_ excerpt: String) -> String {
      "names no state the shared profiles announce ('\(excerpt)')"
    }

    static func textResizeException(_ value: String) -> String {
      "Text resize: the document makes an exception ('\(value)'); the test covers the rest of the text."
    }

    static func altText(key: String, name: String) -> String {
      "'\(key)' asks for the alt text to be announced: tested as screen-reader.name, where \"\(name)\" stands for the alt text of the element under test."
    }

    static func valuePlaceholder(_ placeholder: String) -> String {
      "Value: the document gives no example; \"\(placeholder)\" is a placeholder to replace with what the control announces after one step up."
    }

    static func ownFocusKeys(_ described: [String]) -> String {
      "keyboard.focus: the document gives each platform its own keys (\(described.joined(separator: "; "))); the criterion is the standard one written out with each platform's keys."
    }

    static func platformRole(key: String, line: Int, whose: String, role: String, platform: String)
      -> String
    {
      "Role: '\(key)' (line \(line)) gives \(whose) the role \(role) on \(platform) only; the role criterion is written out for each platform."
    }

    static func platformStates(
      _ states: [String], namedOn naming: [String], leftOutOn platform: String
    ) -> String {
      "State: the document names \(ComponentMapper.andList(states.map { "'\($0)'" })) for \(ComponentMapper.andList(naming)) only; the \(platform) state scenario leaves \(states.count == 1 ? "it" : "them") out."
    }
  }
}
