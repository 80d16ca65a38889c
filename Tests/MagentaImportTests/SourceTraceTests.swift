import A11yCriteria
import Foundation
import MagentaImport
import TestSupport
import Testing

/// Every built-in component's trace against the document it names: each requirement the
/// document states (see `SourceRequirementReader`) has exactly one entry, and each entry
/// names a requirement of the document. The documents are read from `../shared` at test
/// time, never copied here.
///
/// To trace a component: add its `trace` (see the README), take it off `untraced`, run
/// `swift test --filter SourceTraceTests`; the failure lists every requirement without an
/// entry, as an entry to paste and answer, with the line of the document to read.
@Suite struct SourceTraceTests {
  /// The components that have no trace yet. The list only shrinks: a component with a trace
  /// must leave it, and one without a trace must be on it.
  static let untraced: Set<String> = [
    // The web components trace their web document in their sourceNotes for now.
    "alert-notification", "expander-accordion", "modal-dialog", "range-slider", "tabs",
  ]

  /// What the traces list as `uncovered`, by component: requirements of the source that no
  /// criterion tests yet. Each is a criterion to write; the list only shrinks.
  static let uncovered: [String: Set<String>] = [
    "button": [
      "notes/ios/general/1", "notes/android/general/1",
      "notes/android/announcement-examples/1",
    ],
    "chip": [
      "condensed/keyboard/space", "condensed/keyboard/enter", "gherkin/keyboard/2",
      "gherkin/keyboard/3",
    ],
    "focus": ["gherkin/settings/1", "gherkin/settings/2"],
    "headings": [
      "condensed/gestures/swipe", "condensed/screen-reader/text-heading",
    ],
    "modal": ["condensed/screen-reader/name", "gherkin/screen-reader/1"],
    "sidebar-menu": ["notes/android/general/1", "notes/ios/general/1"],
    "table-row-button": ["notes/android/general/android-views/1"],
    "toggle-switch": ["gherkin/screen-reader/2", "gherkin/screen-reader/3"],
  ]

  /// The directory the traces' `source` paths are relative to (`../shared`).
  static var shared: URL { TestData.root.deletingLastPathComponent() }

  static var sharedExists: Bool {
    FileManager.default.fileExists(atPath: shared.appendingPathComponent("magentaa11y").path)
  }

  static let catalog: Catalog? = try? BuiltInCatalog.load()

  @Test func theBuiltInCatalogLoads() throws {
    _ = try BuiltInCatalog.load()
  }

  @Test func untracedListsExactlyTheComponentsWithoutATrace() throws {
    let catalog = try BuiltInCatalog.load()
    let ids = Set(catalog.components.map(\.id))
    for id in Self.untraced.subtracting(ids) {
      Issue.record("'\(id)' is listed as untraced but is no built-in component")
    }
    for component in catalog.components {
      if component.trace == nil, !Self.untraced.contains(component.id) {
        Issue.record(
          "'\(component.id)' has no trace: give it one (or, while it has none, list it in untraced)"
        )
      }
      if component.trace != nil, Self.untraced.contains(component.id) {
        Issue.record("'\(component.id)' has a trace: take it off the untraced list")
      }
    }
    for id in Set(Self.uncovered.keys).subtracting(ids) {
      Issue.record("'\(id)' is listed with uncovered requirements but is no built-in component")
    }
  }

  @Test(.enabled(if: sharedExists), arguments: BuiltInCatalog.componentIDs)
  func theTraceAnswersEveryRequirementOfItsSource(id: String) throws {
    let catalog = try #require(Self.catalog)
    let component = try #require(catalog.components.first { $0.id == id })
    guard let trace = component.trace else {
      #expect(Self.untraced.contains(id), "'\(id)' has no trace and is not listed as untraced")
      return
    }
    let url = Self.shared.appendingPathComponent(trace.source)
    let text = try String(contentsOf: url, encoding: .utf8)
    let requirements = try SourceRequirementReader().requirements(text: text, path: trace.source)
    let traced = Set(trace.entries.map(\.requirement))
    let stated = Set(requirements.map(\.locator))

    let missing = requirements.filter { !traced.contains($0.locator) }
    if !missing.isEmpty {
      let lines = missing.map { requirement in
        "  {\"requirement\": \"\(requirement.locator)\", \"covers\": []},"
          + "  // line \(requirement.line): \(requirement.text)"
      }
      Issue.record(
        """
        \(id): \(missing.count) requirement(s) of \(trace.source) without a trace entry:
        \(lines.joined(separator: "\n"))
        """)
    }
    for entry in trace.entries where !stated.contains(entry.requirement) {
      Issue.record("\(id): '\(entry.requirement)' names no requirement of \(trace.source)")
    }
    let uncovered = Set(trace.uncovered.map(\.requirement))
    let listed = Self.uncovered[id] ?? []
    for locator in uncovered.subtracting(listed).sorted() {
      Issue.record("\(id): '\(locator)' is uncovered: list it in SourceTraceTests.uncovered")
    }
    for locator in listed.subtracting(uncovered).sorted() {
      Issue.record(
        "\(id): '\(locator)' is no longer uncovered: take it off SourceTraceTests.uncovered")
    }
  }
}
