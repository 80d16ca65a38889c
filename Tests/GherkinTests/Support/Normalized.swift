import Gherkin

/// The document's meaning: locations and ids zeroed, comments dropped, so that two parses of
/// differently laid out text compare equal when they say the same thing. Blank lines at the
/// start of a description are dropped too: they exist only after a comment, and the printer
/// moves comments (see ``GherkinPrinter``).
func normalized(_ document: GherkinDocument) -> GherkinDocument {
  GherkinDocument(feature: document.withoutLayout().feature, comments: [])
}
