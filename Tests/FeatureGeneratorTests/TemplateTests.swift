import A11yCriteria
import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import FeatureGenerator

/// Teams reword output through templates: a whole template, one partial, or one block.
@Suite struct TemplateTests {
  private func generate(templates: [String: String], dialect: Dialect = .portable) throws
    -> [GeneratedFile]
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in templates {
      try directory.write(text, to: name + ".mustache")
    }
    let generator = try FeatureGenerator(
      catalog: catalog(switchCriteria), templates: TemplateSet(overridesIn: directory.path),
      options: GenerationOptions(dialect: dialect))
    return try generator.generate()
  }

  private func errors(templates: [String: String], criteria: String = switchCriteria) -> String {
    do {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      for (name, text) in templates {
        try directory.write(text, to: name + ".mustache")
      }
      let generator = try FeatureGenerator(
        catalog: catalog(criteria), templates: TemplateSet(overridesIn: directory.path),
        options: GenerationOptions())
      _ = try generator.generate()
      return "no error"
    } catch let error as DiagnosticsError {
      return error.description.replacingOccurrences(of: NSTemporaryDirectory(), with: "$TMP/")
    } catch {
      return "\(error)"
    }
  }

  @Test func embeddedTemplatesMatchTheTemplatesDirectory() throws {
    let directory = TestSupport.TestData.packageRoot.appendingPathComponent("Templates")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(DefaultTemplates.fileNames == names, "run `make embed`")
    for name in names {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      #expect(DefaultTemplates.file(name) == text, "Templates/\(name) changed: run `make embed`")
    }
  }

  /// The digest a cold check computes without compiling the templates is the one a
  /// compiled set has, with and without a team's templates.
  @Test func theDigestNeedsNoCompiledTemplates() throws {
    #expect(try TemplateSet.digest(overridesIn: nil) == TemplateSet.defaults().digest)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("{{> default-checklist}}\nMore.\n", to: "checklist.mustache")
    try directory.write("{{keyword}} {{text}}\n", to: "steps-behave.mustache")
    let overridden = try TemplateSet(overridesIn: directory.path)
    #expect(try TemplateSet.digest(overridesIn: directory.path) == overridden.digest)
    #expect(try overridden.digest != TemplateSet.defaults().digest)
    try directory.write("{{#open}}\n", to: "step.mustache")
    #expect(throws: DiagnosticsError.self) { try TemplateSet.digest(overridesIn: directory.path) }
  }

  @Test func aPartialOverrideRewordsEveryStep() throws {
    let files = try generate(templates: ["step": "{{keyword}} {{text}} (checked)\n"])
    let feature = try #require(files.first { $0.kind == .feature }).contents
    #expect(feature.contains("    When I press Space (checked)\n"))
    #expect(feature.contains("    Then it toggles (checked)\n"))
  }

  @Test func aBlockOverrideChangesOnePartOfTheDefault() throws {
    let files = try generate(templates: [
      "feature":
        "{{<default-feature}}{{$name}}Accessibility of the {{component.title}}{{/name}}{{/default-feature}}"
    ])
    let feature = try #require(files.first { $0.kind == .feature }).contents
    #expect(feature.contains("Feature: Accessibility of the Switch\n"))
    #expect(feature.contains("  Scenario: Space toggles the switch\n"))
  }

  @Test func aTemplateThatInheritsFromItselfIsNamedAsSuch() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "{{<feature}}{{$name}}Accessibility{{/name}}{{/feature}}\n", to: "feature.mustache")
    #expect(throws: DiagnosticsError.self) { try TemplateSet(overridesIn: directory.path) }
    do {
      _ = try TemplateSet(overridesIn: directory.path)
    } catch {
      #expect(
        error.diagnostics.map(\.message) == [
          "template 'feature' inherits from itself; to extend the built-in 'feature', inherit from 'default-feature'"
        ])
      #expect(error.diagnostics.first?.location == SourceLocation(line: 1, column: 1))
    }
  }

  @Test func aGroupPartialChangesOneGroupOnly() throws {
    let files = try generate(templates: [
      "group-keyboard":
        "{{#criteria}}\n\n  {{tags}} @keyboard\n  {{keyword}}: {{name}} with a keyboard\n{{#steps}}\n    {{>step}}\n{{/steps}}\n{{/criteria}}"
    ])
    let feature = try #require(files.first { $0.kind == .feature }).contents
    #expect(
      feature.contains(
        "  @criterion:keyboard.space @wcag:2.1.1 @automatable @keyboard\n  Scenario: Space toggles the switch with a keyboard\n"
      ))
    #expect(feature.contains("  Scenario: The state is announced\n"))
  }

  @Test func aWholeTemplateReplacesTheDefault() throws {
    let files = try generate(templates: [
      "checklist": "# {{component.title}}\n{{#criteria}}\n- [ ] {{id}}\n{{/criteria}}"
    ])
    let checklist = try #require(files.first { $0.kind == .checklist }).contents
    #expect(checklist.hasSuffix("# Switch\n- [ ] keyboard.space\n- [ ] screen-reader.state\n"))
  }

  @Test func aRuleBackgroundFromTheTemplatesIsMatchedAgainstTheVocabulary() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "{{#rule}}\n\n  Rule: {{title}}\n\n    Background:\n      Given the lights are dimmed\n{{/rule}}\n{{#criteria}}\n\n{{>scenario}}\n{{/criteria}}\n",
      to: "group.mustache")
    let generator = try FeatureGenerator(
      catalog: catalog(switchCriteria), templates: TemplateSet(overridesIn: directory.path),
      options: GenerationOptions(dialect: .modern))
    let feature = try #require(try generator.generate().first { $0.kind == .feature }).contents
    #expect(feature.contains("    Background:\n      Given the lights are dimmed\n"))
    let audit = try generator.auditVocabulary(try StepVocabulary.builtIn())
    #expect(
      audit.diagnostics.map(\.message).contains {
        $0.contains("'the lights are dimmed' matches no phrase")
      }, "\(audit.diagnostics.map(\.message))")
  }

  @Test func theModernDialectGroupsScenariosByRule() throws {
    let files = try generate(templates: [:], dialect: .modern)
    let feature = try #require(files.first { $0.kind == .feature }).contents
    #expect(
      feature.contains(
        "\n  Rule: External keyboard\n\n    @criterion:keyboard.space @wcag:2.1.1 @automatable\n    Scenario: Space toggles the switch\n"
      ))
    #expect(feature.contains("\n  Rule: Screen reader output\n"))
  }

  @Test func reportsTemplateSyntaxErrorsWithFileLineAndColumn() {
    let message = errors(templates: ["step": "{{keyword}} {{#text}}"])
    #expect(
      message.hasSuffix(
        "step.mustache:1:13: error: unclosed section 'text'\n    1 | {{keyword}} {{#text}}\n      |             ^"
      ))
  }

  @Test func reportsUnknownNamesInStrictMode() {
    let message = errors(templates: ["step": "{{keyword}} {{txt}}"])
    #expect(message.contains("step.mustache:1:13: error: unknown variable 'txt'"))
  }

  @Test func reportsInvalidGherkinAtTheGeneratedLine() {
    let message = errors(templates: ["step": "{{keyword}} {{text}}\n  | a | b |\n  | c |\n"])
    #expect(
      message.hasPrefix(
        """
        switch/ios/toggle.feature (as rendered by the templates):11:7: error: the templates produced invalid \
        Gherkin: inconsistent cell count within the table
           11 |       | c |
              |       ^
        """),
      "\(message)")
  }

  @Test func reportsAScenarioWithoutItsCriterionTag() {
    let message = errors(templates: [
      "scenario": "  {{keyword}}: {{name}}\n{{#steps}}\n    {{>step}}\n{{/steps}}\n"
    ])
    #expect(message.contains("error: every generated scenario needs a @criterion: tag"))
  }

  @Test func reportsAScenarioWithoutItsRunTag() {
    let message = errors(templates: [
      "scenario":
        "  @criterion:{{id}}{{#wcag}} @wcag:{{number}}{{/wcag}}\n  {{keyword}}: {{name}}\n{{#steps}}\n    {{>step}}\n{{/steps}}\n"
    ])
    #expect(
      message.contains(
        "error: @criterion:keyboard.space must carry exactly one of the tags @manual and @automatable"
      ),
      "\(message)")
  }

  @Test func reportsACommaInAScenarioNameAtTheCriterionTitle() {
    let criteria = switchCriteria.replacingOccurrences(
      of: "\"The state is announced\", \"checklist\"",
      with: "\"The state, announced\", \"checklist\"")
    #expect(
      errors(templates: [:], criteria: criteria).hasPrefix(
        "c.json:17:16: error: criteria[1].title: the scenario name 'The state, announced' has a comma, which cucumber-android rejects; reword the title"
      ))
  }

  @Test func reportsMisspeltPlaceholdersInCriteriaAtTheirText() {
    let criteria = switchCriteria.replacingOccurrences(
      of: "{{platform.screenReader}} announces it", with: "{{platform.screenreader}} announces it")
    #expect(
      errors(templates: [:], criteria: criteria) == """
        c.json:18:72: error: criteria[1].then[0]: unknown variable 'platform.screenreader'
           18 |       "when": "I swipe to {{experience.interactiveElement}}", "then": ["{{platform.screenreader}} announces it"]
              |                                                                        ^
        """)
  }
}
