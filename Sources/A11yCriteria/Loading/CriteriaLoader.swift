import Diagnostics
import Foundation
import JSON
import ParallelWork

/// Loads criteria documents: files, directories of them, or the built-in catalog.
public enum CriteriaLoader {
  /// Loads every criteria file at `paths`: a path may be a file or a directory, searched
  /// recursively for `*.json` (JSON Schema files, `*.schema.json`, are skipped).
  ///
  /// - Throws: ``DiagnosticsError`` with every problem of every file, each located.
  public static func load(paths: [String]) throws(DiagnosticsError) -> Catalog {
    var diagnostics: [Diagnostic] = []
    var components: [Component] = []
    var files: [String] = []
    for path in paths {
      switch criteriaFiles(at: path) {
      case .success(let found): files += found
      case .failure(let diagnostic): diagnostics.append(diagnostic)
      }
    }
    // Files are independent: read and check them in parallel, keeping their order.
    let found = files
    let outcomes = ParallelWork.map(found.count) { index -> Result<Component, DiagnosticsError> in
      let file = found[index]
      guard let bytes = FileManager.default.contents(atPath: file) else {
        return .failure(DiagnosticsError([Diagnostic(path: file, message: "cannot read the file")]))
      }
      do throws(DiagnosticsError) {
        return .success(try load(bytes: Array(bytes), path: file))
      } catch {
        return .failure(error)
      }
    }
    for outcome in outcomes {
      switch outcome {
      case .success(let component): components.append(component)
      case .failure(let error): diagnostics += error.diagnostics
      }
    }
    diagnostics += duplicateComponents(components)
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    return Catalog(components: components)
  }

  /// Decodes and validates one criteria document.
  public static func load(bytes: [UInt8], path: String) throws(DiagnosticsError) -> Component {
    let document = try JSONDocument(parsing: bytes, path: path)
    var decoder = ComponentDecoder(document: document)
    let decoded = decoder.decode()
    guard let component = decoded, decoder.diagnostics.isEmpty else {
      throw DiagnosticsError(sortedByLocation(decoder.diagnostics))
    }
    var validator = CriteriaValidator(component: component, document: document)
    validator.validate()
    guard validator.diagnostics.isEmpty else {
      throw DiagnosticsError(sortedByLocation(validator.diagnostics))
    }
    return component
  }

  /// Checks run in phases; people read a file top to bottom.
  private static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
      let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
  }

  private static func criteriaFiles(at path: String) -> Result<[String], Diagnostic> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Diagnostic(path: path, message: "no such file or directory"))
    }
    guard isDirectory.boolValue else { return .success([path]) }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      return .failure(Diagnostic(path: path, message: "cannot read the directory"))
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".json"), !relative.hasSuffix(".schema.json") {
        files.append((path as NSString).appendingPathComponent(relative))
      }
    }
    guard !files.isEmpty else {
      return .failure(
        Diagnostic(path: path, message: "the directory holds no criteria files (*.json)"))
    }
    return .success(files.sorted())
  }

  private static func duplicateComponents(_ components: [Component]) -> [Diagnostic] {
    var first: [String: Component] = [:]
    var diagnostics: [Diagnostic] = []
    for component in components {
      if let earlier = first[component.id] {
        diagnostics.append(
          component.source.diagnostic(
            "component '\(component.id)' is already defined in \(earlier.source.path)",
            at: JSONPath.root.appending("id")))
      } else {
        first[component.id] = component
      }
    }
    return diagnostics
  }
}
