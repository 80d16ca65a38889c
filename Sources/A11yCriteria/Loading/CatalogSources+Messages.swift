extension CatalogSources {
  /// The diagnostics of checks over the whole catalog.
  enum Message {
    static func alreadyDefined(_ id: String, in path: String) -> String {
      "component '\(id)' is already defined in \(path)"
    }
  }
}
