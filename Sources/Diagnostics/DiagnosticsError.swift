/// Every diagnostic found in one pass over an input, thrown together so the user sees them all.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String {
    let renderer = DiagnosticRenderer(colored: false)
    return diagnostics.map(renderer.render).joined(separator: "\n")
  }
}
