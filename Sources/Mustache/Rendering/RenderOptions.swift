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
  /// How many bytes one render may produce; past it, rendering stops with an error naming the
  /// tag that was rendering, instead of exhausting memory (a section over a list nested in
  /// another over the same list multiplies the output at each level).
  public var maxOutputBytes: Int
  /// How many steps one render may take (a step is one piece of text, tag or list item);
  /// past it, rendering stops with an error naming the tag, instead of running for hours.
  public var maxSteps: Int
  /// Shared with other renders: a render that passes a limit raises it, and a render that
  /// sees it raised stops, throwing an error with no diagnostic of its own (the render that
  /// raised it reports the limit). Nil renders on alone.
  public var stop: RenderStop?

  /// 64 MiB: thousands of times a generated feature file, far below what exhausts memory.
  public static let defaultMaxOutputBytes = 64 * 1024 * 1024
  /// Fifty million steps: seconds of work, thousands of times what the catalog needs.
  public static let defaultMaxSteps = 50_000_000

  /// The deepest nesting any render allows, whatever ``maxDepth`` says: rendering recurses
  /// once per level, and a thread's stack is finite.
  public static let depthCeiling = 1_000

  /// - Parameters:
  ///   - escaping: How `{{name}}` escapes its value; HTML by default, as the spec requires.
  ///   - strict: Whether unknown names are errors.
  ///   - maxDepth: The nesting limit.
  ///   - maxOutputBytes: The output limit.
  ///   - maxSteps: The work limit.
  public init(
    escaping: Escaping = .html, strict: Bool = false, maxDepth: Int = 256,
    maxOutputBytes: Int = defaultMaxOutputBytes, maxSteps: Int = defaultMaxSteps,
    stop: RenderStop? = nil
  ) {
    self.stop = stop
    self.escaping = escaping
    self.strict = strict
    self.maxDepth = maxDepth
    self.maxOutputBytes = maxOutputBytes
    self.maxSteps = maxSteps
  }
}

/// How `{{name}}` escapes the text it inserts.
public enum Escaping: String, Sendable, Hashable, CaseIterable {
  /// `&`, `"`, `<` and `>` become `&amp;`, `&quot;`, `&lt;` and `&gt;`.
  case html
  /// The text goes in as it is.
  case none
}
