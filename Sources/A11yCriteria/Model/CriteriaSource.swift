import Diagnostics
import JSON

/// The file a component was loaded from, kept so that later stages can point errors at the
/// right line of the criteria file (rendering a criterion's wording, say) and hash a part of
/// the component as it is written there.
///
/// It keeps the file's bytes and where each experience, platform and criterion stands, not the
/// parsed tree: a large catalog would hold it all in memory for errors that seldom come. A
/// diagnostic parses the bytes again to find its value.
///
/// Two sources always compare equal: where a component came from is not part of what it says,
/// so a catalog exported and loaded again equals the original.
public struct CriteriaSource: Hashable, Sendable {
  /// The path the component was read from, or `<built-in>/…` for embedded files; empty for a
  /// component built in code.
  public let path: String
  private let bytes: [UInt8]?
  /// Byte ranges of `experiences[i]`, `platforms[i]` and `criteria[i]`.
  private let parts: [JSONPath: Range<Int>]

  /// The source of a component built in code.
  public init() {
    path = ""
    bytes = nil
    parts = [:]
  }

  public init(document: JSONDocument) {
    path = document.path
    bytes = document.bytes
    var parts: [JSONPath: Range<Int>] = [:]
    if case .object(let members) = document.root.value {
      for member in members where ["experiences", "platforms", "criteria"].contains(member.key) {
        guard case .array(let elements) = member.value.value else { continue }
        for (index, element) in elements.enumerated() {
          parts[JSONPath.root.appending(member.key).appending(index)] =
            element.offset..<element.endOffset
        }
      }
    }
    self.parts = parts
  }

  /// A diagnostic at the value found at `path` in the source document, or at the file when the
  /// value cannot be found (for example, for a component built in code).
  public func diagnostic(_ message: String, at path: JSONPath) -> Diagnostic {
    guard let bytes, let document = try? JSONDocument(parsing: bytes, path: self.path) else {
      return Diagnostic(path: self.path, message: "\(path): \(message)")
    }
    guard let offset = document.root.offset(at: path) else {
      return Diagnostic(path: self.path, message: "\(path): \(message)")
    }
    return document.diagnostic("\(path): \(message)", atOffset: offset)
  }

  /// A diagnostic at the first of `paths` found in the source document (the most precise
  /// first), named by that path; at the file, named by the last path, when none is found.
  public func diagnostic(_ message: String, atFirstOf paths: [JSONPath]) -> Diagnostic {
    guard let last = paths.last else { return Diagnostic(path: self.path, message: message) }
    guard let bytes, let document = try? JSONDocument(parsing: bytes, path: self.path) else {
      return Diagnostic(path: self.path, message: "\(last): \(message)")
    }
    for path in paths {
      if let offset = document.root.offset(at: path) {
        return document.diagnostic("\(path): \(message)", atOffset: offset)
      }
    }
    return Diagnostic(path: self.path, message: "\(last): \(message)")
  }

  /// The whole file as it was read, if the component was read from a file.
  public var text: String? {
    bytes.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The source text of an experience, platform or criterion (`criteria[3]`), if the component
  /// was read from a file.
  public func withBytes<Result>(at path: JSONPath, _ body: (ArraySlice<UInt8>) -> Result) -> Result?
  {
    guard let bytes, let range = parts[path] else { return nil }
    return body(bytes[range])
  }

  /// Calls `body` with the whole file as read, if the component was read from a file.
  public func withFileBytes<Result>(_ body: (ArraySlice<UInt8>) -> Result) -> Result? {
    bytes.map { body($0[...]) }
  }

  public static func == (lhs: CriteriaSource, rhs: CriteriaSource) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
