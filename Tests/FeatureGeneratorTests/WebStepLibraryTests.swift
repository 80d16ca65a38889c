import A11yCriteria
import CucumberExpressions
import FeatureGenerator
import Foundation
import TestSupport
import Testing

/// The web step library that `steps export --runner behave-playwright` writes: a check for
/// every phrase of the vocabulary that is not manual on the web (a team's own web criteria
/// may use any), manual phrases pending, and an element map from the criteria.
@Suite struct WebStepLibraryTests {
  private static func export(elements: [StepElement] = []) throws -> StepDefinitionExport {
    try StepDefinitionExport(
      vocabulary: try StepVocabulary.builtIn(), runner: .behavePlaywright,
      templates: try TemplateSet.defaults(), elements: elements)
  }

  /// The phrases `a11y_web/steps.py` registers a check for (`@phrase("…")` lines).
  private static func registered(_ export: StepDefinitionExport) throws -> Set<String> {
    let checks = try #require(export.files.first { $0.name == "a11y_web/steps.py" })
    let finder = try NSRegularExpression(
      pattern: #"^@phrase\("(.*)"\)$"#, options: .anchorsMatchLines)
    let range = NSRange(checks.contents.startIndex..., in: checks.contents)
    return Set(
      finder.matches(in: checks.contents, range: range).compactMap {
        Range($0.range(at: 1), in: checks.contents).map { String(checks.contents[$0]) }
      })
  }

  @Test func everyRegisteredCheckIsAPhraseOfTheVocabulary() throws {
    let phrases = Set(try StepVocabulary.builtIn().phrases.map(\.expression.source))
    let registered = try Self.registered(try Self.export())
    #expect(registered.count > 30)
    #expect(registered.subtracting(phrases).sorted() == [])
  }

  @Test func everyPhraseOfTheWebScenariosThatIsNotManualHasACheck() throws {
    let vocabulary = try StepVocabulary.builtIn()
    let registered = try Self.registered(try Self.export())
    var used: Set<String> = []
    for target in try BuiltInOutput.rendered() where target.target.platform.id == "web" {
      for case .scenario(let scenario) in target.document.feature?.children ?? [] {
        for text in VocabularyAudit.expandedSteps(scenario) {
          for phrase in vocabulary.phrases where phrase.expression.matches(text) {
            used.insert(phrase.expression.source)
          }
        }
      }
    }
    let manual = Set(
      vocabulary.phrases.filter { $0.isManual(on: "web") }.map(\.expression.source))
    #expect(used.subtracting(manual).subtracting(registered).sorted() == [])
  }

  /// Not only the phrases the built-in web scenarios use: a phrase file calls the check of
  /// its phrase, so a phrase without one would fail a team's scenario for the library's sake.
  @Test func everyPhraseNotManualOnTheWebHasACheck() throws {
    let vocabulary = try StepVocabulary.builtIn()
    let registered = try Self.registered(try Self.export())
    let automated = vocabulary.phrases.filter { !$0.isManual(on: "web") }
    #expect(automated.count > 50)
    #expect(
      automated.map(\.expression.source).filter { !registered.contains($0) } == [],
      "each needs an @phrase(\"…\") function in Python/a11y_web/steps.py")
  }

  @Test func aManualPhraseStaysPendingAndAnotherCallsItsCheck() throws {
    let export = try Self.export()
    let hidden = try #require(
      export.files.first {
        $0.expression == "the focused element is not hidden by other content"
      })
    #expect(hidden.contents.contains("raise NotImplementedError(\n        \"pending: "))
    // A manual phrase's file imports nothing it does not use.
    #expect(!hidden.contents.contains("a11y_web"))
    #expect(
      hidden.contents.contains("def step_the_focused_element_is_not_hidden_by_other_content("))
    let press = try #require(export.files.first { $0.expression == "I press {key}" })
    #expect(press.contents.contains("from a11y_web import run_phrase\n"))
    #expect(press.contents.contains("        \"I press {key}\",\n        *arguments,\n"))
    #expect(!press.contents.contains("NotImplementedError"))
  }

  /// A phrase manual on phones but automatable on the web calls its check in the web
  /// library and stays a pending skeleton for a runner of any platform.
  @Test func aPhraseAutomatableOnTheWebCallsItsCheckThereOnly() throws {
    let visibleFocus = "a visible focus indicator surrounds the focused element"
    let web = try #require(try Self.export().files.first { $0.expression == visibleFocus })
    #expect(web.contents.contains("    run_phrase(\n        context,\n        \"\(visibleFocus)\""))
    #expect(!web.contents.contains("NotImplementedError"))
    let skeletons = try StepDefinitionExport(
      vocabulary: try StepVocabulary.builtIn(), runner: .behave,
      templates: try TemplateSet.defaults())
    let skeleton = try #require(skeletons.files.first { $0.expression == visibleFocus })
    #expect(skeleton.contents.contains("Only a person can judge it"))
  }

  @Test func theElementMapIsJSONByPageWithEachElementsRoleNameAndStates() throws {
    let export = try Self.export(elements: [
      StepElement(
        page: "toggle-switch/default", phrase: "the Wi-Fi switch", role: "switch",
        name: "Wi-Fi", states: ["on", "off"]),
      StepElement(
        page: "button/default", phrase: "the \"Save\" button", role: "button", name: "Save"),
      StepElement(
        page: "toggle-switch/default", phrase: "the Wi-Fi switch", role: "checkbox",
        name: "ignored: the first of a page's phrase is kept"),
    ])
    let map = try #require(export.files.first { $0.name == "a11y_elements.json" })
    #expect(map.role == .derived)
    // The hash of the rest of the map follows the marker: a hand edit is told from a change.
    #expect(
      map.contents.hasPrefix(
        "{\"exportedBy\": \"\(StepDefinitionExport.marker) (content: xxh64:"))
    let decoded = try JSONSerialization.jsonObject(with: Data(map.contents.utf8)) as? [String: Any]
    let pages = try #require(decoded?["pages"] as? [String: [String: [String: Any]]])
    #expect(pages.keys.sorted() == ["button/default", "toggle-switch/default"])
    let wifi = try #require(pages["toggle-switch/default"]?["the Wi-Fi switch"])
    #expect(wifi["role"] as? String == "switch")
    #expect(wifi["name"] as? String == "Wi-Fi")
    #expect(wifi["states"] as? [String] == ["on", "off"])
    #expect(pages["button/default"]?["the \"Save\" button"]?["states"] as? [String] == [])
  }

  @Test func theWebElementsOfACatalogHaveTheirARIARoleThroughTheWebProfile() throws {
    let component = Component(
      id: "toggle", title: "Toggle",
      experiences: [
        Experience(
          id: "default", title: "Default", interactiveElement: "the Wi-Fi switch",
          controls: [
            Control(element: "the Wi-Fi switch", role: "switch", name: "Wi-Fi", states: ["on"]),
            Control(element: "the help text"),
          ])
      ],
      platforms: [
        PlatformProfile(
          id: "web", name: "Web", screenReader: "a screen reader",
          roles: [Term("switch", "switch")]),
        PlatformProfile(
          id: "ios", name: "iOS", screenReader: "VoiceOver",
          roles: [Term("switch", "Switch button")]),
      ], criteria: [])
    #expect(
      StepElement.web(in: Catalog(components: [component])) == [
        StepElement(
          page: "toggle/default", phrase: "the Wi-Fi switch", role: "switch", name: "Wi-Fi",
          states: ["on"])
      ])
  }

  @Test func reExportingKeepsTheLibraryFilesAndRewritesTheElementMap() throws {
    let before = try Self.export()
    let after = try Self.export(elements: [
      StepElement(page: "button/default", phrase: "the Save button", role: "button", name: "Save")
    ])
    var existing = Dictionary(uniqueKeysWithValues: before.files.map { ($0.name, $0.contents) })
    existing["a11y_web/config.py", default: ""] += "TIMEOUT_MS = 10000  # ours\n"
    let update = after.update(existing: existing)
    #expect(update.new == [])
    #expect(update.updated.map(\.name) == ["a11y_elements.json"])
    #expect(update.kept.contains("a11y_web/config.py") && update.kept.contains("a11y_web/steps.py"))
    #expect(update.supportChanged == ["a11y_web/config.py"])
  }

  /// The export writes the package `Python/a11y_web/` byte for byte, every file of it and no
  /// other, beside the phrase files; the binary carries it (`make embed`).
  @Test func theExportedLibraryIsThePackagesFiles() throws {
    let directory = TestData.packageRoot.appendingPathComponent("Python/a11y_web")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasPrefix("__pycache__") }.sorted()
    let library = try Self.export().files.filter { $0.role == .support }
    #expect(library.map(\.name) == names.map { "a11y_web/" + $0 }, "run `make embed`")
    for name in names {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      #expect(
        library.first { $0.name == "a11y_web/" + name }?.contents == text,
        "Python/a11y_web/\(name) changed: run `make embed`")
    }
    #expect(WebStepLibrary.version.split(separator: ".").count == 3)
  }

  /// Every behave-playwright template together stays a thin layer over the package.
  @Test func theBehavePlaywrightTemplatesAreThin() throws {
    let lines = DefaultTemplates.fileNames.filter { $0.hasPrefix("steps-behave-playwright") }
      .compactMap(DefaultTemplates.file).map { $0.split(separator: "\n").count }
    #expect(lines.count == 3 && lines.reduce(0, +) < 150)
  }
}
