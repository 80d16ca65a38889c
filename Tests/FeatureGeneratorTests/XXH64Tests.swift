import Testing

@testable import FeatureGenerator

@Suite struct XXH64Tests {
  /// Reference values of XXH64 with seed 0 (from the reference implementation).
  @Test(arguments: [
    ("", "ef46db3751d8e999"),
    ("a", "d24ec4f1a98c6e5b"),
    ("abc", "44bc2cf5ad770999"),
    ("Nobody inspects the spammish repetition", "fbcea83c8a378bf1"),
    (String(repeating: "feature files and checklists ", count: 100), "9c7f7e9aaa3bff52"),
  ])
  func matchesTheReference(text: String, expected: String) {
    #expect(XXH64.hex(Substring(text)) == expected)
  }
}
