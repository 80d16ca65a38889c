extension SourceRequirementReader {
  /// The requirement reader's diagnostics.
  enum Message {
    static let notMagentaDocument =
      "not a MagentaA11y document: it has neither YAML front matter nor a '## Condensed' section"
  }
}
