import A11yCriteria
import Diagnostics
import FileSystem
import Foundation
import TestSupport
import Testing

@testable import FeatureGenerator

/// The check that trusts files generated from the same input bytes: it holds only when every
/// input is as it was, and every change to an input or to the output gives way to the full check.
@Suite struct UnchangedInputsCheckTests {
  private let directory: TemporaryDirectory
  private var out: String { directory.path + "/out" }
  private var criteria: String { directory.path + "/criteria" }
  private let options = GenerationOptions(
    regenerateCommand: "a11y-gherkin generate", toolVersion: "1.0")

  /// Two experiences and one platform (criteria format 1), and the built-in Captcha (format 2,
  /// with the shared library).
  private static let twoExperiences = switchCriteria.replacingOccurrences(
    of: #"[{"id": "toggle", "title": "Toggle", "interactiveElement": "the switch"}]"#,
    with: #"""
      [{"id": "toggle", "title": "Toggle", "interactiveElement": "the switch"},
       {"id": "row", "title": "Row", "interactiveElement": "the row"}]
      """#)

  init() throws {
    directory = try TemporaryDirectory()
    try directory.write(Self.twoExperiences, to: "criteria/switch.json")
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    try generate()
  }

  private func generate(
    options: GenerationOptions? = nil, templates: TemplateSet? = nil
  ) throws {
    let generator = FeatureGenerator(
      catalog: try CriteriaLoader.load(paths: [criteria]), templates: try templates ?? .defaults(),
      options: options ?? self.options)
    try GenerationPlan(files: generator.generate(), directory: out, options: generator.options)
      .apply(to: out)
  }

  /// The shortcut's result for the criteria files as they are now.
  private func shortcut(
    options: GenerationOptions? = nil, templates: TemplateSet? = nil
  ) throws -> CheckResult? {
    let files = try #require(CriteriaFile.read(paths: [criteria], relativeTo: "/"))
    return UnchangedInputsCheck(
      files: files, templates: try templates ?? .defaults(), options: options ?? self.options
    ).result(directory: out)
  }

  private func proven(options: GenerationOptions? = nil, templates: TemplateSet? = nil) throws
    -> Bool
  {
    try shortcut(options: options, templates: templates) != nil
  }

  /// The full check, decoding the criteria.
  private func fullCheck() throws -> CheckResult {
    let generator = FeatureGenerator(
      catalog: try CriteriaLoader.load(paths: [criteria]), templates: try .defaults(),
      options: options)
    return try DriftDetector(generator: generator).check(directory: out)
  }

  private func edit(_ path: String, _ change: (String) -> String) throws {
    let url = URL(fileURLWithPath: directory.path + "/" + path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "the edit changed nothing")
    try changed.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func provesFreshOutputInSyncWithEveryFileCounted() throws {
    defer { directory.remove() }
    let result = try #require(try shortcut())
    let full = try fullCheck()
    #expect(result.inSync && full.inSync)
    #expect(result.filesChecked.sorted() == full.filesChecked.sorted())
    #expect(result.filesChecked.count == 2 * 2 + 2 * 2 * 3)
  }

  /// The built-in catalog has experiences that some platforms leave out (the web has no
  /// table row of the switch): the committed output is still proven, so `check` of the
  /// repository takes this path.
  @Test func provesTheCommittedOutputOfTheBuiltInCatalog() throws {
    defer { directory.remove() }
    let files = try #require(CriteriaFile.builtIn())
    // The repository's configuration: the built-in catalog with its index.
    let proof = UnchangedInputsCheck(
      files: files, templates: try .defaults(),
      options: GenerationOptions(regenerateCommand: "a11y-gherkin generate", index: true))
    let result = proof.result(
      directory: TestData.packageRoot.appendingPathComponent("features").path)
    #expect(result != nil, "the committed features/ are not proven in sync")
    #expect((result?.filesChecked.count ?? 0) > 250)
  }

  @Test func givesWayWhenACriteriaFileChangesByOneByte() throws {
    defer { directory.remove() }
    // The same meaning (a space more): the full check finds nothing, but the bytes differ.
    try edit("criteria/switch.json") { $0 + " " }
    #expect(try !proven())
    #expect(try fullCheck().inSync)
  }

  @Test func givesWayWhenAWordingChanges() throws {
    defer { directory.remove() }
    try edit("criteria/switch.json") {
      $0.replacingOccurrences(of: "\"I press Space\"", with: "\"I press the space bar\"")
    }
    #expect(try !proven())
    #expect(try !fullCheck().inSync)
  }

  @Test func givesWayWhenASharedLibraryFileIsAdded() throws {
    defer { directory.remove() }
    let profiles = try #require(BuiltInCatalog.embeddedFile("profiles.json"))
    try directory.write(
      profiles.replacingOccurrences(of: "\"Dimmed\"", with: "\"Unavailable\""),
      to: "criteria/profiles.json")
    #expect(try !proven())
    #expect(try !fullCheck().inSync)
  }

  @Test func givesWayWhenTheTemplatesSettingsOrToolDiffer() throws {
    defer { directory.remove() }
    try directory.write("{{> default-checklist}}\nMore.\n", to: "templates/checklist.mustache")
    let templates = try TemplateSet(overridesIn: directory.path + "/templates")
    #expect(try !proven(templates: templates))
    var modern = options
    modern.dialect = .modern
    #expect(try !proven(options: modern))
    var strict = options
    strict.strictVocabulary = true
    #expect(try !proven(options: strict))
    var newer = options
    newer.toolVersion = "1.1"
    #expect(try !proven(options: newer))
    #expect(try proven())
  }

  /// The vocabulary is compiled in, so a test cannot change it under a committed file; what
  /// the check compares is the `inputs:` value, and a vocabulary of other bytes changes it for
  /// every file (tool version and templates are covered above, through the whole check).
  @Test func theInputsValueCoversTheVocabulary() {
    func value(vocabulary: String) -> String {
      InputsDigest(templatesDigest: "t", options: options, vocabularyDigest: vocabulary).value(
        component: "switch", bytes: "b", shared: "", warnings: 0, layout: ["ios/toggle"],
        target: "ios/toggle")
    }
    #expect(
      value(vocabulary: InputsDigest.vocabularyDigest)
        == value(vocabulary: InputsDigest.vocabularyDigest))
    #expect(
      value(vocabulary: InputsDigest.vocabularyDigest) != value(vocabulary: "0123456789abcdef"))
    #expect(
      InputsDigest(templatesDigest: "t", options: options).value(
        component: "switch", bytes: "b", shared: "", warnings: 0, layout: ["ios/toggle"],
        target: "ios/toggle") == value(vocabulary: InputsDigest.vocabularyDigest))
  }

  /// The values of several targets, built from one shared text, are each target's value, and
  /// the value's format is pinned: files generated before carry it.
  @Test func theValuesOfSeveralTargetsAreEachTargetsValue() {
    let digest = InputsDigest(templatesDigest: "t", options: options, vocabularyDigest: "v")
    let layout = ["android/default", "ios/default", "web/default"]
    let values = digest.values(
      component: "switch", bytes: "b", shared: "s", warnings: 1,
      sortedLayout: layout.joined(separator: " "), targets: layout)
    #expect(
      values
        == layout.map {
          digest.value(
            component: "switch", bytes: "b", shared: "s", warnings: 1, layout: layout.reversed(),
            target: $0)
        })
    #expect(Set(values).count == 3)
    #expect(values[0] == "xxh64:e948e89a0fafb5b8")
  }

  @Test func givesWayWithFilters() throws {
    defer { directory.remove() }
    var filtered = options
    filtered.platforms = ["ios"]
    #expect(try !proven(options: filtered))
  }

  @Test func givesWayWhenAGeneratedFileIsMissingEditedOrMoved() throws {
    defer { directory.remove() }
    let feature = "out/switch/ios/toggle.feature"
    let original = try String(contentsOfFile: directory.path + "/" + feature, encoding: .utf8)

    try FileManager.default.removeItem(atPath: directory.path + "/" + feature)
    #expect(try !proven())
    #expect(try fullCheck().items.map(\.kind) == [.missingFile])

    // The other experience's feature in its place: right inputs, wrong target.
    try FileManager.default.copyItem(
      atPath: directory.path + "/out/switch/ios/row.feature",
      toPath: directory.path + "/" + feature)
    #expect(try !proven())
    #expect(try !fullCheck().inSync)

    try original.write(toFile: directory.path + "/" + feature, atomically: true, encoding: .utf8)
    #expect(try proven())
    try edit(feature) { $0.replacingOccurrences(of: "When I press Space", with: "When I press S") }
    #expect(try !proven())
    #expect(try !fullCheck().inSync)
  }

  @Test func givesWayForAnOrphanAHeaderWithoutInputsOrAWholeComponentGone() throws {
    defer { directory.remove() }
    let feature = "out/switch/ios/toggle.feature"
    let text = try String(contentsOfFile: directory.path + "/" + feature, encoding: .utf8)
    try directory.write(text, to: "out/switch/ios/old.feature")
    #expect(try !proven())
    try FileManager.default.removeItem(atPath: directory.path + "/out/switch/ios/old.feature")

    // A file written before the inputs were recorded is checked the usual way.
    try edit(feature) {
      $0.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("# inputs: ") }.joined(separator: "\n")
    }
    #expect(try !proven())
    #expect(try fullCheck().inSync)

    try generate()
    #expect(try proven())
    try FileManager.default.removeItem(atPath: out + "/captcha")
    #expect(try !proven())
    #expect(try !fullCheck().inSync)
  }

  @Test func givesWayForAFileThatWasNotGeneratedBesideGeneratedOnes() throws {
    defer { directory.remove() }
    try directory.write("Feature: Ours\n", to: "out/switch/ios/ours.feature")
    #expect(try !proven())
    // Outside every component's directory, it is none of check's business.
    try FileManager.default.removeItem(atPath: out + "/switch/ios/ours.feature")
    try directory.write("# Our notes\n", to: "out/NOTES.md")
    #expect(try proven())
  }

  @Test func givesWayForTwoFilesOfOneComponent() throws {
    defer { directory.remove() }
    try directory.write(Self.twoExperiences, to: "criteria/switch-copy.json")
    #expect(try !proven())
    #expect(throws: DiagnosticsError.self) { try fullCheck() }
  }

  @Test func provesTheIndexAndGivesWayWhenItIsMissingEditedOrSomeoneElses() throws {
    defer { directory.remove() }
    var indexed = options
    indexed.index = true
    let generator = FeatureGenerator(
      catalog: try CriteriaLoader.load(paths: [criteria]), templates: try .defaults(),
      options: indexed)
    guard case .generate(let index) = try generator.indexDecision(in: out, displayName: "out")
    else {
      Issue.record("no index to write")
      return
    }
    try GenerationPlan(files: generator.generate() + [index], directory: out, options: indexed)
      .apply(to: out)
    #expect(try proven(options: indexed))
    let result = try #require(try shortcut(options: indexed))
    #expect(result.filesChecked.contains("README.md"))
    // Without the index setting, a generated index is an orphan to report.
    #expect(try !proven())

    try edit("out/README.md") { $0.replacingOccurrences(of: "| Switch", with: "| Toggle") }
    #expect(try !proven(options: indexed))
    try FileManager.default.removeItem(atPath: out + "/README.md")
    #expect(try !proven(options: indexed))
    try directory.write("# Our tests\n", to: "out/README.md")
    #expect(try !proven(options: indexed))
    #expect(try proven())
  }

  @Test func regeneratingAlsoNeedsTheSameCommandAndNoByteOrderMark() throws {
    defer { directory.remove() }
    let files = try #require(CriteriaFile.read(paths: [criteria], relativeTo: "/"))
    func proven(_ options: GenerationOptions) throws -> Bool {
      UnchangedInputsCheck(files: files, templates: try .defaults(), options: options)
        .result(directory: out, regenerating: true) != nil
    }
    #expect(try proven(options))
    var other = options
    other.regenerateCommand = "a11y-gherkin generate --out out"
    #expect(try !proven(other))
    #expect(try self.proven(options: other))
    let feature = out + "/switch/ios/toggle.feature"
    let text = try String(contentsOfFile: feature, encoding: .utf8)
    try ("\u{FEFF}" + text).write(toFile: feature, atomically: true, encoding: .utf8)
    #expect(try !proven(options))
    #expect(try self.proven())
  }

  /// A generated file copied under another name in a target's directory is an orphan the full
  /// check reports, even when its name starts with the experience's.
  @Test func givesWayForACopyUnderAnotherName() throws {
    defer { directory.remove() }
    for name in ["toggle.old.feature", "toggle.copy.md", "toggle..feature", ".toggle.feature"] {
      let source = name.hasSuffix(".md") ? "toggle.md" : "toggle.feature"
      try FileManager.default.copyItem(
        atPath: out + "/switch/ios/" + source, toPath: out + "/switch/ios/" + name)
      #expect(try !proven(), "\(name)")
      #expect(try !fullCheck().inSync, "\(name)")
      try FileManager.default.removeItem(atPath: out + "/switch/ios/" + name)
    }
    #expect(try proven())
  }

  /// The same walk lists the temporary files of interrupted runs, which check reports.
  @Test func listsTheLeftoversOfInterruptedRuns() throws {
    defer { directory.remove() }
    // A process id that runs no process (above the largest Linux allows), and this one's.
    try directory.write("x", to: "out/switch/ios/.toggle.feature.4194999.17.tmp")
    try directory.write("x", to: "out/.README.md.\(getpid()).18.tmp")
    try directory.write("x", to: "out/notes.tmp")
    let result = try #require(try shortcut())
    #expect(result.temporaryLeftovers == ["switch/ios/.toggle.feature.4194999.17.tmp"])
    #expect(result.temporaryLeftovers == TemporaryName.leftovers(in: out))
  }

  @Test func placesFilesByTheBytesOfTheirPaths() {
    let cases: [(String, String?, String?, Bool)] = [
      ("switch/ios/toggle.feature", "switch", "ios/toggle", true),
      ("switch/ios/toggle.md", "switch", "ios/toggle", false),
      ("switch/ios/toggle.old.feature", "switch", nil, true),
      ("switch/ios/.md", "switch", nil, false),
      ("é/ios/a\u{301}.md", "é", "ios/a\u{301}", false),
      ("switch/toggle.feature", nil, nil, false),
      ("README.md", nil, nil, false),
      ("a/b/c/d.feature", nil, nil, false),
    ]
    for (path, component, target, isFeature) in cases {
      let place = UnchangedInputsCheck.place(of: path)
      #expect(place?.component == component, "\(path)")
      #expect(place?.target == target, "\(path)")
      if place != nil { #expect(place?.isFeature == isFeature, "\(path)") }
    }
  }

  @Test func givesWayForAComponentWithWarnings() throws {
    defer { directory.remove() }
    try edit("criteria/switch.json") {
      $0.replacingOccurrences(of: #""wcag": ["4.1.2"]"#, with: #""wcag": ["4.1.2", "4.1.1"]"#)
    }
    try generate()
    #expect(try !proven())
    #expect(try CriteriaLoader.load(paths: [criteria]).warnings.count == 1)
    #expect(try fullCheck().inSync)
  }
}
