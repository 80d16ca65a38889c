import Diagnostics
import FileSystem
import Foundation
import Mustache

/// The templates a run renders with: the built-in defaults, with any a team supplies in
/// `--templates DIR` taking the place of the default of the same name.
///
/// A team can replace a whole template (`checklist.mustache`), one partial (`step.mustache`),
/// add a partial for one criterion group (`group-keyboard.mustache`), or change one block of a
/// default by writing a template that inherits from it under its `default-` name:
/// `feature.mustache` holding `{{<default-feature}}{{$name}}…{{/name}}{{/default-feature}}`.
public struct TemplateSet: Sendable {
  /// The templates the generator renders directly; the others are partials.
  public static let featureTemplate = "feature"
  public static let checklistTemplate = "checklist"

  public let library: TemplateLibrary
  /// Names of the templates that came from the team's directory.
  public let overridden: Set<String>
  /// The SHA-256 of every template's name and text: part of each generated file's fingerprint.
  let digest: String

  /// The built-in templates only.
  public static func defaults() throws(DiagnosticsError) -> TemplateSet {
    try TemplateSet(overridesIn: nil)
  }

  /// The defaults, overridden by the `*.mustache` files in `directory` when one is given.
  public init(overridesIn directory: String?) throws(DiagnosticsError) {
    var templates: [Template] = []
    var diagnostics: [Diagnostic] = []
    for file in DefaultTemplates.files {
      let name = String(file.name.dropLast(".mustache".count))
      do {
        // Each default is also `default-NAME`, so that a team's `NAME` can inherit from it.
        for alias in [name, "default-" + name] {
          templates.append(
            try Template(file.contents, name: alias, path: DefaultTemplates.displayPath(file.name)))
        }
      } catch {
        diagnostics += error.diagnostics
      }
    }
    var library = TemplateLibrary(templates)
    var overridden: Set<String> = []
    if let directory {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw DiagnosticsError([Diagnostic(path: directory, message: "no such template directory")])
      }
      do {
        let overrides = try TemplateLibrary(directory: URL(fileURLWithPath: directory)) {
          try TextFile.read($0).text
        }
        overridden = Set(overrides.names)
        library = library.merging(overrides)
        diagnostics += Self.selfInheritance(overrides)
      } catch {
        diagnostics += error.diagnostics
      }
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    self.library = library
    self.overridden = overridden
    digest = Self.digest(library.names.map { ($0, library[$0]?.source ?? "") })
  }

  /// The ``digest`` of the templates in `directory` over the defaults, as
  /// ``init(overridesIn:)`` computes it; without a directory, computed from the built-in
  /// sources without compiling them (a cold `check` needs only this value of the templates).
  ///
  /// - Throws: what ``init(overridesIn:)`` throws for the directory's templates.
  public static func digest(overridesIn directory: String?) throws(DiagnosticsError) -> String {
    guard let directory else { return defaultsDigest }
    return try TemplateSet(overridesIn: directory).digest
  }

  /// The digest of the built-in templates, each under its name and its `default-` alias, as
  /// a set without overrides has it. A test holds it to that set's; the defaults compile,
  /// which another test holds.
  static let defaultsDigest: String = digest(
    DefaultTemplates.files.flatMap { file in
      let name = String(file.name.dropLast(".mustache".count))
      return [(name, file.contents), ("default-" + name, file.contents)]
    }.sorted { $0.0 < $1.0 })

  /// The SHA-256 of each template's name and text, `templates` sorted by name.
  private static func digest(_ templates: [(name: String, source: String)]) -> String {
    var hash = SHA256()
    // Step-definition templates make no feature file: changing them leaves fingerprints alone.
    for (name, source) in templates
    where !name.hasPrefix("steps-") && !name.hasPrefix("default-steps-") {
      hash.update("\(name) \(source.utf8.count)\n\(source)\n")
    }
    return hash.finalize()
  }

  /// A team's `NAME.mustache` that inherits from `NAME` means the built-in one, which is
  /// `default-NAME`: say so, rather than let it recurse.
  private static func selfInheritance(_ overrides: TemplateLibrary) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for name in overrides.names {
      guard let template = overrides[name], DefaultTemplates.fileNames.contains(name + ".mustache")
      else { continue }
      let source = template.source
      for tag in ["{{<\(name)}}", "{{< \(name)}}", "{{<\(name) }}", "{{< \(name) }}"] {
        guard let range = source.range(of: tag) else { continue }
        let before = source[..<range.lowerBound]
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
        let column = before.reversed().prefix { $0 != "\n" }.count + 1
        diagnostics.append(
          .error(
            "template '\(name)' inherits from itself; to extend the built-in '\(name)', inherit from 'default-\(name)'",
            path: template.path, at: SourceLocation(line: line, column: column), in: source))
        break
      }
    }
    return diagnostics
  }

  /// The template called `name`; defaults always exist for the two the generator renders.
  func template(_ name: String) throws(DiagnosticsError) -> Template {
    guard let template = library[name] else {
      throw DiagnosticsError([Diagnostic(message: "no template named '\(name)'")])
    }
    return template
  }

  /// The partial a criterion group renders with: `group-ID` when the team wrote one.
  func groupPartial(_ group: String) -> String {
    library["group-" + group] != nil ? "group-" + group : "group"
  }
}
