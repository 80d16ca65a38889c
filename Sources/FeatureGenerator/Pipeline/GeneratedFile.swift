/// One file the generator produces, with what it was generated for.
public struct GeneratedFile: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case feature
    case checklist
    /// The index of the output directory (``FeatureIndex``).
    case index
  }

  /// Relative to the output directory: `captcha/ios/image-button.feature`.
  /// Component, experience and platform are empty for the index.
  public var path: String
  public var contents: String
  public var kind: Kind
  public var component: String
  public var experience: String
  public var platform: String
  public var fingerprint: String
  /// The lines of the committed file that were edited by hand and that these contents
  /// discard (see ``HandEdit``): generate writes such a file only when told to.
  public var handEdits: [HandEdit] = []
}
