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
    "behave-playwright": (#"r"""(.*)""",$"#, false),
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
    for target in try BuiltInOutput.rendered() {
      // Background steps are generated steps too (the web's "the browser shows ..." is one).
      for case .background(let background) in target.document.feature?.children ?? [] {
        for step in background.steps {
          let matching = matchers.indices.filter { matchers[$0](step.text) }
          #expect(matching.count == 1, "\(step.text)")
          for index in matching { uses[index] += 1 }
        }
      }
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

  /// behave's `@then` and CucumberSwift's `Then` match only their own keyword, and the catalog
  /// states one phrase as a start in one scenario and as an outcome in another (`Given the
  /// Volume slider has the value "50"`): those runners register every phrase for any keyword.
  @Test(arguments: [
    (StepRunner.behave, #"@step(r""""#), (.behavePlaywright, "@step(\n    r\"\"\""),
    (.xctest, ##"MatchAll(#""##),
  ])
  func keywordBoundRunnersRegisterEveryPhraseForAnyKeyword(
    runner: StepRunner, registration: String
  ) throws {
    let export = try StepDefinitionExport(
      vocabulary: try StepVocabulary.builtIn(), runner: runner,
      templates: try TemplateSet.defaults())
    let phraseFiles = export.files.filter { $0.expression != nil }
    #expect(phraseFiles.count > 50)
    for file in phraseFiles {
      #expect(file.contents.contains(registration), "\(file.name)")
      #expect(file.registration.map(file.contents.contains) == true, "\(file.name)")
    }
  }
}

/// Exporting again when the vocabulary changed: the shared file's generated part follows the
/// new parameter types, everything a team wrote stays, stale patterns and gone phrases are
/// reported, and nothing is deleted.
@Suite struct StepDefinitionReExportTests {
  /// The built-in vocabulary with one parameter type changed and one phrase gone.
  private static func changedVocabulary() throws -> StepVocabulary {
    let vocabulary = try StepVocabulary.builtIn()
    let types = vocabulary.parameterTypes.map { type in
      type.name == "direction"
        ? ParameterType(name: "direction", regexps: type.regexps + ["forward"]) : type
    }
    let phrases = try vocabulary.phrases.filter { $0.expression.source != "I double tap" }.map {
      phrase in
      StepPhrase(
        expression: try CucumberExpression(
          phrase.expression.source, parameterTypes: ParameterType.builtIn + types),
        keyword: phrase.keyword, manual: phrase.manual)
    }
    return StepVocabulary(parameterTypes: types, phrases: phrases)
  }

  @Test(arguments: StepRunner.allCases)
  func theSharedFileFollowsAChangedParameterTypeAndKeepsTheTeamsLines(runner: StepRunner)
    throws
  {
    let templates = try TemplateSet.defaults()
    let before = try StepDefinitionExport(
      vocabulary: try StepVocabulary.builtIn(), runner: runner, templates: templates)
    let after = try StepDefinitionExport(
      vocabulary: try Self.changedVocabulary(), runner: runner, templates: templates)
    var existing = Dictionary(uniqueKeysWithValues: before.files.map { ($0.name, $0.contents) })

    // The team writes a body, and lines of its own above and below the shared file's generated
    // part (below the first line, which says who wrote the file).
    let swipe = try #require(before.files.first { $0.expression == "I swipe {direction}" })
    let body = "    our own body of the swipe step"
    let lines = swipe.contents.split(separator: "\n", omittingEmptySubsequences: false)
    // A skeleton's pending line, or the web library's call of the phrase's check.
    let pending = try #require(
      lines.lastIndex { $0.lowercased().contains("pending") || $0.contains("*arguments,") })
    var edited = lines.map(String.init)
    edited[pending] = body
    existing[swipe.name] = edited.joined(separator: "\n")
    let shared = try #require(before.files.first { $0.expression == nil })
    func withTeamLines(_ contents: String) -> String {
      let firstLine = contents.prefix { $0 != "\n" }
      return firstLine + "\n// our own line above" + contents.dropFirst(firstLine.count)
        + "// our own line below\n"
    }
    existing[shared.name] = withTeamLines(shared.contents)

    let update = after.update(existing: existing)

    #expect(update.new == [])
    // The swipe skeleton keeps its body; its pattern is reported where the file holds it.
    #expect(update.kept.contains(swipe.name))
    #expect(!update.updated.contains { $0.name == swipe.name })
    let newSwipe = try #require(after.files.first { $0.expression == "I swipe {direction}" })
    if let registration = newSwipe.registration {
      #expect(registration.contains("forward"))
      #expect(update.staleRegistrations.map(\.name).contains(swipe.name))
    } else {
      #expect(update.staleRegistrations.isEmpty)
    }
    // The shared file: the new type (for xctest, the registrations without the gone phrase)
    // in its generated part, the team's lines around it.
    let updated = try #require(update.updated.first { $0.name == shared.name })
    if runner == .xctest {
      #expect(shared.contents.contains("a11yIDoubleTap()"))
      #expect(!updated.contents.contains("a11yIDoubleTap()"))
    } else {
      #expect(updated.contents.contains("forward"))
    }
    #expect(updated.contents.contains("\n// our own line above\n"))
    #expect(updated.contents.hasSuffix("// our own line below\n"))
    let fresh = try #require(after.files.first { $0.expression == nil })
    #expect(updated.contents == withTeamLines(fresh.contents))
    #expect(update.withoutGeneratedPart == [])
    // The gone phrase's file is not the export's any more: it is neither written nor updated.
    let doubleTap = try #require(before.files.first { $0.expression == "I double tap" })
    #expect(!after.files.contains { $0.name == doubleTap.name })
    #expect(!update.updated.contains { $0.name == doubleTap.name })
  }

  @Test func aKeptSkeletonRegisteredForOneKeywordIsReportedWithItsRegistration() throws {
    let export = try StepDefinitionExport(
      vocabulary: try StepVocabulary.builtIn(), runner: .behave,
      templates: try TemplateSet.defaults())
    let file = try #require(
      export.files.first { $0.expression == "{element} has the value {string}" })
    let registration = try #require(file.registration)
    // What an older export wrote: the phrase registered for Then only, with a team's body.
    let older = file.contents.replacingOccurrences(
      of: registration, with: "@then" + registration.dropFirst("@step".count)
    ).replacingOccurrences(of: "from behave import step,", with: "from behave import then,")
    #expect(older != file.contents)

    let update = export.update(existing: [file.name: older])

    #expect(update.kept.contains(file.name))
    #expect(update.staleRegistrations.map(\.name) == [file.name])
    #expect(update.staleRegistrations.map(\.registration) == [registration])
  }

  @Test func aSharedFileWithoutItsMarkersIsKeptAndReported() throws {
    let export = try StepDefinitionExport(
      vocabulary: try StepVocabulary.builtIn(), runner: .cucumberJS,
      templates: try TemplateSet.defaults())
    let shared = try #require(export.files.first { $0.expression == nil })
    let older = "// \(StepDefinitionExport.marker).\ndefineParameterType({ name: \"key\" });\n"
    let update = export.update(existing: [shared.name: older])
    #expect(update.updated == [])
    #expect(update.kept == [shared.name])
    #expect(update.withoutGeneratedPart == [shared.name])
    #expect(update.new.count == export.files.count - 1)
  }

  @Test func anUnchangedExportChangesNothing() throws {
    for runner in StepRunner.allCases {
      let export = try StepDefinitionExport(
        vocabulary: try StepVocabulary.builtIn(), runner: runner,
        templates: try TemplateSet.defaults())
      let update = export.update(
        existing: Dictionary(uniqueKeysWithValues: export.files.map { ($0.name, $0.contents) }))
      #expect(update.new == [] && update.updated == [], "\(runner)")
      #expect(update.kept.count == export.files.count)
      #expect(update.staleRegistrations.isEmpty && update.withoutGeneratedPart.isEmpty)
    }
  }
}
