import Diagnostics
import JSON

/// The document a component was loaded from, kept so that later stages (such as rendering a
/// criterion's wording) can point errors at the right line of the criteria file.
///
/// Two sources always compare equal: where a component came from is not part of what it says,
/// so a catalog exported and loaded again equals the original.
public struct CriteriaSource: Hashable, Sendable {
  public var document: JSONDocument?

  public init(document: JSONDocument? = nil) {
    self.document = document
  }

  /// The path the component was read from, or `<built-in>`-style names for embedded files.
  public var path: String { document?.path ?? "" }

  /// A diagnostic at the value found at `path` in the source document, or at the file when the
  /// value cannot be found (for example, for a component built in code).
  public func diagnostic(_ message: String, at path: JSONPath) -> Diagnostic {
    guard let document else { return Diagnostic(message: "\(path): \(message)") }
    guard let offset = document.root.offset(at: path) else {
      return Diagnostic(path: document.path, message: "\(path): \(message)")
    }
    return document.diagnostic("\(path): \(message)", atOffset: offset)
  }

  /// The source text of the value at `path`, as bytes, if the component was read from a file.
  public func withBytes<Result>(at path: JSONPath, _ body: (ArraySlice<UInt8>) -> Result) -> Result?
  {
    guard let document, let node = document.root.node(at: path) else { return nil }
    return body(document.bytes[node.offset..<node.endOffset])
  }

  public static func == (lhs: CriteriaSource, rhs: CriteriaSource) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
