import Synchronization

/// The built-in components, each decoded and validated at most once per process: their bytes
/// are compiled in and never change, so a process that runs several commands (a host that
/// embeds the tool, or its tests) pays for a component once, and a command pays only for the
/// components it asks for.
enum BuiltInComponents {
  typealias Outcome = Result<(Component, ComponentIdentity), ComponentLoadFailure>

  private static let loaded = Mutex<[String: Outcome]>([:])

  /// The component of the embedded file `name`: what `decode` gave the first time.
  static func load(_ name: String, decode: () -> Outcome) -> Outcome {
    if let outcome = loaded.withLock({ $0[name] }) { return outcome }
    let outcome = decode()
    // Two threads may decode the same file at once; both get equal values.
    loaded.withLock { $0[name] = outcome }
    return outcome
  }
}
