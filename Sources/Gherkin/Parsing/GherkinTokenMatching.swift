/// What the parser engine needs from a token matcher: deciding, line by line, whether a line
/// is a given kind of token, and the state that lives between lines.
///
/// ``TokenMatcher`` reads classic `.feature` files, ``MarkdownTokenMatcher`` Gherkin in
/// Markdown (`.feature.md`). The engine is generic over this protocol, so each matcher gets
/// its own specialized engine and the classic path pays nothing for the other.
protocol GherkinTokenMatching {
  /// The dialect the document is read in (the keywords of the AST come from it).
  var dialect: CompiledDialect { get }

  /// The token types `line` may be, one bit per ``TokenType`` raw value: a cheap filter
  /// before ``match(_:_:errors:)``.
  func candidates(_ line: Line) -> UInt16

  /// Whether `token`'s line is a `type` token; on success the token holds what was matched.
  /// Errors found while matching are reported to `errors` and make the match fail.
  mutating func match(_ type: TokenType, _ token: inout Token, errors: inout ErrorCollector)
    -> Bool

  /// The tags of a tag line that has already been matched.
  mutating func tagItems(of line: Line) -> [TagItem]
}
