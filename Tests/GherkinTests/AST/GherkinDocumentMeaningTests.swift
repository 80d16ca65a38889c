import Gherkin
import Testing

@Suite struct GherkinDocumentMeaningTests {
  let parser = GherkinParser()

  static let text = """
    # about login
    @a11y
    Feature: Login
      As a tester

      Scenario: sign in
        Given I am on the login screen
          | user | password |
          | ada  | secret   |
        Then I see "Welcome"

    """

  @Test func layoutDoesNotCountButEveryWordDoes() throws {
    let document = try parser.parse(Self.text)
    let relaid = try parser.parse(
      """
      # about login
          @a11y
      Feature:   Login
        As a tester
      Scenario: sign in


      Given I am on the login screen
      |user|password|
      |ada|secret|
           Then I see "Welcome"
      """)
    #expect(document != relaid)
    #expect(document.hasSameMeaning(as: relaid))
    #expect(document.withoutLayout() == relaid.withoutLayout())

    for (old, new) in [
      ("# about login", "# about logout"),
      ("@a11y", "@a11y @wip"),
      ("Login", "Log in"),
      ("As a tester", "As a user"),
      ("Scenario:", "Example:"),
      ("Given I am", "Given I was"),
      ("Then", "And"),
      ("| ada ", "| bob "),
    ] {
      let changed = try parser.parse(Self.text.replacingOccurrences(of: old, with: new))
      #expect(!document.hasSameMeaning(as: changed), "\(old) -> \(new)")
    }
  }

  @Test func blankLinesAtTheStartOfADescriptionDoNotCount() throws {
    let withComment = try parser.parse("Feature: x\n  # note\n\n  text\n")
    let without = try parser.parse("Feature: x\n  text\n  # note\n")
    #expect(withComment.feature?.description != without.feature?.description)
    #expect(withComment.hasSameMeaning(as: without))
  }
}
