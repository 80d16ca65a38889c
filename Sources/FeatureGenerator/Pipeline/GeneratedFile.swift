/// One file the generator produces, with what it was generated for.
public struct GeneratedFile: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case feature
    case checklist
  }

  /// Relative to the output directory: `captcha/ios/image-button.feature`.
  public var path: String
  public var contents: String
  public var kind: Kind
  public var component: String
  public var experience: String
  public var platform: String
  public var fingerprint: String
}
