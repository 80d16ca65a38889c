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
  /// The groups a MagentaA11y document speaks of (its "Condensed" groups).
  private static let comparedGroups: Set<CriterionGroup> = [
    .keyboard, .gestures, .screenReader, .settings,
  ]

  /// The criterion ids of the compared groups that apply on a platform in some experience.
  private func ids(of component: Component, on platform: String) -> Set<String> {
    Set(
      component.criteria.filter { criterion in
        Self.comparedGroups.contains(criterion.group)
          && component.experiences.contains {
            criterion.applicability.includes(experience: $0.id, platform: platform)
          }
      }.map(\.id))
  }

  private func importSeed(_ name: String) throws -> ImportResult {
    try Fixture.importer.importDocument(text: Fixture.seed(name), path: name)
  }

  private func builtInCaptcha() throws -> Component {
    try #require(try BuiltInCatalog.load().component("captcha"))
  }

  @Test(
    .enabled(
      if: Fixture.seedExists(Fixture.olderSeed),
      "SKIPPED: seed \(Fixture.olderSeed) not found in \(Fixture.seeds.path); set A11Y_TESTDATA")
  )
  func theOlderCaptchaCoversTheCatalogButItsNotApplicableGroup() throws {
    let result = try importSeed(Fixture.olderSeed)
    let catalog = try builtInCaptcha()
    // `screenreader: ` ends with a space.
    #expect(result.warnings.map(\.message) == ["trailing spaces, ignored, on line 21"])
    for platform in ["ios", "android"] {
      let imported = ids(of: result.component, on: platform)
      let expected = ids(of: catalog, on: platform)
      // The document says `group: n/a`; the catalog has grouping for the table row only.
      #expect(expected.subtracting(imported) == ["screen-reader.group"], "on \(platform)")
      #expect(imported.subtracting(expected) == [], "on \(platform)")
    }
    // Enter is Android only in both: the document says "Activates the button on Android".
    #expect(
      result.component.criteria.first { $0.id == "keyboard.enter" }?.applicability.platforms
        == ["android"])
    #expect(result.leftOut.contains(LeftOut("screen-reader.group", "'group: n/a'", line: 26)))
    #expect(result.component.experiences.map(\.id) == catalog.experiences.map(\.id))
    assertSnapshot(result.criteriaDocument, named: "older-captcha.json")
  }

  @Test(
    .enabled(
      if: Fixture.seedExists(Fixture.newerSeed),
      "SKIPPED: seed \(Fixture.newerSeed) not found in \(Fixture.seeds.path); set A11Y_TESTDATA")
  )
  func theNewerCaptchaCoversTheCatalogButItsNotApplicableItems() throws {
    let result = try importSeed(Fixture.newerSeed)
    let catalog = try builtInCaptcha()
    // The document's Gherkin section disagrees with its Condensed section twice.
    #expect(
      result.warnings.map(\.message) == [
        "the Gherkin section has Enter on every platform, the Condensed section (line 15) on Android only",
        "the Gherkin section names states the Condensed section does not (line 27): enabled",
      ])
    #expect(result.conflicts == 2)
    for platform in ["ios", "android"] {
      let imported = ids(of: result.component, on: platform)
      let expected = ids(of: catalog, on: platform)
      // The document says `Group: n/a` and `Text resize: n/a`. The catalog keeps both: grouping
      // for the table row, and text resize for the captcha's text (the image is exempt).
      #expect(
        expected.subtracting(imported) == ["screen-reader.group", "settings.text-resize"],
        "on \(platform)")
      #expect(imported.subtracting(expected) == [], "on \(platform)")
    }
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
    #expect(result.component.experiences.map(\.id) == catalog.experiences.map(\.id))
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
    try directory.write(BuiltInCatalog.schema, to: CriteriaFormat.schemaFileName)
    let catalog = try CriteriaLoader.load(paths: [directory.path])
    #expect(catalog.components == [result.component])
  }
}
