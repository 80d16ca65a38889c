extension MagentaImporter {
  /// The importer's diagnostics: short, lowercase, quoting what the document says.
  enum Message {
    static func mappingBug(_ detail: String) -> String {
      "a bug in the import: \(detail)"
    }
  }
}
