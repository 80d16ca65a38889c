import Diagnostics
import JSON
import Synchronization

/// The built-in components, each decoded and validated at most once per process: their bytes
/// are compiled in and never change, so a process that runs several commands (a host that
/// embeds the tool, or its tests) pays for a component once, and a command pays only for the
/// components it asks for.
enum BuiltInComponents {
  typealias Outcome = Result<(Component, ComponentIdentity), ComponentLoadFailure>

  private static let loaded = Mutex<[String: Outcome]>([:])

  /// The component of the embedded file `name`, against the built-in shared library.
  static func load(_ name: String) -> Outcome {
    if let outcome = loaded.withLock({ $0[name] }) { return outcome }
    let outcome = decode(name)
    // Two threads may decode the same file at once; both get equal values.
    loaded.withLock { $0[name] = outcome }
    return outcome
  }

  private static func decode(_ name: String) -> Outcome {
    let document: JSONDocument
    do throws(DiagnosticsError) {
      document = try JSONDocument(
        parsing: Array((BuiltInCatalog.embeddedFile(name) ?? "").utf8),
        path: BuiltInCatalog.displayPath(name))
    } catch {
      return .failure(ComponentLoadFailure(stage: .file, diagnostics: error.diagnostics))
    }
    do throws(DiagnosticsError) {
      let component = try CriteriaLoader.load(document, library: BuiltInCatalog.sharedLibrary)
      return .success((component, ComponentIdentity(id: component.id, document: document)))
    } catch {
      return .failure(ComponentLoadFailure(stage: .criteria, diagnostics: error.diagnostics))
    }
  }
}
