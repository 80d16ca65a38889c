import Diagnostics
import Foundation

/// Parses Gherkin `.feature` documents (or, with the ``GherkinSyntax/markdown`` syntax,
/// Gherkin in Markdown `.feature.md` documents) into a ``GherkinDocument``.
///
/// The parser accepts exactly what the official Cucumber grammar accepts, in all 80 languages
/// of `gherkin-languages.json` (chosen by a `# language:` header), and reports the same errors
/// with the same wording, collected rather than stopping at the first (each distinct error
/// once, at most eleven).
///
/// ```swift
/// let document = try GherkinParser().parse(text, path: "features/login.feature")
/// print(document.feature?.name ?? "no feature")
/// ```
///
/// Input decisions where the official parsers differ or are silent:
/// - A UTF-8 byte order mark at the start is skipped. The C and Python parsers reject such a
///   file (`expected: #EOF, #Language, …, got '\u{FEFF}Feature: …'`) and only the Java parser
///   strips it (cucumber/gherkin#516), but a BOM is an encoding signature, not text: Windows
///   editors add it silently, and rejecting a file that looks right in every editor helps no
///   one. The printer never writes one.
/// - Bytes that are not valid UTF-8 (binary files, Latin-1 text) are rejected with an error at
///   the first invalid byte rather than decoded with replacement characters, so nothing is
///   silently changed. NUL and other control characters are ordinary text.
/// - Lines end at `\n`, `\r\n` or a lone `\r`.
public struct GherkinParser: Sendable {
  /// The dialect of documents without a `# language:` header.
  public let defaultLanguage: GherkinLanguage
  /// How the documents are written.
  public let syntax: GherkinSyntax
  private let dialect: CompiledDialect

  /// A parser whose default dialect is `defaultLanguage` (English when nil), for documents
  /// written in `syntax`. Markdown documents have no `# language:` header, so they are
  /// always read in the default dialect.
  public init(defaultLanguage: GherkinLanguage? = nil, syntax: GherkinSyntax = .classic) {
    let language = defaultLanguage ?? GherkinLanguages.english
    self.defaultLanguage = language
    self.syntax = syntax
    self.dialect =
      CompiledDialect.named(language.code).flatMap { $0.language == language ? $0 : nil }
      ?? CompiledDialect(language)
  }

  // MARK: - Parsing

  /// Parses `source` into a document.
  ///
  /// - Parameters:
  ///   - source: The document text.
  ///   - path: The file name to put in diagnostics.
  /// - Returns: The document.
  /// - Throws: ``DiagnosticsError`` with one located diagnostic per error.
  public func parse(_ source: String, path: String = "") throws -> GherkinDocument {
    let result = parseResult(source)
    if let document = result.document {
      return document
    }
    throw DiagnosticsError(result.diagnostics(path: path, source: source))
  }

  /// Parses the UTF-8 bytes of a file: skips a byte order mark, rejects invalid UTF-8 with a
  /// located error, then parses as ``parse(_:path:)`` does.
  ///
  /// - Throws: ``DiagnosticsError`` for invalid UTF-8 or Gherkin errors.
  public func parse(utf8 bytes: some Collection<UInt8>, path: String = "") throws
    -> GherkinDocument
  {
    try parse(Self.decode(utf8: bytes, path: path), path: path)
  }

  /// Parses `source` and returns the document or the raw errors, in the official form, and
  /// optionally the official `.tokens` listing of every line the parser consumed.
  public func parseResult(_ source: String, recordingTokens: Bool = false) -> GherkinParseResult {
    var text = source
    let run = { (buffer: UnsafeBufferPointer<UInt8>) -> GherkinParseResult in
      parseResult(utf8: buffer, recordingTokens: recordingTokens)
    }
    if let result = text.utf8.withContiguousStorageIfAvailable(run) {
      return result
    }
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable(run)
      ?? Array(text.utf8).withUnsafeBufferPointer(run)
  }

  /// ``parseResult(_:recordingTokens:)`` for text given as UTF-8 bytes, which must be valid
  /// UTF-8 (checked by the caller, as the file layer does); a byte order mark is skipped.
  public func parseResult(utf8 buffer: UnsafeBufferPointer<UInt8>, recordingTokens: Bool = false)
    -> GherkinParseResult
  {
    let source = SourceBuffer(bytes: Self.withoutByteOrderMark(buffer))
    let (tree, errors, tokens) = run(source, recordingTokens: recordingTokens)
    return GherkinParseResult(
      document: errors.isEmpty ? tree.document(source: source) : nil, errors: errors,
      tokens: tokens)
  }

  /// Parses UTF-8 bytes, which must be valid UTF-8 (checked by the caller, as the file layer
  /// does), into a document kept as the parser built it: for writing its messages with a
  /// ``GherkinMessageWriter`` without making a ``GherkinDocument``, which costs more than the
  /// parse. A byte order mark is skipped.
  public func parseBytes(_ bytes: [UInt8]) -> ParsedGherkin {
    bytes.withUnsafeBufferPointer { buffer in
      let text = Self.withoutByteOrderMark(buffer)
      let (tree, errors, _) = run(SourceBuffer(bytes: text), recordingTokens: false)
      return ParsedGherkin(
        bytes: bytes, textStart: buffer.count - text.count, tree: tree, errors: errors)
    }
  }

  private static func withoutByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return UnsafeBufferPointer(rebasing: bytes[3...])
    }
    return bytes
  }

  private func run(_ source: SourceBuffer, recordingTokens: Bool)
    -> (ParseTree, [GherkinParseError], String)
  {
    switch syntax {
    case .classic:
      return Self.run(
        ParserEngine(
          source: source, matcher: TokenMatcher(source: source, dialect: dialect),
          recordsTokens: recordingTokens))
    case .markdown:
      return Self.run(
        ParserEngine(
          source: source, matcher: MarkdownTokenMatcher(source: source, dialect: dialect),
          recordsTokens: recordingTokens))
    }
  }

  private static func run<Matcher>(_ engine: ParserEngine<Matcher>)
    -> (ParseTree, [GherkinParseError], String)
  {
    var engine = engine
    let tree = engine.run()
    return (tree, engine.errors.errors, engine.tokens)
  }

  /// The official `.tokens` listing of `source`: one line per token the parser consumed, then
  /// `EOF`. Errors do not stop the listing; see ``parseResult(_:recordingTokens:)`` for them.
  public func tokens(_ source: String) -> String {
    parseResult(source, recordingTokens: true).tokens
  }

  // MARK: - Decoding

  /// The text of UTF-8 `bytes`, without a leading byte order mark.
  ///
  /// - Throws: ``DiagnosticsError`` locating the first byte that is not valid UTF-8.
  public static func decode(utf8 bytes: some Collection<UInt8>, path: String = "") throws
    -> String
  {
    var content = ArraySlice(bytes)
    if content.starts(with: [0xEF, 0xBB, 0xBF]) {
      content = content.dropFirst(3)
    }
    do {
      return try UTF8Validator.decode(content, path: path)
    } catch {
      throw DiagnosticsError([error])
    }
  }
}
