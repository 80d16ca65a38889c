import Diagnostics
import FeatureGenerator
import JSON

/// What `generate`, `check` and `list` share for one project, read from `a11y-gherkin.json`:
/// where the criteria come from, the templates, the output directory, the dialect and the
/// filters. A key left out means the command-line default; options given on the command line
/// override the file.
///
/// Paths in the file are relative to the directory that holds it.
struct ProjectConfiguration: Sendable {
  /// Which built-in components a project uses.
  enum BuiltIn: Sendable, Equatable {
    /// The whole built-in catalog.
    case all
    /// None: only the criteria files.
    case none
    /// These components, by id.
    case components([String])
  }

  /// The file as messages name it.
  var path: String
  /// The absolute directory that holds the file; relative paths in it start there.
  var directory: String
  /// The parsed file, to locate errors about its values.
  var document: JSONDocument

  var builtIn: BuiltIn?
  var criteria: [String]?
  var templates: String?
  var out: String?
  var dialect: Dialect?
  var components: [String]?
  var experiences: [String]?
  var platforms: [String]?
  /// Whether the output directory gets an index, `README.md` (default: yes).
  var index: Bool?
  /// What a step outside the step vocabulary is (`vocabulary`, or the older boolean
  /// `strictVocabulary`: true is `error`, false `warn`).
  var vocabulary: VocabularyPolicy?
  /// Notes on the file that do not stop it loading (a key kept for older files).
  var notes: [Diagnostic] = []

  init(path: String, directory: String, document: JSONDocument) {
    self.path = path
    self.directory = directory
    self.document = document
  }

  /// An error about the value of `key` (its `index`th element for an array), located in the file.
  func diagnostic(_ message: String, key: String, index: Int? = nil) -> Diagnostic {
    var path = JSONPath.root.appending(key)
    if let index { path = path.appending(index) }
    let offset = document.root.offset(at: path) ?? document.root.offset
    return document.diagnostic("\(path): \(message)", atOffset: offset)
  }
}
