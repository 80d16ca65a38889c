import Foundation
import Testing

@testable import FeatureGenerator

/// The byte-level text helpers of generation give exactly what the Foundation calls they
/// replace gave, so that scenario hashes stay the same.
@Suite struct NativeTextTests {
  @Test(arguments: [
    "Given ", "  When\t", "\t\t", "", "Then", " \u{00A0}And ", "\u{2003}Given\u{2003}",
    " é ", "But \u{301}", "  a b  ",
  ])
  func trimsSpacesAndTabsAsFoundationDoes(text: String) {
    #expect(
      FeatureComparison.trimmingWhitespace(Substring(text))
        == text.trimmingCharacters(in: .whitespaces))
  }
}
