import Diagnostics
import JSON

/// What the checks over a whole catalog need of one loaded component (duplicate ids), kept
/// without the component: a run that renders each component as it loads it drops the
/// component but keeps this.
public struct ComponentIdentity: Hashable, Sendable {
  public let id: String
  /// The path of the component's file as errors name it.
  public let path: String
  /// A diagnostic located at the component's `id` member, without its message.
  private let atID: Diagnostic

  /// The identity of `id`, decoded from `document`.
  init(id: String, document: JSONDocument) {
    self.id = id
    path = document.path
    if let offset = document.root.offset(at: Self.idPath) {
      atID = document.diagnostic("", atOffset: offset)
    } else {
      atID = Diagnostic(path: document.path, message: "")
    }
  }

  /// An error at the component's `id` member, named by its JSON path as the loader's errors
  /// are.
  public func diagnostic(_ message: String) -> Diagnostic {
    var diagnostic = atID
    diagnostic.message = "\(Self.idPath): \(message)"
    return diagnostic
  }

  private static let idPath = JSONPath.root.appending("id")
}
