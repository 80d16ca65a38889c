import Diagnostics

/// Why one component of ``CatalogSources`` did not load. Where its errors stand among the
/// catalog's depends on what failed: a file that cannot be read or parsed is reported in the
/// order of the files, with the other files' problems, before any component's criteria.
public struct ComponentLoadFailure: Error, Sendable {
  public enum Stage: Sendable {
    /// The file could not be read, or is not JSON.
    case file
    /// The JSON does not describe a valid component.
    case criteria
  }

  public var stage: Stage
  public var diagnostics: [Diagnostic]
}
