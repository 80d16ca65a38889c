import A11yCriteria
import FeatureGenerator
import Foundation
import Gherkin
import TestSupport
import Testing

/// The index of an output directory: its text for the built-in catalog, its counts, its
/// selection under filters, and its header.
@Suite struct FeatureIndexTests {
  /// The index `make features` writes, pinned (the committed `features/README.md` is checked
  /// against the generator by the golden files and `check` tests).
  @Test func theIndexOfTheBuiltInCatalog() throws {
    let index = try builtInGenerator().index { _ in false }
    assertSnapshot(index.file(command: "a11y-gherkin generate").contents, named: "README.md")
  }

  @Test func countsTheScenariosEachFeatureFileHolds() throws {
    let generator = try builtInGenerator()
    let files = Dictionary(
      uniqueKeysWithValues: try generator.generate().map { ($0.path, $0.contents) })
    let index = generator.index { _ in false }
    #expect(index.entries.count == files.count / 2)
    for entry in index.entries {
      let text = try #require(files[entry.featurePath])
      let feature = try #require(try GherkinParser().parse(text).feature)
      let scenarios = feature.children.filter {
        if case .scenario = $0 { true } else { false }
      }
      #expect(scenarios.count == entry.scenarios, "\(entry.featurePath)")
      #expect(files[entry.checklistPath] != nil, "\(entry.checklistPath)")
    }
  }

  @Test func countsTheRequirementsEachTraceAnswers() throws {
    let index = try builtInGenerator().index { _ in false }
    let components = try BuiltInOutput.catalog().components
    let traced = components.filter { !$0.traces.isEmpty }
    let traces = traced.flatMap { component in component.traces.map { (component.id, $0) } }
    #expect(!traced.isEmpty)
    #expect(index.traces.map(\.componentID) == traces.map(\.0))
    #expect(index.traces.map(\.source) == traces.map(\.1.source))
    for (counts, (_, trace)) in zip(index.traces, traces) {
      #expect(counts.requirements == trace.entries.count)
      #expect(counts.covered + counts.outOfScope + counts.uncovered == counts.requirements)
      let must = trace.mustCoverage.map { "\($0.covered) of \($0.total)" } ?? "—"
      #expect(counts.mustCovered == trace.mustCoverage?.covered)
      #expect(
        index.body.contains(
          "| \(counts.covered) | \(counts.outOfScope) | \(counts.uncovered) | \(must) |\n"))
    }
    let untraced = components.count - traced.count
    #expect(
      untraced == 0
        ? !index.body.contains("no trace yet")
        : index.body.contains(
          "\n\(untraced) component\(untraced == 1 ? "" : "s") of \(components.count) \(untraced == 1 ? "has" : "have") no trace yet.\n"
        ))
  }

  @Test func linksEveryFileRelativeToTheOutputDirectory() throws {
    let index = try builtInGenerator().index { _ in false }
    let body = index.body
    for entry in index.entries {
      #expect(body.contains("](\(entry.featurePath))"))
      #expect(body.contains("[checklist](\(entry.checklistPath))"))
    }
  }

  @Test func aFilteredRunListsItsSelectionAndTheGeneratedFilesAlreadyThere() throws {
    let generator = try builtInGenerator(
      options: GenerationOptions(components: ["button"], platforms: ["ios"]))
    let alone = generator.index { _ in false }
    #expect(
      alone.entries.map(\.featurePath) == [
        "button/ios/text-button.feature", "button/ios/icon-button.feature",
      ])
    // Files of the run's earlier, wider runs stay, so the index keeps them.
    let there: Set = ["toggle-switch/android/switch.feature", "button/android/text-button.feature"]
    let wider = generator.index { there.contains($0) }
    #expect(
      wider.entries.map(\.featurePath) == [
        "button/ios/text-button.feature", "button/ios/icon-button.feature",
        "button/android/text-button.feature", "toggle-switch/android/switch.feature",
      ])
    // A platform nothing in the index has gets no column; a cell outside the index shows "—".
    #expect(!alone.body.contains("Android"))
    #expect(wider.body.contains("| Toggle switch (`toggle-switch`) | Switch (`switch`) | — |"))
  }

  @Test func titlesAreShownAsWrittenInTableCells() throws {
    let criteria = switchCriteria.replacingOccurrences(
      of: "\"title\": \"Switch\"", with: "\"title\": \"On|off *switch* [beta]\""
    ).replacingOccurrences(
      of: "\"version\": 1,", with: "\"version\": 1, \"category\": \"controls\",")
    let generator = FeatureGenerator(
      catalog: try catalog(criteria), templates: try .defaults(), options: GenerationOptions())
    let body = generator.index { _ in false }.body
    #expect(
      body.contains(
        "| On\\|off \\*switch\\* \\[beta\\] (`switch`) | Toggle (`toggle`) | [2 scenarios]("
          + "switch/ios/toggle.feature), [checklist](switch/ios/toggle.md) |"))
    #expect(body.contains("\n1 component, 1 feature file and 1 checklist, 2 scenarios.\n"))
  }

  @Test func theHeaderMarksTheIndexAndNoComponent() throws {
    let file = try builtInGenerator().index { _ in false }.file(command: "a11y-gherkin generate")
    #expect(file.path == "README.md")
    #expect(file.kind == .index)
    let (header, body) = try #require(GeneratedHeader.read(from: Substring(file.contents)))
    #expect(header.isIndex)
    #expect(header.component == "")
    #expect(header.command == "a11y-gherkin generate")
    #expect(header.fingerprint == file.fingerprint)
    #expect(String(body) == (try builtInGenerator().index { _ in false }.body))
    // Not a Gherkin header, and a component's header is not the index's.
    #expect(GeneratedHeader.read(from: Substring(file.contents), style: .gherkin) == nil)
    let checklist = try #require(try BuiltInOutput.files().first { $0.kind == .checklist })
    #expect(GeneratedHeader.read(from: Substring(checklist.contents))?.header.isIndex == false)
  }
}
