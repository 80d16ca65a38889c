import Diagnostics
import FileSystem
import Foundation
import JSON

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
    try CatalogSources.files(paths: paths, relativeTo: directory).catalog()
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

  static func loadSharedLibrary(_ document: JSONDocument) throws(DiagnosticsError)
    -> SharedLibrary
  {
    var decoder = ComponentDecoder(document: document)
    let library = decoder.decodeSharedLibrary()
    guard let library, decoder.diagnostics.isEmpty else {
      throw DiagnosticsError(sortedByLocation(decoder.diagnostics))
    }
    return library
  }

  static func load(_ document: JSONDocument, library: SharedLibrary)
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

  /// `path` made absolute against `base`.
  static func resolve(_ path: String, _ base: String) -> String {
    path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
  }

  static func criteriaFiles(at path: String, base: String) -> Result<
    [String], DiagnosticsError
  > {
    let resolved = resolve(path, base)
    switch FileStatus(resolved) {
    case .missing:
      return .failure(
        DiagnosticsError([Diagnostic(path: path, message: Message.noSuchPath)]))
    case .file: return .success([path])
    case .directory: break
    case .symbolicLink, .other:
      return .failure(
        DiagnosticsError([Diagnostic(path: path, message: Message.notFileOrDirectory)]))
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
          Diagnostic(path: path, message: Message.noCriteriaFiles)
        ]))
    }
    return .success(files)
  }
}
