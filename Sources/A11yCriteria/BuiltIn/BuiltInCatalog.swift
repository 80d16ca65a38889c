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

  /// The built-in catalog, decoded and validated.
  public static func load() throws(DiagnosticsError) -> Catalog {
    var components: [Component] = []
    for file in files where file.name.hasSuffix(".json") && !file.name.hasSuffix(".schema.json") {
      components.append(
        try CriteriaLoader.load(bytes: Array(file.contents.utf8), path: displayPath(file.name)))
    }
    return Catalog(components: components)
  }

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
