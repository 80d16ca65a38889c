/// The templates compiled into the binary, so that a copy of it anywhere still generates.
///
/// The sources are the files in `Templates/` at the repository root; `make embed` regenerates
/// `DefaultTemplates+Files.swift` from them, and a test fails when the two differ.
public enum DefaultTemplates {
  /// The name errors in built-in templates are reported under.
  public static func displayPath(_ name: String) -> String {
    "<built-in>/" + name
  }

  /// The names of the embedded templates (`feature.mustache`, …), in order.
  public static var fileNames: [String] { files.map(\.name) }

  /// The text of one embedded template.
  public static func file(_ name: String) -> String? {
    files.first { $0.name == name }?.contents
  }
}
