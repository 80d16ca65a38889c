import Diagnostics

extension Template {
  /// Renders the template over `data`.
  ///
  /// - Parameters:
  ///   - data: The value at the bottom of the context stack.
  ///   - partials: Where partial and parent tags find templates by name.
  ///   - options: Escaping, strictness and the nesting limit.
  /// - Returns: The rendered text.
  /// - Throws: ``DiagnosticsError`` naming the template, line and column of each unknown name
  ///   in strict mode, or of a partial nested past ``RenderOptions/maxDepth``.
  public func render(
    _ data: Value, partials: any PartialProvider = TemplateLibrary(),
    options: RenderOptions = RenderOptions()
  ) throws(DiagnosticsError) -> String {
    var output = ""
    try render(data, into: &output, partials: partials, options: options)
    return output
  }

  /// Renders the template over `data`, appending to `output`.
  ///
  /// Reusing one buffer across renders avoids growing a new string each time. When this
  /// throws, `output` holds whatever was rendered before the error.
  ///
  /// - Parameters:
  ///   - data: The value at the bottom of the context stack.
  ///   - output: The text to append to.
  ///   - partials: Where partial and parent tags find templates by name.
  ///   - options: Escaping, strictness and the nesting limit.
  /// - Throws: As ``render(_:partials:options:)``.
  public func render(
    _ data: Value, into output: inout String, partials: any PartialProvider = TemplateLibrary(),
    options: RenderOptions = RenderOptions()
  ) throws(DiagnosticsError) {
    var renderer = Renderer(partials: partials, options: options, data: data)
    try renderer.render(self, into: &output)
  }
}
