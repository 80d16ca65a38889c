/// How a template renders.
public struct RenderOptions: Sendable, Hashable {
  /// How `{{name}}` escapes its value; `{{{name}}}` and `{{&name}}` never escape.
  public var escaping: Escaping
  /// Whether an unknown variable, section or partial is an error rather than empty text.
  ///
  /// The spec asks for lenient rendering, the default. Strict mode suits templates whose data
  /// is known in advance, where a missing name is a typo: it reports each unknown name with
  /// the template, line and column of its tag. A name present with a `null` value is known.
  public var strict: Bool
  /// How deeply sections, partials, parents and blocks may nest while rendering; past it,
  /// rendering stops with an error instead of exhausting the stack (a partial that includes
  /// itself, for example). Values above ``depthCeiling`` count as ``depthCeiling``.
  public var maxDepth: Int

  /// The deepest nesting any render allows, whatever ``maxDepth`` says: rendering recurses
  /// once per level, and a thread's stack is finite.
  public static let depthCeiling = 1_000

  /// - Parameters:
  ///   - escaping: How `{{name}}` escapes its value; HTML by default, as the spec requires.
  ///   - strict: Whether unknown names are errors.
  ///   - maxDepth: The nesting limit.
  public init(escaping: Escaping = .html, strict: Bool = false, maxDepth: Int = 256) {
    self.escaping = escaping
    self.strict = strict
    self.maxDepth = maxDepth
  }
}

/// How `{{name}}` escapes the text it inserts.
public enum Escaping: String, Sendable, Hashable, CaseIterable {
  /// `&`, `"`, `<` and `>` become `&amp;`, `&quot;`, `&lt;` and `&gt;`.
  case html
  /// The text goes in as it is.
  case none
}
