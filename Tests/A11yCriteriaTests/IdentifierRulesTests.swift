import A11yCriteria
import Testing

/// The id and WCAG-number rules, which decide what may become a file name or a tag.
@Suite struct IdentifierRulesTests {
  @Test(arguments: [
    ("captcha", true), ("table-row", true), ("a1-2b", true), ("x", true), ("0", true),
    ("", false), ("-a", false), ("a-", false), ("a--b", false), ("A", false), ("a_b", false),
    ("a.b", false), ("a/b", false), ("../x", false), ("é", false), ("a b", false),
  ])
  func slugs(text: String, valid: Bool) {
    #expect(Slug.isValid(text) == valid)
  }

  @Test(arguments: [
    ("keyboard.space", true), ("screen-reader.name", true), ("a.b.c", true), ("a", true),
    ("", false), (".a", false), ("a.", false), ("a..b", false), ("a-.b", false),
    ("a.-b", false), ("a.b-", false), ("Keyboard.space", false), ("a/b.c", false),
    ("../x", false), ("a.b--c", false),
  ])
  func dottedSlugs(text: String, valid: Bool) {
    #expect(Slug.isValidDotted(text) == valid)
  }

  @Test(arguments: [
    ("2.1.1", true), ("1.4.10", true), ("4.1.3", true), ("10.10.10", true),
    ("", false), ("2.1", false), ("2.1.1.1", false), ("2..1", false), (".2.1", false),
    ("2.1.", false), ("02.1.1", false), ("2.01.1", false), ("2.1.100", false), ("a.b.c", false),
    ("2.1.1 ", false), ("٢.١.١", false),
  ])
  func wcagNumbers(text: String, valid: Bool) {
    #expect(SuccessCriterion.isWellFormed(text) == valid)
  }
}
