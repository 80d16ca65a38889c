import Diagnostics

extension GherkinDocument {
  /// Whether two documents say the same thing, however they are laid out.
  ///
  /// Locations and ids are ignored, and so are blank lines at the start of a description
  /// (there only after a comment, and the printer moves comments); everything else counts:
  /// keywords, names, descriptions, tags, steps, tables, doc strings, and the comments'
  /// texts in their order. A document and its canonical form
  /// (``GherkinPrinter/format(_:)``, read back) have the same meaning.
  ///
  /// ```swift
  /// let original = try GherkinParser().parse(text)
  /// let printed = try GherkinParser().parse(GherkinPrinter().format(original))
  /// assert(original.hasSameMeaning(as: printed))
  /// ```
  public func hasSameMeaning(as other: GherkinDocument) -> Bool {
    withoutLayout() == other.withoutLayout()
  }

  /// The document with every location at 0:0, every id 0 and leading blank description
  /// lines removed: what is left is what ``hasSameMeaning(as:)`` compares.
  public func withoutLayout() -> GherkinDocument {
    let zero = SourceLocation(line: 0, column: 0)
    let eraser = NodeMapper(
      location: { _ in zero }, id: { _ in 0 }, description: Self.withoutLeadingBlankLines)
    return GherkinDocument(
      feature: feature.map(eraser.feature),
      comments: comments.map { Comment(location: zero, text: $0.text) })
  }

  /// A description without the lines before the first one that has more than whitespace.
  public static func withoutLeadingBlankLines(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
      lines = lines.dropFirst()
    }
    return lines.joined(separator: "\n")
  }
}
