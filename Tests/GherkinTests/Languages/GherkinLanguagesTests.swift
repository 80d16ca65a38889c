import Foundation
import Gherkin
import TestSupport
import Testing

@Suite struct GherkinLanguagesTests {
  /// The committed table (`GherkinLanguages+Table.swift`) is what `make languages` generates
  /// from the official JSON: same dialects, same keywords in the same order.
  @Test(GherkinTestData.available)
  func theTableMatchesTheOfficialJSON() throws {
    let url = GherkinTestData.root.appendingPathComponent("gherkin-languages.json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [String: Any]])
    #expect(GherkinLanguages.all.map(\.code) == json.keys.sorted())
    for language in GherkinLanguages.all {
      let entry = try #require(json[language.code])
      #expect(entry["name"] as? String == language.name, "\(language.code)")
      #expect(entry["native"] as? String == language.native, "\(language.code)")
      let groups: [(String, [String])] = [
        ("feature", language.feature), ("rule", language.rule),
        ("background", language.background), ("scenario", language.scenario),
        ("scenarioOutline", language.scenarioOutline), ("examples", language.examples),
        ("given", language.given), ("when", language.when), ("then", language.then),
        ("and", language.and), ("but", language.but),
      ]
      for (name, keywords) in groups {
        #expect(entry[name] as? [String] == keywords, "\(language.code).\(name)")
      }
    }
  }

  @Test func thereAreEightyDialects() {
    #expect(GherkinLanguages.all.count == 80)
    #expect(GherkinLanguages.language(code: "fr")?.native == "français")
    #expect(GherkinLanguages.language(code: "xx") == nil)
    #expect(GherkinLanguages.english.code == "en")
  }

  /// In every dialect, a line starting with a step keyword is read with the longest keyword
  /// it starts with, and typed by the groups that list it.
  @Test(arguments: GherkinLanguages.all)
  func everyStepKeywordIsMatchedLongestFirst(_ language: GherkinLanguage) throws {
    let feature = try #require(language.feature.first)
    let scenario = try #require(language.scenario.first)
    let all = language.given + language.when + language.then + language.and + language.but
    let unique = all.reduce(into: [String]()) { if !$1.isEmpty, !$0.contains($1) { $0.append($1) } }
    var text = "# language: \(language.code)\n\(feature): f\n  \(scenario): s\n"
    for keyword in unique {
      text += "    \(keyword)step text\n"
    }
    let document = try GherkinParser().parse(text, path: language.code)
    guard case .scenario(let parsed) = try #require(document.feature?.children.first) else {
      Issue.record("no scenario in \(language.code)")
      return
    }
    #expect(parsed.steps.count == unique.count)
    for (keyword, step) in zip(unique, parsed.steps) {
      let line = keyword + "step text"
      let longest = unique.filter { line.unicodeScalars.starts(with: $0.unicodeScalars) }
        .max { $0.unicodeScalars.count < $1.unicodeScalars.count }
      #expect(step.keyword == longest, "\(language.code): \(keyword)")
      let groups = [
        language.given.contains(step.keyword), language.when.contains(step.keyword),
        language.then.contains(step.keyword),
        language.and.contains(step.keyword) || language.but.contains(step.keyword),
      ]
      let listings = all.filter { $0 == step.keyword }.count
      let expected: StepKeywordType =
        listings > 1
        ? .unknown
        : groups[0] ? .context : groups[1] ? .action : groups[2] ? .outcome : .conjunction
      #expect(step.keywordType == expected, "\(language.code): \(keyword)")
    }
  }

  /// Every title keyword of every dialect reads as its kind of line.
  @Test(arguments: GherkinLanguages.all)
  func everyTitleKeywordIsRecognised(_ language: GherkinLanguage) throws {
    let header = "# language: \(language.code)\n"
    let feature = try #require(language.feature.first)
    for keyword in language.feature {
      let document = try GherkinParser().parse(header + "\(keyword): x\n")
      #expect(document.feature?.keyword == keyword, "\(language.code) feature \(keyword)")
      #expect(document.feature?.language == language.code)
    }
    for keyword in language.rule {
      let document = try GherkinParser().parse(header + "\(feature): x\n  \(keyword): r\n")
      guard case .rule(let rule) = document.feature?.children.first else {
        Issue.record("\(language.code) rule \(keyword)")
        continue
      }
      #expect(rule.keyword == keyword)
    }
    for keyword in language.background {
      let document = try GherkinParser().parse(header + "\(feature): x\n  \(keyword): b\n")
      guard case .background(let background) = document.feature?.children.first else {
        Issue.record("\(language.code) background \(keyword)")
        continue
      }
      #expect(background.keyword == keyword)
    }
    for keyword in language.scenario + language.scenarioOutline {
      for examples in language.examples {
        let document = try GherkinParser().parse(
          header + "\(feature): x\n  \(keyword): s\n    \(examples): e\n      | a |\n")
        guard case .scenario(let scenario) = document.feature?.children.first else {
          Issue.record("\(language.code) scenario \(keyword)")
          continue
        }
        #expect(scenario.keyword == keyword)
        #expect(scenario.examples.first?.keyword == examples)
      }
    }
  }
}

extension GherkinLanguage: CustomTestStringConvertible {
  public var testDescription: String { code }
}
