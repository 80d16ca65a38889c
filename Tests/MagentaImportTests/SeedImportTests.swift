import A11yCriteria
import Foundation
import MagentaImport
import TestSupport
import Testing

/// The two Captcha documents of the shared seeds, one in each format, imported and compared
/// with the built-in Captcha.
///
/// The seeds are read at test time from `../shared/seeds` (beside the conformance suites) and
/// never copied into the repository. When they are missing the tests are skipped, never passed.
@Suite struct SeedImportTests {
  private func importSeed(_ name: String) throws -> ImportResult {
    try Fixture.importer.importDocument(text: Fixture.seed(name), path: name)
  }

  private func builtInCaptcha() throws -> Component {
    // The one component, not the whole catalog.
    try #require(try CatalogSources.builtIn(ids: ["captcha"]).catalog().component("captcha"))
  }

  /// Where the import of each seed differs from the curated Captcha, criterion by criterion,
  /// and why. A difference not listed here, or listed and gone, fails the test.
  private static let expectedDifferences: [String: [String: String]] = [
    Fixture.olderSeed: [
      "design.alternative":
        "only in the catalog: the document's advice to offer a non-cognitive way through is a developer note, not an item"
    ],
    Fixture.newerSeed: [
      "design.alternative":
        "only in the catalog: the document's advice to offer a non-cognitive way through is a developer note, not an item",
      "screen-reader.group":
        "only in the catalog: the document says 'Group: n/a' and its notes give no per-experience grouping; the catalog groups the table row",
      "settings.text-resize":
        "only in the catalog: the document says 'Text resize: n/a'; the catalog tests the captcha's text, not its image",
    ],
  ]

  /// For every criterion id in either component: where it applies ("experience/platform"
  /// pairs), so that scoping by platform and by experience is compared.
  private func scopes(of component: Component) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for criterion in component.criteria {
      for experience in component.experiences {
        for platform in component.platforms
        where criterion.applicability.includes(experience: experience.id, platform: platform.id) {
          result[criterion.id, default: []].insert("\(experience.id)/\(platform.id)")
        }
      }
    }
    return result
  }

  /// The differences between an import and the catalog, one line per criterion.
  private func differences(_ imported: Component, _ catalog: Component) -> [String: String] {
    let mine = scopes(of: imported)
    let theirs = scopes(of: catalog)
    var result: [String: String] = [:]
    for id in Set(mine.keys).union(theirs.keys) {
      switch (mine[id], theirs[id]) {
      case (nil, .some): result[id] = "only in the catalog"
      case (.some, nil): result[id] = "only in the import"
      case (let lhs?, let rhs?) where lhs != rhs:
        result[id] =
          "scope: import \(lhs.sorted().joined(separator: " ")); catalog \(rhs.sorted().joined(separator: " "))"
      default: break
      }
    }
    return result
  }

  @Test(
    .enabled(
      if: Fixture.seedExists(Fixture.olderSeed) && Fixture.seedExists(Fixture.newerSeed),
      "SKIPPED: seeds not found in \(Fixture.seeds.path); set A11Y_TESTDATA"),
    arguments: [Fixture.olderSeed, Fixture.newerSeed])
  func eachSeedMatchesTheCuratedCaptchaCriterionByCriterionOrSaysWhyNot(name: String) throws {
    let result = try importSeed(name)
    let catalog = try builtInCaptcha()
    let found = differences(result.component, catalog)
    let expected = Self.expectedDifferences[name] ?? [:]
    // Same ids and the same scope (experiences and platforms) everywhere else.
    #expect(Set(found.keys) == Set(expected.keys), "\(found)")
    for (id, reason) in expected {
      #expect(
        found[id].map { reason.hasPrefix($0) } == true, "\(id): \(found[id] ?? "no difference")")
    }
    #expect(result.component.experiences.map(\.id) == catalog.experiences.map(\.id))
    // The roles the profiles announce for each experience, as the catalog has them.
    #expect(
      result.component.experiences.map { $0.controls.compactMap(\.role) }
        == [["tableRow"], ["imageButton"], ["button", "textField"]])
    #expect(
      catalog.experiences.map { Set($0.controls.compactMap(\.role)) } == [
        ["tableRow"], ["imageButton"], ["button", "textField"],
      ])
  }

  @Test(
    .enabled(
      if: Fixture.seedExists(Fixture.olderSeed),
      "SKIPPED: seed \(Fixture.olderSeed) not found in \(Fixture.seeds.path); set A11Y_TESTDATA")
  )
  func theOlderCaptchaLeavesOutItsNotApplicableGroupItem() throws {
    let result = try importSeed(Fixture.olderSeed)
    // `screenreader: ` ends with a space.
    #expect(result.warnings.map(\.message) == ["trailing spaces, ignored, on line 21"])
    // Enter is Android only: the document says "Activates the button on Android".
    #expect(
      result.component.criteria.first { $0.id == "keyboard.enter" }?.applicability.platforms
        == ["android"])
    #expect(result.leftOut.contains(LeftOut("screen-reader.group", "'group: n/a'", line: 26)))
    assertSnapshot(result.criteriaDocument, named: "older-captcha.json")
  }

  @Test(
    .enabled(
      if: Fixture.seedExists(Fixture.newerSeed),
      "SKIPPED: seed \(Fixture.newerSeed) not found in \(Fixture.seeds.path); set A11Y_TESTDATA")
  )
  func theNewerCaptchaLeavesOutItsNotApplicableItems() throws {
    let result = try importSeed(Fixture.newerSeed)
    // The document's Gherkin section disagrees with its Condensed section twice.
    #expect(
      result.warnings.map(\.message) == [
        "the Gherkin section has Enter on every platform, the Condensed section (line 15) on Android only",
        "the Gherkin section names states the Condensed section does not (line 27): enabled",
      ])
    #expect(result.conflicts == 2)
    #expect(
      result.component.criteria.first { $0.id == "keyboard.enter" }?.applicability.platforms
        == ["android"])
    #expect(
      result.leftOut.prefix(4) == [
        LeftOut("screen-reader.group", "'Group: n/a'", line: 26),
        LeftOut("settings.text-resize", "'Text resize: n/a'", line: 31),
        LeftOut("## General Notes", "not a source of criteria", line: 1),
        LeftOut("## Gherkin", "hand-written scenarios, not a source of criteria", line: 35),
      ])
    #expect(result.mapping.mapped == 8)
    #expect(result.mapping.freeForm == 0)
    #expect(result.mapping.leftOut == 2)
    assertSnapshot(result.criteriaDocument, named: "newer-captcha.json")
  }

  @Test(
    .enabled(
      if: Fixture.seedExists(Fixture.olderSeed) && Fixture.seedExists(Fixture.newerSeed),
      "SKIPPED: seeds not found in \(Fixture.seeds.path); set A11Y_TESTDATA"),
    arguments: [Fixture.olderSeed, Fixture.newerSeed])
  func importedSeedsLoadWithTheCriteriaLoader(name: String) throws {
    let result = try importSeed(name)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(result.criteriaDocument, to: result.fileName)
    try directory.write(
      BuiltInCatalog.embeddedFile(CriteriaFormat.schemaV2FileName) ?? "",
      to: CriteriaFormat.schemaV2FileName)
    let catalog = try CriteriaLoader.load(paths: [directory.path])
    #expect(catalog.components == [result.component])
  }
}
