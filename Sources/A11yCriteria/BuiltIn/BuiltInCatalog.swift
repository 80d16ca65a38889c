import Diagnostics

/// The criteria compiled into the binary, so that a copy of it anywhere still has them.
///
/// The sources are the files in `Catalog/` at the repository root; `make embed` regenerates
/// `BuiltInCatalog+Files.swift` from them, and a test fails when the two differ.
public enum BuiltInCatalog {
  /// The name errors in built-in files are reported under.
  public static func displayPath(_ name: String) -> String {
    "<built-in>/" + name
  }

  /// The files of shared profiles and standard criteria, which are not components.
  public static let sharedLibraryFileNames = ["profiles.json", "standard-criteria.json"]

  /// The files that are neither components nor schemas.
  static let otherFileNames = sharedLibraryFileNames + ["vocabulary.json"]

  /// The built-in catalog, decoded and validated.
  public static func load() throws(DiagnosticsError) -> Catalog {
    try CatalogSources.builtIn().catalog()
  }

  /// The embedded files that hold one component each, in catalog order.
  static var componentFileNames: [String] {
    files.map(\.name).filter {
      $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") && !otherFileNames.contains($0)
    }
  }

  /// The ids of the built-in components, in catalog order.
  public static var componentIDs: [String] {
    componentFileNames.map(componentID(fileName:))
  }

  /// The id of the component in a built-in file: its name without `.json` (a test holds
  /// every file to it).
  static func componentID(fileName: String) -> String {
    String(fileName.dropLast(".json".count))
  }

  /// The built-in shared profiles and standard criteria, decoded and validated (once per
  /// process: the embedded bytes never change).
  public static func loadSharedLibrary() throws(DiagnosticsError) -> SharedLibrary {
    try decodedSharedLibrary.get()
  }

  private static let decodedSharedLibrary = Result {
    () throws(DiagnosticsError) -> SharedLibrary in
    var library = SharedLibrary()
    for name in sharedLibraryFileNames {
      guard let text = embeddedFile(name) else { continue }
      library = library.overridden(
        by: try CriteriaLoader.loadSharedLibrary(bytes: Array(text.utf8), path: displayPath(name)))
    }
    return library
  }

  /// The built-in shared library; empty if it does not decode (a test holds it valid, and
  /// ``loadSharedLibrary()`` reports why).
  public static let sharedLibrary: SharedLibrary = (try? loadSharedLibrary()) ?? SharedLibrary()

  /// The JSON Schema of the criteria format.
  public static var schema: String {
    files.first { $0.name == CriteriaFormat.schemaFileName }?.contents ?? ""
  }
}

extension BuiltInCatalog {
  /// The names of the embedded files, in order.
  public static var embeddedFileNames: [String] { files.map(\.name) }

  /// The text of one embedded file.
  public static func embeddedFile(_ name: String) -> String? {
    files.first { $0.name == name }?.contents
  }
}
