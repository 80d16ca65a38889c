import Diagnostics

/// Finds the templates that partial (`{{>name}}`) and parent (`{{<name}}`) tags name.
///
/// ``TemplateLibrary`` is the usual provider. Write your own to load templates lazily; parse
/// each one once and keep it, since a partial inside a section is looked up on every pass.
public protocol PartialProvider {
  /// The template called `name`, or nil when there is none (spec mode then renders nothing;
  /// strict mode reports an unknown partial).
  ///
  /// - Throws: ``DiagnosticsError`` when the template exists but cannot be loaded or parsed.
  func template(named name: String) throws(DiagnosticsError) -> Template?
}
