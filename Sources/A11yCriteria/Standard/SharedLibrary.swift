/// The shared platform profiles and standard criteria that criteria format 2 components refer
/// to by id: the built-in ones, overridden or extended by a team's own files.
public struct SharedLibrary: Hashable, Sendable {
  public var profiles: [PlatformProfile]
  public var standardCriteria: [StandardCriterion]
  /// The outcome of activating a control of each role, when the control does not say.
  public var outcomes: [Term]
  /// Digest of the files the library was read from, for generated files' fingerprints.
  public var digest: String

  public init(
    profiles: [PlatformProfile] = [], standardCriteria: [StandardCriterion] = [],
    outcomes: [Term] = [], digest: String = ""
  ) {
    self.profiles = profiles
    self.standardCriteria = standardCriteria
    self.outcomes = outcomes
    self.digest = digest
  }

  public func profile(_ id: String) -> PlatformProfile? {
    profiles.first { $0.id == id }
  }

  public func standardCriterion(_ id: String) -> StandardCriterion? {
    standardCriteria.first { $0.id == id }
  }

  /// `other`'s profiles, standard criteria and outcomes replace these by id, or are added.
  public func overridden(by other: SharedLibrary) -> SharedLibrary {
    func merge<T>(_ base: [T], _ extra: [T], id: (T) -> String) -> [T] {
      var result = base
      for item in extra {
        if let index = result.firstIndex(where: { id($0) == id(item) }) {
          result[index] = item
        } else {
          result.append(item)
        }
      }
      return result
    }
    return SharedLibrary(
      profiles: merge(profiles, other.profiles, id: \.id),
      standardCriteria: merge(standardCriteria, other.standardCriteria, id: \.id),
      outcomes: merge(outcomes, other.outcomes, id: \.name),
      digest: Self.digest(digest, overriddenBy: other.digest))
  }

  /// The digest of a library read from the files of `base`, then from a file of digest `other`.
  static func digest(_ base: String, overriddenBy other: String) -> String {
    // A file that repeats one already read (an exported copy) changes nothing.
    other.isEmpty || base.split(separator: "+").contains(Substring(other))
      ? base : (base.isEmpty ? other : base + "+" + other)
  }

  /// The ``digest`` of the built-in library overridden by files with these bytes, in order,
  /// without decoding any of them (for a check that trusts files generated from the same bytes).
  public static func digest(ofBuiltInOverriddenBy files: [ArraySlice<UInt8>]) -> String {
    var result = ""
    for name in BuiltInCatalog.sharedLibraryFileNames {
      guard let text = BuiltInCatalog.embeddedFile(name) else { continue }
      result = digest(result, overriddenBy: digest(of: Array(text.utf8)))
    }
    for bytes in files {
      result = digest(result, overriddenBy: digest(of: Array(bytes)))
    }
    return result
  }

  /// A short digest of a file's bytes (FNV-1a, 64 bits): it only needs to change when they do.
  static func digest(of bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
