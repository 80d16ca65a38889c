/// The web step library, the Python package `a11y_web` that the behave-playwright phrase
/// files call, compiled into the binary so that `steps export` writes it beside them.
///
/// The sources are the files in `Python/a11y_web/` at the repository root; `make embed`
/// regenerates `WebStepLibrary+Files.swift` from them, and a test fails when the two differ.
public enum WebStepLibrary {
  /// The package's directory in an export, and its import name.
  public static let packageName = "a11y_web"

  /// The package's files as an export writes them (`a11y_web/config.py`, …), in order.
  public static var exportedFiles: [(name: String, contents: String)] {
    files.map { (packageName + "/" + $0.name, $0.contents) }
  }

  /// The package's version, `__version__` of its `__init__.py`.
  public static var version: String {
    let initFile = files.first { $0.name == "__init__.py" }?.contents ?? ""
    for line in initFile.split(separator: "\n") where line.hasPrefix("__version__ = \"") {
      return String(line.dropFirst("__version__ = \"".count).prefix { $0 != "\"" })
    }
    return "unknown"
  }
}
