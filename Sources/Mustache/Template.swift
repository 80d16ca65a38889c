import Diagnostics

/// A Mustache template, parsed once and rendered any number of times.
///
/// Parsing checks the whole template and throws every error it finds, each located at the
/// tag's line and column. Rendering walks the parsed tree over a ``Value``; it never parses
/// again.
///
/// ```swift
/// let template = try Template("Hello {{name}}!\n{{#items}}- {{.}}\n{{/items}}", name: "greeting")
/// let text = try template.render(["name": "Ada", "items": ["one", "two"]])
/// // "Hello Ada!\n- one\n- two\n"
/// ```
///
/// Supports the whole Mustache spec, including the optional inheritance (`{{<parent}}`,
/// `{{$block}}`) and dynamic names (`{{>*name}}`) modules, but not lambdas: templates run no
/// code.
public struct Template: Sendable {
  /// The name partial and parent tags use to include this template.
  public var name: String { program.name }
  /// What diagnostics about this template name: its file path, or else its name.
  public var path: String { program.path }
  /// The template text.
  public var source: String { program.source }
  // One reference, so that handing a template around (a partial lookup per include) costs
  // one retain.
  let program: Program

  /// Parses `source`.
  ///
  /// - Parameters:
  ///   - source: The template text.
  ///   - name: The template's name, used by partial tags and in diagnostics.
  ///   - path: The file the text came from, shown in diagnostics instead of `name`.
  /// - Throws: ``DiagnosticsError`` with every syntax error found, sorted by location.
  public init(_ source: String, name: String = "template", path: String? = nil)
    throws(DiagnosticsError)
  {
    let result = TemplateParser.parse(source, path: path ?? name)
    guard result.diagnostics.isEmpty else { throw DiagnosticsError(result.diagnostics) }
    program = Program(nodes: result.nodes, name: name, path: path ?? name, source: source)
  }
}
