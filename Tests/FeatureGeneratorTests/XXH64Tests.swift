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

  /// Every value is written as 16 digits, leading zeros included.
  @Test func writesSixteenDigitsWithLeadingZeros() {
    var leadingZeros = 0
    for index in 0..<300 {
      let text = "file \(index)"
      let value = text.utf8.withContiguousStorageIfAvailable {
        XXH64.hash(UnsafeRawBufferPointer($0))
      }!
      let digits = String(value, radix: 16)
      let expected = String(repeating: "0", count: 16 - digits.count) + digits
      #expect(XXH64.hex(Substring(text)) == expected)
      if expected.hasPrefix("0") { leadingZeros += 1 }
    }
    #expect(leadingZeros > 0)
  }
}
