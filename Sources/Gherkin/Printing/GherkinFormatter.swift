import Diagnostics

/// Rewrites feature file text in the canonical layout of ``GherkinPrinter``, and only when
/// that is safe: the text must parse, and the canonical text must read back as a document
/// with the same meaning (``GherkinDocument/hasSameMeaning(as:)``), so that formatting can
/// never change what a file says.
///
/// ```swift
/// let canonical = try GherkinFormatter().format(text, path: "login.feature")
/// if canonical != text { try write(canonical) }
/// ```
public struct GherkinFormatter: Sendable {
  private let parser: GherkinParser
  private let printer = GherkinPrinter()

  /// A formatter reading documents without a `# language:` header in `defaultLanguage`
  /// (English when nil).
  public init(defaultLanguage: GherkinLanguage? = nil) {
    parser = GherkinParser(defaultLanguage: defaultLanguage)
  }

  /// The canonical text of `source`.
  ///
  /// - Parameters:
  ///   - source: The document text.
  ///   - path: The file name to put in diagnostics.
  /// - Returns: The canonical text: LF line endings, no byte order mark, one final newline
  ///   (the empty string for a document with no feature and no comments).
  /// - Throws: ``DiagnosticsError`` with the located errors when `source` is not valid
  ///   Gherkin, or with one error when the canonical text would not read back the same.
  public func format(_ source: String, path: String = "") throws(DiagnosticsError) -> String {
    let document: GherkinDocument
    do {
      document = try parser.parse(source, path: path)
    } catch let error as DiagnosticsError {
      throw error
    } catch {
      throw DiagnosticsError([Diagnostic(path: path, message: "\(error)")])
    }
    let canonical = printer.format(document)
    let result = parser.parseResult(canonical)
    guard let reread = result.document, reread.hasSameMeaning(as: document) else {
      throw DiagnosticsError([Diagnostic(path: path, message: Self.unsafeLayoutMessage)])
    }
    return canonical
  }

  /// Why a file that parses is still not formatted: the printer, not the file, is at fault.
  static let unsafeLayoutMessage =
    "the canonical layout of this file would not read back as the same document, so it is "
    + "left as it is; please report this with the file"
}
