import Diagnostics
import Foundation

/// A set of parsed templates by name: the partials and parents a template can include.
///
/// Every template is parsed when it is added, so a library that was built without errors
/// renders without parse errors.
///
/// ```swift
/// let library = try TemplateLibrary(sources: [
///   "scenario": "  Scenario: {{title}}\n{{#steps}}\n    {{>step}}\n{{/steps}}",
///   "step": "{{keyword}} {{text}}\n",
/// ])
/// let page = try Template("Feature: {{name}}\n{{#scenarios}}\n{{>scenario}}\n{{/scenarios}}")
/// let data: Value = [
///   "name": "Captcha",
///   "scenarios": [["title": "Focus", "steps": [["keyword": "When", "text": "I press Tab"]]]],
/// ]
/// let text = try page.render(data, partials: library, options: RenderOptions(escaping: .none))
/// // "Feature: Captcha\n  Scenario: Focus\n    When I press Tab\n"
/// ```
public struct TemplateLibrary: PartialProvider, Sendable {
  private var templates: [String: Template]

  /// An empty library.
  public init() {
    templates = [:]
  }

  /// A library of already parsed templates, each under its ``Template/name``; a later
  /// template replaces an earlier one of the same name.
  public init(_ templates: [Template]) {
    self.templates = Dictionary(
      templates.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// Parses template sources given by name.
  ///
  /// - Throws: ``DiagnosticsError`` with the errors of every template that does not parse,
  ///   ordered by template name.
  public init(sources: [String: String]) throws(DiagnosticsError) {
    var templates: [String: Template] = [:]
    var diagnostics: [Diagnostic] = []
    for name in sources.keys.sorted() {
      do {
        templates[name] = try Template(sources[name] ?? "", name: name)
      } catch {
        diagnostics += error.diagnostics
      }
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    self.templates = templates
  }

  /// Loads every `NAME.mustache` file in `directory` (not its subdirectories) as the
  /// template `NAME`.
  ///
  /// Diagnostics name each template by its file path, so messages read
  /// `templates/step.mustache:3:7: error: …`.
  ///
  /// - Parameters:
  ///   - directory: The directory to read.
  ///   - fileExtension: The extension of template files, without the dot.
  ///   - read: Reads the text of a file by path; the engine reads no files itself, so that
  ///     the caller's rules for user files apply. Its ``Diagnostic`` is reported as it is.
  /// - Throws: ``DiagnosticsError`` when the directory or a file cannot be read, and with the
  ///   errors of every template that does not parse.
  public init(
    directory: URL, fileExtension: String = "mustache", read: (String) throws -> String
  ) throws(DiagnosticsError) {
    let files: [URL]
    do {
      files = try FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    } catch {
      throw DiagnosticsError([
        Diagnostic(path: directory.relativePath, message: "cannot read template directory")
      ])
    }
    var templates: [String: Template] = [:]
    var diagnostics: [Diagnostic] = []
    let suffix = "." + fileExtension
    let names = files.map(\.lastPathComponent).filter { $0.hasSuffix(suffix) }.sorted()
    for fileName in names {
      let file = directory.appendingPathComponent(fileName)
      let name = String(fileName.dropLast(suffix.count))
      let source: String
      do {
        source = try read(file.relativePath)
      } catch let error as Diagnostic {
        diagnostics.append(error)
        continue
      } catch {
        diagnostics.append(
          Diagnostic(path: file.relativePath, message: "cannot read template as UTF-8 text"))
        continue
      }
      do {
        templates[name] = try Template(source, name: name, path: file.relativePath)
      } catch {
        diagnostics += error.diagnostics
      }
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    self.templates = templates
  }

  /// The names of the templates, sorted.
  public var names: [String] {
    templates.keys.sorted()
  }

  /// The template called `name`.
  public subscript(name: String) -> Template? {
    templates[name]
  }

  /// Adds `template` under its ``Template/name``, replacing any template of that name.
  public mutating func add(_ template: Template) {
    templates[template.name] = template
  }

  /// This library with the templates of `other` added, replacing those of the same name:
  /// for example built-in templates overridden by a user's directory.
  public func merging(_ other: TemplateLibrary) -> TemplateLibrary {
    var merged = self
    merged.templates.merge(other.templates) { _, new in new }
    return merged
  }

  /// The template called `name`; never throws, since every template was parsed on the way in.
  public func template(named name: String) -> Template? {
    templates[name]
  }
}
