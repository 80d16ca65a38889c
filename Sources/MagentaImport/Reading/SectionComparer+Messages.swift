extension SectionComparer {
  /// Where the Condensed and Gherkin sections disagree: the warnings, each naming the line of
  /// the other section.
  enum Message {
    static func condensedSaysNotApplicable(line: Int) -> String {
      "which the Condensed section says is n/a (line \(line))"
    }

    static let condensedDoesNotList = "which the Condensed section does not list"

    static func gherkinActsWith(_ token: String, _ said: String) -> String {
      "the Gherkin section acts with \(token) here, \(said)"
    }

    static func saysNotApplicable(line: Int) -> String {
      "says it is n/a (line \(line))"
    }

    static let neverActsWithIt = "never acts with it"

    static func condensedLists(_ token: String, _ said: String) -> String {
      "the Condensed section lists \(token) here; its Gherkin section \(said)"
    }

    static func platformsDiffer(_ token: String, acted: String, line: Int, listed: String) -> String
    {
      "the Gherkin section has \(token) \(acted), the Condensed section (line \(line)) \(listed)"
    }

    static func gherkinAsksForNotApplicable(_ attribute: String, line: Int) -> String {
      "the Gherkin section asks for the \(attribute) here, which the Condensed section says is n/a (line \(line))"
    }

    static func neverMentionsIt(line: Int) -> String {
      "never mentions it (line \(line))"
    }

    static func condensedAsksFor(_ attribute: String, _ said: String) -> String {
      "the Condensed section asks for the \(attribute) here; the screen reader scenario of its Gherkin section \(said)"
    }

    static func extraStates(line: Int, _ extra: [String]) -> String {
      "the Gherkin section names states the Condensed section does not (line \(line)): \(extra.joined(separator: ", "))"
    }

    static let textResizeUntested =
      "the Condensed section asks for text resize here; its Gherkin section never tests it"

    static let textResizeUnlisted =
      "the Gherkin section tests text resize here, which the Condensed section does not list"

    static func textResizeNotChecked(line: Int) -> String {
      "the Gherkin section's text resize scenario never says the text resizes or stays readable, which the Condensed section asks (line \(line))"
    }

    static func textResizeTestedWhenNotApplicable(line: Int) -> String {
      "the Gherkin section tests text resize here, which the Condensed section says is n/a (line \(line))"
    }

    static func textResizeSaidNotApplicable(line: Int) -> String {
      "the Gherkin section says text resize is n/a here, while the Condensed section asks for it (line \(line))"
    }

    static func clauseNeverMentioned(_ clause: String) -> String {
      "the Condensed section asks '\(clause)' here; its Gherkin section never mentions it"
    }
  }
}
