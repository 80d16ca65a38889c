import Gherkin
import Testing

/// The rules of Gherkin in Markdown, one at a time, in the token listing the parser records.
@Suite struct MarkdownTokenMatcherTests {
  private let parser = GherkinParser(syntax: .markdown)

  @Test func aStepIsAListItemWithAStepKeyword() {
    let text = """
      # Feature: Steps
      ## Scenario: bullets
      * Given a star
      Given no bullet at all
      - When a dash
        +  Then an indented plus
      * a bullet without a keyword
      """
    #expect(
      parser.tokens(text) == """
        (1:3)FeatureLine:()Feature/Steps/
        (2:4)ScenarioLine:()Scenario/bullets/
        (3:3)StepLine:(Context)Given /a star/
        (4:1)Empty://
        (5:3)StepLine:(Action)When /a dash/
        (6:6)StepLine:(Outcome)Then /an indented plus/
        (7:1)Empty://
        EOF

        """)
  }

  @Test func aSeparatorRowIsEmptyAndRowsAreIndented() {
    let text = """
      # Feature: Tables
      ## Scenario: alignment
      * Given a table
        | left | right |
        |:-----|------:|
        | a    | b     |
      | not indented enough |
      """
    #expect(
      parser.tokens(text) == """
        (1:3)FeatureLine:()Feature/Tables/
        (2:4)ScenarioLine:()Scenario/alignment/
        (3:3)StepLine:(Context)Given /a table/
        (4:3)TableRow:()|//5:left,12:right
        (5:1)Empty://
        (6:3)TableRow:()|//5:a,12:b
        (7:1)Empty://
        EOF

        """)
  }

  @Test func tagsAreCodeSpans() throws {
    let text = """
      `@smoke` @plain `@two words` `@` `@a11y`
      # Feature: Tags
      """
    #expect(
      parser.tokens(text) == """
        (1:1)TagLine://2:@smoke,18:@two words,35:@a11y
        (2:3)FeatureLine:()Feature/Tags/
        EOF

        """)
    let feature = try #require(try parser.parse(text).feature)
    #expect(feature.tags.map(\.name) == ["@smoke", "@two words", "@a11y"])
  }

  @Test func theFirstLineStandsForAMissingFeatureHeading() throws {
    let text = """
      Login screen
      ============
      Some prose, and a heading that is no keyword:
      ## Notes
      # Scenario: sign in
      * Given the login screen
      """
    #expect(
      parser.tokens(text) == """
        (1:1)FeatureLine:/Login screen/
        (2:1)Empty://
        (3:1)Empty://
        (4:1)Empty://
        (5:3)ScenarioLine:()Scenario/sign in/
        (6:3)StepLine:(Context)Given /the login screen/
        EOF

        """)
    let feature = try #require(try parser.parse(text).feature)
    #expect(feature.name == "Login screen")
    #expect(feature.keyword == "")
    #expect(feature.children.count == 1)
  }

  @Test func aDocStringIsAFencedCodeBlockClosedByTheSameFence() throws {
    let text = """
      # Feature: Doc strings
      ## Scenario: fences
      * Given a payload
        ````json
        ```
        {"a": 1}
        ````
      """
    #expect(
      parser.tokens(text) == """
        (1:3)FeatureLine:()Feature/Doc strings/
        (2:4)ScenarioLine:()Scenario/fences/
        (3:3)StepLine:(Context)Given /a payload/
        (4:3)DocStringSeparator:()````/json/
        (5:1)Other:/```/
        (6:1)Other:/{"a": 1}/
        (7:3)DocStringSeparator:()````//
        EOF

        """)
    let scenario = try #require(try parser.parse(text).feature?.children.first)
    guard case .scenario(let value) = scenario else {
      Issue.record("not a scenario: \(scenario)")
      return
    }
    let docString = try #require(value.steps.first?.docString)
    #expect(docString.content == "```\n{\"a\": 1}")
    #expect(docString.delimiter == "````")
    #expect(docString.mediaType == "json")
  }

  @Test func theSyntaxFollowsTheFileName() {
    #expect(GherkinSyntax(path: "docs/login.feature.md") == .markdown)
    #expect(GherkinSyntax(path: "login.feature") == .classic)
    #expect(GherkinSyntax(path: "README.md") == .classic)
  }
}
