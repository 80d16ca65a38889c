import A11yCriteria

/// The built-in catalog, decoded and validated once per test run (on first use) for every
/// test that reads it: each test of a suite gets a new suite value, and decoding the whole
/// catalog in every one of them added up to much of the run.
enum LoadedCatalog {
  /// The built-in catalog; throws what ``BuiltInCatalog/load()`` throws.
  static func builtIn() throws -> Catalog {
    try once.get()
  }

  private static let once = Result { try BuiltInCatalog.load() }
}
