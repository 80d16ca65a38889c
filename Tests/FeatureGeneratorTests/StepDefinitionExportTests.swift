import A11yCriteria
import CucumberExpressions
import FeatureGenerator
import Foundation
import Testing

/// Over the whole built-in catalog, for every runner: each generated step matches exactly one
/// exported skeleton, and every skeleton is used. Cucumber Expressions are checked with the
/// project's matcher; the regular expressions of behave and xctest with NSRegularExpression.
@Suite struct StepDefinitionExportTests {
  /// Where each runner's file holds its pattern, and whether it is a Cucumber Expression.
  private static let patterns: [String: (regex: String, isExpression: Bool)] = [
    "behave": (#"r"""(.*)"""\)"#, false),
    "xctest": (##"\(#"(.*)"#\)"##, false),
    "cucumber-jvm": (#"@(?:Given|When|Then)\("(.*)"\)"#, true),
    "cucumber-js": (#"^(?:Given|When|Then)\("(.*)", async"#, true),
  ]

  @Test(arguments: StepRunner.allCases)
  func everyGeneratedStepMatchesExactlyOneSkeleton(runner: StepRunner) throws {
    let vocabulary = try StepVocabulary.builtIn()
    let export = try StepDefinitionExport(
      vocabulary: vocabulary, runner: runner, templates: try TemplateSet.defaults())
    let spec = try #require(Self.patterns[runner.rawValue])
    let finder = try NSRegularExpression(pattern: spec.regex, options: [.anchorsMatchLines])
    var matchers: [(String) -> Bool] = []
    for file in export.files where file.expression != nil {
      let range = NSRange(file.contents.startIndex..., in: file.contents)
      let found = finder.matches(in: file.contents, range: range)
      #expect(found.count == 1, "\(file.name)")
      guard let match = found.first, let captured = Range(match.range(at: 1), in: file.contents)
      else { continue }
      var pattern = String(file.contents[captured])
      if spec.isExpression {
        pattern = pattern.replacingOccurrences(of: "\\\"", with: "\"")
          .replacingOccurrences(of: "\\\\", with: "\\")
        let expression = try CucumberExpression(
          pattern, parameterTypes: ParameterType.builtIn + vocabulary.parameterTypes)
        matchers.append { expression.matches($0) }
      } else {
        // behave matches the whole step, as an anchored pattern does.
        if !pattern.hasPrefix("^") { pattern = "^(?:" + pattern + ")$" }
        let regex = try NSRegularExpression(pattern: pattern)
        matchers.append { text in
          let whole = NSRange(text.startIndex..., in: text)
          return regex.firstMatch(in: text, range: whole)?.range == whole
        }
      }
    }
    #expect(matchers.count == vocabulary.phrases.count)
    var uses = Array(repeating: 0, count: matchers.count)
    var steps = 0
    for target in try builtInGenerator().render() {
      for case .scenario(let scenario) in target.document.feature?.children ?? [] {
        for text in VocabularyAudit.expandedSteps(scenario) {
          steps += 1
          let matching = matchers.indices.filter { matchers[$0](text) }
          #expect(matching.count == 1, "\(text)")
          for index in matching { uses[index] += 1 }
        }
      }
    }
    #expect(steps > 1000)
    let unused = uses.indices.filter { uses[$0] == 0 }.map {
      vocabulary.phrases[$0].expression.source
    }
    #expect(unused == [])
  }
}
