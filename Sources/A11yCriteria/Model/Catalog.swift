import Diagnostics

/// Every component the tool knows of in one run: the built-in catalog, or the files given with
/// `--criteria`.
public struct Catalog: Hashable, Sendable {
  public var components: [Component]

  /// The warnings of every component, in order.
  public var warnings: [Diagnostic] { components.flatMap(\.warnings) }

  public init(components: [Component]) {
    self.components = components
  }

  /// The component with an id, if there is one.
  public func component(_ id: String) -> Component? {
    components.first { $0.id == id }
  }
}
