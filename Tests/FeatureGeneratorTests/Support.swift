import A11yCriteria
import FeatureGenerator
import Foundation
import Gherkin

/// The generator over the built-in catalog, as `make features` runs it.
func builtInGenerator(
  templates: TemplateSet? = nil,
  options: GenerationOptions = GenerationOptions(
    regenerateCommand: "a11y-gherkin generate")
) throws -> FeatureGenerator {
  FeatureGenerator(
    catalog: try BuiltInOutput.catalog(), templates: try templates ?? TemplateSet.defaults(),
    options: options)
}

/// The built-in catalog as `make features` renders and generates it, made once per test run
/// (on first use) and read by every test that looks at the whole catalog's output: each test
/// of a suite gets a new suite value, and rendering the whole catalog in every one of them
/// was most of the test run's time.
enum BuiltInOutput {
  /// Every target of the built-in catalog, rendered.
  static func rendered() throws -> [RenderedTarget] {
    try renderedOnce.get()
  }

  /// Every file `generate` writes for the built-in catalog (the index aside).
  static func files() throws -> [GeneratedFile] {
    try filesOnce.get()
  }

  /// The built-in catalog, decoded and validated.
  static func catalog() throws -> Catalog {
    try catalogOnce.get()
  }

  private static let renderedOnce = Result { try builtInGenerator().render() }
  private static let filesOnce = Result { try builtInGenerator().generate() }
  private static let catalogOnce = Result { try BuiltInCatalog.load() }
}

/// A catalog from one criteria document given as text.
func catalog(_ json: String, path: String = "c.json") throws -> Catalog {
  Catalog(components: [try CriteriaLoader.load(bytes: Array(json.utf8), path: path)])
}

/// A small valid component, for tests that change one thing in it.
let switchCriteria = """
  {
    "version": 1,
    "id": "switch",
    "title": "Switch",
    "experiences": [{"id": "toggle", "title": "Toggle", "interactiveElement": "the switch"}],
    "platforms": [
      {"id": "ios", "name": "iOS", "screenReader": "VoiceOver", "states": {"disabled": "Dimmed"}}
    ],
    "criteria": [
      {
        "id": "keyboard.space", "group": "keyboard", "wcag": ["2.1.1"],
        "title": "Space toggles {{experience.interactiveElement}}", "checklist": "Space toggles it",
        "given": ["an external keyboard is connected"], "when": "I press Space", "then": ["it toggles"]
      },
      {
        "id": "screen-reader.state", "group": "screen-reader", "wcag": ["4.1.2"],
        "title": "The state is announced", "checklist": "The state is announced",
        "when": "I swipe to {{experience.interactiveElement}}", "then": ["{{platform.screenReader}} announces it"]
      }
    ]
  }
  """

extension [RenderedTarget] {
  /// The steps of one criterion's scenario in one generated file, once per Examples row; nil
  /// when the file or the scenario is absent.
  func steps(
    _ component: String, _ platform: String, _ experience: String, _ criterion: String
  ) -> [String]? {
    guard
      let target = first(where: {
        $0.target.component.id == component && $0.target.platform.id == platform
          && $0.target.experience.id == experience
      })
    else { return nil }
    for case .scenario(let scenario) in target.document.feature?.children ?? []
    where scenario.tags.contains(where: { $0.name == "@criterion:\(criterion)" }) {
      return VocabularyAudit.expandedSteps(scenario)
    }
    return nil
  }
}
