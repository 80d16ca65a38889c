import A11yCriteria
import Foundation
import MagentaImport
import TestSupport
import Testing

/// Every built-in component's traces against the documents they name: each requirement a
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
  static let untraced: Set<String> = []

  /// What the traces list as `uncovered`, by component and source document (relative to
  /// `magentaa11y/`; an ARIA-AT plan by its whole source, `aria-at/apg/switch`): requirements of the source that no criterion tests yet. Each is a
  /// criterion to write; the list only shrinks.
  static let uncovered: [String: [String: Set<String>]] = [
    "button": [
      "web/component/button.md": [
        "gherkin/desktop-screen-reader/5"
      ]
    ],
    "chip": [
      "native/controls/chip.md": [
        "condensed/keyboard/space", "condensed/keyboard/enter", "gherkin/keyboard/2",
        "gherkin/keyboard/3",
      ]
    ],
    "expander-accordion": [
      "aria-at/apg/disclosure-faq": [
        "navFromExpandedDisclosureButtonToTextQuestionAnswer/textAnswer1"
      ]
    ],
    "headings": [
      "native/patterns/headings.md": [
        "condensed/gestures/swipe", "condensed/screen-reader/text-heading",
      ]
    ],
    "modal": [
      "native/notifications/modal.md": [
        "condensed/screen-reader/name", "gherkin/screen-reader/1",
      ]
    ],
    "tabs": [
      "web/component/tabs.md": [
        "gherkin/desktop-screen-reader/6"
      ]
    ],
  ]

  /// The directory the traces' `source` paths are relative to (`../shared`).
  static var shared: URL { TestData.root.deletingLastPathComponent() }

  static var sharedExists: Bool {
    FileManager.default.fileExists(atPath: shared.appendingPathComponent("magentaa11y").path)
  }

  /// Loaded once for every test of the suite.
  static let loaded = Result { try BuiltInCatalog.load() }
  static let catalog: Catalog? = try? loaded.get()

  @Test func theBuiltInCatalogLoads() throws {
    _ = try Self.loaded.get()
  }

  /// An `uncovered` entry says, in words of its own, what a criterion would have to check, so
  /// that a reader knows why nothing tests it yet and what to write: never an empty text or
  /// the entry's note repeated.
  @Test func everyUncoveredEntrySaysWhatIsLeftToCheck() throws {
    var entries = 0
    for component in try Self.loaded.get().components {
      for trace in component.traces {
        for entry in trace.uncovered {
          entries += 1
          let text = entry.uncovered ?? ""
          #expect(
            text.split(separator: " ").count >= 6 && text != entry.note,
            "\(component.id): \(entry.requirement) is uncovered without saying what is left")
        }
      }
    }
    #expect(entries > 0)
  }

  @Test func untracedListsExactlyTheComponentsWithoutATrace() throws {
    let catalog = try Self.loaded.get()
    let ids = Set(catalog.components.map(\.id))
    for id in Self.untraced.subtracting(ids) {
      Issue.record("'\(id)' is listed as untraced but is no built-in component")
    }
    for component in catalog.components {
      if component.traces.isEmpty, !Self.untraced.contains(component.id) {
        Issue.record(
          "'\(component.id)' has no trace: give it one (or, while it has none, list it in untraced)"
        )
      }
      if !component.traces.isEmpty, Self.untraced.contains(component.id) {
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
    guard !component.traces.isEmpty else {
      #expect(Self.untraced.contains(id), "'\(id)' has no trace and is not listed as untraced")
      return
    }
    let documents = Set(component.traces.map { Self.document($0.source) })
    for document in Set((Self.uncovered[id] ?? [:]).keys).subtracting(documents).sorted() {
      Issue.record(
        "\(id): uncovered requirements are listed for \(document), which it does not trace")
    }
    for trace in component.traces {
      try check(trace, of: id)
      checkPlatform(of: trace, in: component)
    }
  }

  /// A web document's requirements are covered by criteria that apply on the web, and a
  /// native document's by criteria that apply on iOS or Android: a criterion of the other
  /// platform tests nothing the document asks.
  private func checkPlatform(of trace: Trace, in component: Component) {
    let platforms: Set<String> =
      trace.source.contains("/web/") || TraceLocator.isAriaAtPlan(trace.source)
      ? ["web"] : ["ios", "android"]
    let applying = Set(
      component.platforms.filter { platforms.contains($0.id) }.flatMap { platform in
        component.experiences(on: platform.id).flatMap { experience in
          component.criteria(for: experience, on: platform).map(\.id)
        }
      })
    for entry in trace.entries {
      for id in entry.covers ?? [] where !applying.contains(id) {
        Issue.record(
          "\(component.id): \(entry.requirement) of \(Self.document(trace.source)) is covered by '\(id)', which applies on none of \(platforms.sorted().joined(separator: ", "))"
        )
      }
    }
  }

  /// The name `uncovered` lists a source under: its path after `magentaa11y/`.
  static func document(_ source: String) -> String {
    source.hasPrefix("magentaa11y/") ? String(source.dropFirst("magentaa11y/".count)) : source
  }

  /// The requirements of a trace's source: a MagentaA11y document's, or an ARIA-AT plan's.
  static func requirements(of source: String) throws -> [SourceRequirement] {
    let url = Self.shared.appendingPathComponent(source)
    guard TraceLocator.isAriaAtPlan(source) else {
      let text = try String(contentsOf: url, encoding: .utf8)
      return try SourceRequirementReader().requirements(text: text, path: source)
    }
    let data = url.appendingPathComponent("data")
    let tests = try String(contentsOf: data.appendingPathComponent("tests.csv"), encoding: .utf8)
    let assertions = try? String(
      contentsOf: data.appendingPathComponent("assertions.csv"), encoding: .utf8)
    return try AriaAtPlanReader().requirements(
      tests: tests, assertions: assertions, path: source + "/data/tests.csv")
  }

  /// ARIA-AT's required assertions that no criterion covers, in the whole catalog: each is a
  /// scenario to write, and there are at most five.
  @Test func atMostFiveRequiredAriaAtAssertionsAreUncovered() throws {
    let catalog = try Self.loaded.get()
    let uncovered = catalog.components.flatMap { component in
      component.traces.filter { TraceLocator.isAriaAtPlan($0.source) }.flatMap { trace in
        trace.uncovered.filter { $0.priority == 1 }.map {
          "\(component.id): \(trace.source) \($0.requirement)"
        }
      }
    }
    #expect(uncovered.count <= 5, "\(uncovered.joined(separator: "\n"))")
  }

  private func check(_ trace: Trace, of id: String) throws {
    let requirements = try Self.requirements(of: trace.source)
    let traced = Set(trace.entries.map(\.requirement))
    let stated = Set(requirements.map(\.locator))

    let missing = requirements.filter { !traced.contains($0.locator) }
    if !missing.isEmpty {
      let lines = missing.map { requirement in
        let priority = requirement.priority.map { "\"priority\": \($0), " } ?? ""
        return "  {\"requirement\": \"\(requirement.locator)\", \(priority)\"covers\": []},"
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
    let priorities = Dictionary(
      requirements.map { ($0.locator, $0.priority) }, uniquingKeysWith: { first, _ in first })
    for entry in trace.entries {
      if let stated = priorities[entry.requirement], stated != entry.priority {
        Issue.record(
          "\(id): '\(entry.requirement)' has priority \(entry.priority.map(String.init) ?? "none") in the trace, \(stated.map(String.init) ?? "none") in \(trace.source)"
        )
      }
    }
    let document = Self.document(trace.source)
    let uncovered = Set(trace.uncovered.map(\.requirement))
    let listed = Self.uncovered[id]?[document] ?? []
    for locator in uncovered.subtracting(listed).sorted() {
      Issue.record(
        "\(id): '\(locator)' of \(document) is uncovered: list it in SourceTraceTests.uncovered")
    }
    for locator in listed.subtracting(uncovered).sorted() {
      Issue.record(
        "\(id): '\(locator)' of \(document) is no longer uncovered: take it off SourceTraceTests.uncovered"
      )
    }
  }
}
