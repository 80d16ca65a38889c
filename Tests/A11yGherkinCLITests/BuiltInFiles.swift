import A11yCriteria

/// How many files `generate` writes for the built-in catalog, so that the counts a test
/// expects follow the catalog as components are added.
enum BuiltInFiles {
  /// Decoded once for every test that counts.
  private static let catalog = try? BuiltInCatalog.load()

  /// A feature and a checklist per experience, on every platform or on the one given, and
  /// the index of the output directory.
  static func count(platform: String? = nil) -> Int {
    guard let catalog else { return -1 }
    return catalog.components.reduce(1) { total, component in
      let platforms = component.platforms.filter { platform == nil || $0.id == platform }
      return total
        + 2 * platforms.reduce(0) { $0 + component.experiences(on: $1.id).count }
    }
  }
}
