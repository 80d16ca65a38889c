import A11yCriteria
import Diagnostics
import FileSystem
import Foundation
import TestSupport
import Testing

@testable import FeatureGenerator

/// The policy of check's one entry point: which tier answers for which request.
@Suite struct DriftCheckTests {
  private let directory: TemporaryDirectory
  private var out: String { directory.path + "/out" }
  private var criteria: String { directory.path + "/criteria" }

  init() throws {
    directory = try TemporaryDirectory()
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    let generator = try Self.generator(criteria, vocabulary: .warn)
    try GenerationPlan(files: generator.generate(), directory: out, options: generator.options)
      .apply(to: out)
  }

  private static func options(_ vocabulary: VocabularyPolicy) -> GenerationOptions {
    GenerationOptions(
      regenerateCommand: "a11y-gherkin generate", vocabulary: vocabulary, toolVersion: "1.0")
  }

  private static func generator(_ criteria: String, vocabulary: VocabularyPolicy) throws
    -> FeatureGenerator
  {
    FeatureGenerator(
      catalog: try CriteriaLoader.load(paths: [criteria]), templates: try .defaults(),
      options: options(vocabulary))
  }

  private func proof() throws -> UnchangedInputsCheck {
    UnchangedInputsCheck(
      files: try #require(CriteriaFile.read(paths: [criteria], relativeTo: "/")),
      templates: try .defaults(), options: Self.options(.warn))
  }

  @Test func theDirectoryProofAnswersOnlyWhenNothingAsksForMore() throws {
    defer { directory.remove() }
    let plain = DriftCheck(strict: false, reportNamesEveryCriterion: false, includeDiffs: false)
    let made = try proof()
    let proven = try #require(plain.proven(by: made, directory: out, displayName: "out"))
    #expect(proven.inSync)
    #expect(proven.filesChecked.count == 12)
    #expect(plain.proven(by: nil, directory: out, displayName: "out") == nil)
    for drift in [
      DriftCheck(strict: true, reportNamesEveryCriterion: false, includeDiffs: false),
      DriftCheck(strict: false, reportNamesEveryCriterion: true, includeDiffs: false),
    ] {
      var asked = false
      func ask() -> UnchangedInputsCheck? {
        asked = true
        return made
      }
      #expect(drift.proven(by: ask(), directory: out, displayName: "out") == nil)
      #expect(!asked, "a proof that cannot apply is not made")
    }
  }

  @Test func theOtherTiersFindDriftAndTheVocabularyPolicyDecidesWhatAStepOutsideItIs() throws {
    defer { directory.remove() }
    let vocabulary = try StepVocabulary.builtIn()
    let feature = "out/captcha/ios/table-row.feature"
    let text = try directory.read(feature)
    try directory.write(
      text.replacingOccurrences(of: "When I press Space", with: "When I tap the space bar"),
      to: feature)
    for strict in [false, true] {
      let drift = DriftCheck(strict: strict, reportNamesEveryCriterion: false, includeDiffs: true)
      let result = try drift.check(
        try Self.generator(criteria, vocabulary: .warn), vocabulary: vocabulary, directory: out,
        displayName: "out")
      #expect(!result.inSync)
      #expect(result.items.map(\.criterion) == ["keyboard.space"])
      #expect(result.diffs.map(\.file) == ["captcha/ios/table-row.feature"])
      #expect(result.stepFindings.count == 1)
      let off = try drift.check(
        try Self.generator(criteria, vocabulary: .off), vocabulary: vocabulary, directory: out,
        displayName: "out")
      #expect(off.stepFindings.isEmpty)
      #expect(throws: DiagnosticsError.self) {
        try drift.check(
          try Self.generator(criteria, vocabulary: .error), vocabulary: vocabulary,
          directory: out, displayName: "out")
      }
    }
  }
}

/// A filtered check is answered by the proof of the whole directory, counting the files its
/// filters select, as the usual check counts them; a filter the proven files do not show is
/// left to the usual check, which reports it.
@Suite struct FilteredProofTests {
  @Test func aFilteredCheckIsProvenByTheWholeDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    let criteria = directory.path + "/criteria"
    let out = directory.path + "/out"
    func options(platforms: Set<String> = []) -> GenerationOptions {
      GenerationOptions(
        platforms: platforms, regenerateCommand: "a11y-gherkin generate", toolVersion: "1.0")
    }
    let generator = FeatureGenerator(
      catalog: try CriteriaLoader.load(paths: [criteria]), templates: try .defaults(),
      options: options())
    try GenerationPlan(files: generator.generate(), directory: out, options: generator.options)
      .apply(to: out)
    let drift = DriftCheck(strict: false, reportNamesEveryCriterion: false, includeDiffs: false)
    func proven(_ options: GenerationOptions) throws -> Int? {
      let proof = UnchangedInputsCheck(
        files: try #require(CriteriaFile.read(paths: [criteria], relativeTo: "/")),
        templates: try .defaults(), options: options)
      return drift.proven(by: proof, directory: out, displayName: "out")?.filesChecked.count
    }
    #expect(try proven(options()) == 12)
    #expect(try proven(options(platforms: ["ios"])) == 6)
    #expect(try proven(options(platforms: ["web"])) == nil)
    let usual = try drift.check(
      FeatureGenerator(
        catalog: try CriteriaLoader.load(paths: [criteria]), templates: try .defaults(),
        options: options(platforms: ["ios"])),
      vocabulary: try StepVocabulary.builtIn(), directory: out, displayName: "out")
    #expect(usual.inSync && usual.filesChecked.count == 6)
  }
}
