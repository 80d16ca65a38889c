import Synchronization

/// A signal shared by renders that run together (the files of one generate run, say): the
/// first render that passes a limit raises it, and the others stop at their next check
/// instead of running on to their own limit, since the run fails either way.
public final class RenderStop: Sendable, Hashable {
  private let raised = Atomic<Bool>(false)

  public init() {}

  /// Whether a render passed a limit.
  public var isRaised: Bool { raised.load(ordering: .relaxed) }

  /// Tells every render that checks this signal to stop.
  public func raise() { raised.store(true, ordering: .relaxed) }

  public static func == (lhs: RenderStop, rhs: RenderStop) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
