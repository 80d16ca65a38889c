import Diagnostics
import FileSystem
import Foundation
import JSON
import ParallelWork

/// Loads criteria documents: files, directories of them, or the built-in catalog.
public enum CriteriaLoader {
  /// Loads every criteria file at `paths`: a path may be a file or a directory, searched
  /// recursively for `*.json` (JSON Schema files, `*.schema.json`, are skipped).
  ///
  /// - Throws: ``DiagnosticsError`` with every problem of every file, each located.
  /// - Parameter directory: Where relative paths start; the process's directory when nil.
  ///   Errors name files as the paths were given.
  public static func load(paths: [String], relativeTo directory: String? = nil)
    throws(DiagnosticsError) -> Catalog
  {
    var diagnostics: [Diagnostic] = []
    var files: [String] = []
    let base = directory ?? FileManager.default.currentDirectoryPath
    for path in paths {
      switch criteriaFiles(at: path, base: base) {
      case .success(let found): files += found
      case .failure(let error): diagnostics += error.diagnostics
      }
    }
    // Files are independent: read and parse them in parallel, keeping their order. Only the
    // bytes of a component file are kept until it is decoded: holding the parsed trees of a
    // large catalog all at once would cost several times the catalog itself.
    let found = files
    let parsed = ParallelWork.map(found.count) { index -> Result<ParsedFile, DiagnosticsError> in
      let file = found[index]
      let text: TextFile
      do throws(Diagnostic) {
        text = try TextFile.read(file, resolvedPath: resolve(file, base))
      } catch {
        return .failure(DiagnosticsError([error]))
      }
      do throws(DiagnosticsError) {
        let bytes = Array(text.textBytes)
        let document = try JSONDocument(parsing: bytes, path: file)
        return .success(
          ComponentDecoder.isSharedLibrary(document)
            ? .sharedLibrary(document) : .component(bytes, path: file))
      } catch {
        return .failure(error)
      }
    }
    // Profile and standard-criteria files first: components refer to them.
    var library = BuiltInCatalog.sharedLibrary
    var componentFiles: [(bytes: [UInt8], path: String)] = []
    for outcome in parsed {
      switch outcome {
      case .failure(let error): diagnostics += error.diagnostics
      case .success(.sharedLibrary(let document)):
        do throws(DiagnosticsError) {
          library = library.overridden(by: try loadSharedLibrary(document))
        } catch {
          diagnostics += error.diagnostics
        }
      case .success(.component(let bytes, let path)): componentFiles.append((bytes, path))
      }
    }
    let shared = library
    let components = componentFiles
    let outcomes = ParallelWork.map(components.count) {
      index -> Result<Component, DiagnosticsError> in
      do throws(DiagnosticsError) {
        return .success(
          try load(bytes: components[index].bytes, path: components[index].path, library: shared))
      } catch {
        return .failure(error)
      }
    }
    var loaded: [Component] = []
    for outcome in outcomes {
      switch outcome {
      case .success(let component): loaded.append(component)
      case .failure(let error): diagnostics += error.diagnostics
      }
    }
    diagnostics += duplicateComponents(loaded)
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    return Catalog(components: loaded)
  }

  /// Decodes and validates one criteria document; version 2 documents refer to `library`.
  public static func load(
    bytes: [UInt8], path: String, library: SharedLibrary = BuiltInCatalog.sharedLibrary
  ) throws(DiagnosticsError) -> Component {
    try load(try JSONDocument(parsing: bytes, path: path), library: library)
  }

  /// Decodes a file of shared profiles or standard criteria.
  public static func loadSharedLibrary(bytes: [UInt8], path: String) throws(DiagnosticsError)
    -> SharedLibrary
  {
    try loadSharedLibrary(try JSONDocument(parsing: bytes, path: path))
  }

  private static func loadSharedLibrary(_ document: JSONDocument) throws(DiagnosticsError)
    -> SharedLibrary
  {
    var decoder = ComponentDecoder(document: document)
    let library = decoder.decodeSharedLibrary()
    guard let library, decoder.diagnostics.isEmpty else {
      throw DiagnosticsError(sortedByLocation(decoder.diagnostics))
    }
    return library
  }

  private static func load(_ document: JSONDocument, library: SharedLibrary)
    throws(DiagnosticsError) -> Component
  {
    var decoder = ComponentDecoder(document: document, library: library)
    let decoded = decoder.decode()
    guard let component = decoded, decoder.diagnostics.isEmpty else {
      throw DiagnosticsError(sortedByLocation(decoder.diagnostics))
    }
    var validator = CriteriaValidator(component: component, document: document)
    validator.validate()
    guard !validator.diagnostics.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(sortedByLocation(validator.diagnostics))
    }
    var loaded = component
    loaded.warnings = sortedByLocation(validator.diagnostics)
    return loaded
  }

  /// Checks run in phases; people read a file top to bottom.
  private static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
      let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
  }

  private static func resolve(_ path: String, _ base: String) -> String {
    path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
  }

  static func criteriaFiles(at path: String, base: String) -> Result<
    [String], DiagnosticsError
  > {
    let resolved = resolve(path, base)
    switch FileStatus(resolved) {
    case .missing:
      return .failure(
        DiagnosticsError([Diagnostic(path: path, message: "no such file or directory")]))
    case .file: return .success([path])
    case .directory: break
    case .symbolicLink, .other:
      return .failure(
        DiagnosticsError([Diagnostic(path: path, message: "not a file or directory")]))
    }
    // A criteria file that cannot be read must stop the run: skipped, its component would
    // look deleted, and generate would remove the component's files.
    let listing = DirectoryListing(of: resolved) {
      $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
    }
    guard listing.problems.isEmpty else {
      return .failure(
        DiagnosticsError(
          listing.problems.map {
            Diagnostic(path: (path as NSString).appendingPathComponent($0.path), message: $0.reason)
          }))
    }
    let files = listing.files.map { (path as NSString).appendingPathComponent($0) }
    guard !files.isEmpty else {
      return .failure(
        DiagnosticsError([
          Diagnostic(path: path, message: "the directory holds no criteria files (*.json)")
        ]))
    }
    return .success(files)
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

/// A criteria file read and parsed: a shared library is kept parsed, a component file only
/// as its bytes until it is decoded.
private enum ParsedFile: Sendable {
  case sharedLibrary(JSONDocument)
  case component([UInt8], path: String)
}
