import A11yCriteria
import FeatureGenerator
import Foundation
import MagentaImport
import TestSupport
import Testing

/// The 42 native documents of the public guidelines (`../shared/magentaa11y/native`, read at
/// test time, never copied here) imported and generated: what a tester gets from them.
///
/// A **verbatim fragment** is a `Then`/`And` step of the Then block that holds a run of
/// ``runLength`` or more words copied from its document: both texts are lower-cased, typographic
/// quotes made plain, and split into runs of ASCII letters and digits; the step is verbatim
/// when any run of that many consecutive words of it is also consecutive in the document
/// (anywhere in the file). The component's title is one word for this purpose (it names the
/// element, it is not a sentence). The curated catalog scores about 1% on this measure, the
/// import before mapping scored 59%.
@Suite struct NativeDocumentsImportTests {
  static let runLength = 5
  /// The measured count when mapping landed; it may fall, never grow.
  static let verbatimCeiling = 12

  static var directory: URL {
    Fixture.seeds.deletingLastPathComponent().appendingPathComponent("magentaa11y/native")
  }

  static var available: Bool {
    FileManager.default.fileExists(atPath: directory.path)
  }

  /// Every document (drafts starting with `_` aside), by path, with its text.
  static func documents() throws -> [(path: String, text: String)] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if name.hasSuffix(".md"), !name.hasPrefix("_") { paths.append(path) }
    }
    return try paths.sorted().map { path in
      (path, try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8))
    }
  }

  struct Generated {
    var results: [ImportResult]
    /// Feature text by component, platform and experience.
    var features: [(component: String, platform: String, experience: String, text: String)]
    var sources: [String: String]
    var titles: [String: String]
  }

  /// Every document imported and its features rendered, once per test run (on first use):
  /// each test reads the same result, and importing all of them is slow in a debug build.
  static func generate() throws -> Generated {
    try generatedOnce.get()
  }

  private static let generatedOnce = Result { try importAndRender() }

  private static func importAndRender() throws -> Generated {
    var results: [ImportResult] = []
    var sources: [String: String] = [:]
    var titles: [String: String] = [:]
    for document in try documents() {
      let result = try Fixture.importer.importDocument(text: document.text, path: document.path)
      results.append(result)
      sources[result.component.id] = document.text
      titles[result.component.id] = result.component.title
    }
    let generator = FeatureGenerator(
      catalog: Catalog(components: results.map(\.component)), templates: try .defaults(),
      options: GenerationOptions())
    let features = try generator.render().map { rendered in
      (
        rendered.target.component.id, rendered.target.platform.id,
        rendered.target.experience.id, rendered.feature(committed: nil)
      )
    }
    return Generated(results: results, features: features, sources: sources, titles: titles)
  }

  static func words(_ text: String, title: String = "") -> [String] {
    let plain = text.lowercased().replacing("\u{201C}", with: "\"")
      .replacing("\u{201D}", with: "\"").replacing("\u{2019}", with: "'")
    let words = plain.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    let titleWords = title.isEmpty ? [] : Self.words(title)
    guard titleWords.count > 1 else { return words }
    var result: [String] = []
    var index = 0
    while index < words.count {
      if words[index...].starts(with: titleWords) {
        result.append("title")
        index += titleWords.count
      } else {
        result.append(words[index])
        index += 1
      }
    }
    return result
  }

  static func runs(_ words: [String]) -> Set<[String]> {
    guard words.count >= runLength else { return [] }
    return Set((0...(words.count - runLength)).map { Array(words[$0..<$0 + runLength]) })
  }

  /// The steps of each feature's Then blocks (`Then` and the `And`/`But` after it).
  static func thenSteps(_ feature: String) -> [String] {
    var steps: [String] = []
    var inThen = false
    for line in feature.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      let keyword = text.split(separator: " ").first.map(String.init) ?? ""
      switch keyword {
      case "Then":
        inThen = true
        steps.append(String(text.dropFirst(keyword.count + 1)))
      case "And", "But":
        if inThen { steps.append(String(text.dropFirst(keyword.count + 1))) }
      case "Given", "When", "Scenario:", "Scenario", "Examples:", "Background:":
        inThen = false
      default: break
      }
    }
    return steps
  }

  @Test(
    .enabled(
      if: available, "SKIPPED: \(directory.path) not found; set A11Y_TESTDATA"))
  func everyNativeDocumentImportsAndGeneratesFeaturesThatParse() throws {
    let generated = try Self.generate()
    #expect(generated.results.count == 42)
    #expect(generated.features.count >= 84)
    for feature in generated.features {
      let path = "\(feature.component)/\(feature.platform)/\(feature.experience).feature"
      #expect(throws: Never.self, "\(path)") {
        try FeatureGenerator.parse(feature.text, path: path)
      }
    }
  }

  @Test(
    .enabled(
      if: available, "SKIPPED: \(directory.path) not found; set A11Y_TESTDATA"))
  func noFeatureHoldsTheOtherPlatformsWordsAndRolesAndStatesQuoteTheProfiles() throws {
    let generated = try Self.generate()
    let library = BuiltInCatalog.sharedLibrary
    var roleScenarios = 0
    var stateScenarios = 0
    for feature in generated.features {
      let path = "\(feature.component)/\(feature.platform)/\(feature.experience).feature"
      let body = feature.text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("#") }
        .joined(separator: "\n")
      let others = feature.platform == "ios" ? ["TalkBack", "Android"] : ["VoiceOver", "iOS"]
      for word in others {
        #expect(!body.contains(word), "\(path) holds \(word)")
      }
      let profile = try #require(library.profile(feature.platform))
      let roleWords = Set(profile.roles.map(\.text) + profile.roleAlternatives.map(\.text))
      let stateWords = Set(profile.states.map(\.text))
      var roleHere = 0
      for block in body.components(separatedBy: "\n\n  @") {
        // Each announcement is a step's tail or, in an outline, a cell of its announced column:
        // `the role "Word"`, with ` or a hint starting with "…"` or ` or "Other"` where the
        // profile accepts another, `the state "Word"`, the app's state text, or no state.
        var announcements = block.matches(of: #/announces (the (?:role|state) "[^\n]+)/#)
          .map { String($0.1) }
        if block.contains(" announces <announced>") {
          announcements += Self.column("announced", in: block)
        }
        guard
          let kind = announcements.lazy.compactMap({ Self.kind(of: $0) }).first
            ?? (block.contains(" announces <announced>") ? "state" : nil)
        else { continue }
        let words = announcements.flatMap { Self.profileWords(in: $0) }
        let allowed = kind == "role" ? roleWords : stateWords
        #expect(!words.isEmpty, "\(path): \(kind) scenario quotes nothing")
        for word in words {
          #expect(
            allowed.contains(word), "\(path): \(kind) \"\(word)\" is not a profile word\n\(block)")
        }
        if kind == "role" {
          roleScenarios += 1
          roleHere += 1
        } else {
          stateScenarios += 1
        }
      }
      // Every role and state scenario is one of those counted above.
      let tagged = body.components(separatedBy: "@criterion:screen-reader.role ").count - 1
      #expect(tagged <= roleHere, "\(path): a role scenario without a quoted profile word")
    }
    #expect(roleScenarios > 60)
    #expect(stateScenarios > 40)
  }

  @Test(
    .enabled(
      if: available, "SKIPPED: \(directory.path) not found; set A11Y_TESTDATA"))
  func containersAreNeverActivatedThemselves() throws {
    let generated = try Self.generate()
    var activations = 0
    for result in generated.results
    where ComponentKind.of(id: result.component.id, title: result.component.title).isContainer {
      for experience in result.component.experiences {
        for feature in generated.features
        where feature.component == result.component.id && feature.experience == experience.id {
          for step in Self.thenSteps(feature.text) {
            activations += 1
            for outcome in ["activates", "toggles", "opens"] {
              #expect(
                step != "\(experience.interactiveElement) \(outcome)",
                "\(result.component.id)/\(feature.platform): \(step)")
            }
          }
        }
      }
    }
    #expect(activations > 0)
  }

  @Test(
    .enabled(
      if: available, "SKIPPED: \(directory.path) not found; set A11Y_TESTDATA"))
  func fewThenStepsAreVerbatimFragmentsOfTheirDocument() throws {
    let generated = try Self.generate()
    var total = 0
    var verbatim: [String] = []
    for feature in generated.features {
      let title = generated.titles[feature.component] ?? ""
      let source = Self.runs(Self.words(generated.sources[feature.component] ?? "", title: title))
      for step in Self.thenSteps(feature.text) {
        total += 1
        if !Self.runs(Self.words(step, title: title)).isDisjoint(with: source) {
          verbatim.append("\(feature.component)/\(feature.platform): \(step)")
        }
      }
    }
    let share = Double(verbatim.count) / Double(max(total, 1))
    #expect(share < 0.10, "\(verbatim.count) of \(total)")
    #expect(
      verbatim.count <= Self.verbatimCeiling,
      "\(verbatim.count) of \(total) Then steps are verbatim:\n\(verbatim.joined(separator: "\n"))")
  }

  @Test(
    .enabled(
      if: available, "SKIPPED: \(directory.path) not found; set A11Y_TESTDATA"))
  func theSummaryCountsAddUp() throws {
    let generated = try Self.generate()
    let mapped = generated.results.map(\.mapping.mapped).reduce(0, +)
    let freeForm = generated.results.map(\.mapping.freeForm).reduce(0, +)
    #expect(mapped > 5 * freeForm, "mapped \(mapped), free-form \(freeForm)")
    let toggle = try #require(generated.results.first { $0.component.id == "toggle-switch" })
    #expect(toggle.mapping.candidateExperiences == ["switch", "table row with switch"])
  }

  /// The items no standard criterion covers, which stay free-form (28 when each key got its
  /// own criterion; the swipe right, the value-changing gestures, the visible focus
  /// indicator of the keyboard, navigation in order and alt text announced are standard now).
  @Test(
    .enabled(
      if: available, "SKIPPED: \(directory.path) not found; set A11Y_TESTDATA"))
  func theItemsLeftFreeFormAreThoseNoStandardCriterionCovers() throws {
    let generated = try Self.generate()
    let freeForm = generated.results.flatMap { result in
      result.mapping.freeFormIds.map { "\(result.component.id)/\($0)" }
    }
    #expect(
      freeForm.sorted() == [
        "carousel/gesture.1-finger-swipe-up-or-down-or-other-custom-actions",
        "carousel/gesture.2-finger-swipe",
        "carousel/gesture.3-finger-swipe",
        "date-time-picker/gesture.swipe-up-or-down",
        "field-errors/screen-reader.error-message",
        "focus/focus.visible-indicator",
        "graphics-visual-elements/screen-reader.graphics",
        "pagination-control/gesture.swipe-and-double-tap",
        "pagination-control/gesture.swipe-up-down-with-one-finger-double-tap-or-three-finger-horizontal-swipe",
        "pagination-control/gesture.two-finger-swipe",
        "pagination-control/keyboard.arrow-and-space-keys",
        "pagination-control/keyboard.arrow-keys-and-space-enter",
        "reorder-data-row/gesture.doubletap-and-hold",
        "segmented-control/keyboard.arrow-keys",
        "sidebar-menu/gesture.two-finger-swipe-to-the-left-anywhere-on-the-screen-closes-the-menu",
        "slider/keyboard.right-and-left-arrow-keys",
        "stepper/screen-reader.value",
        "strike-through/screen-reader.strike-though-text",
        "table/screen-reader.column-header",
        "table/screen-reader.label",
        "table/screen-reader.row-header",
      ])
    #expect(generated.results.map(\.mapping.freeForm).reduce(0, +) == 21)
    func ids(_ component: String) -> [String] {
      generated.results.first { $0.component.id == component }?.component.criteria.map(\.id) ?? []
    }
    #expect(ids("carousel").contains("gesture.swipe"))
    #expect(ids("slider").contains("gesture.adjust"))
    #expect(ids("animation").contains("screen-reader.name"))
    #expect(ids("webview").contains("focus.order"))
    #expect(ids("focus").filter { ["keyboard.focus", "focus.order"].contains($0) }.count == 2)
    let slider = try #require(
      generated.features.first { $0.component == "slider" && $0.platform == "ios" })
    #expect(slider.text.contains("    Then VoiceOver announces the value \"the next value\"\n"))
  }

  /// The cells of one column of the Examples table in a scenario's text.
  /// "role" or "state" for an announcement that quotes one; nil for other text.
  static func kind(of announcement: String) -> String? {
    if announcement.hasPrefix("the role \"") { return "role" }
    if announcement.hasPrefix("the state \"") || announcement.hasPrefix("the app's state text")
      || announcement == "no state"
    {
      return "state"
    }
    return nil
  }

  /// The screen reader's words an announcement quotes: every quoted word but a usage hint,
  /// or nothing ("") for no state.
  static func profileWords(in announcement: String) -> [String] {
    guard kind(of: announcement) != nil else { return [] }
    if announcement == "no state" { return [""] }
    var text = announcement
    if let hint = text.range(of: " or a hint starting with ") {
      text = String(text[..<hint.lowerBound])
    }
    return text.matches(of: #/"([^"]*)"/#).map { String($0.1) }
  }

  static func column(_ name: String, in block: String) -> [String] {
    let rows = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("|") }
      .map { row in
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
          .map { $0.trimmingCharacters(in: .whitespaces) }
      }
    guard let header = rows.first, let index = header.firstIndex(of: name) else { return [] }
    return rows.dropFirst().compactMap { index < $0.count ? $0[index] : nil }
  }
}
