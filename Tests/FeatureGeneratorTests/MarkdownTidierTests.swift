import Testing

@testable import FeatureGenerator

@Suite struct MarkdownTidierTests {
  @Test(arguments: [
    ("\n\n# Title  \n\n\n\n- item\t\n\n", "# Title\n\n- item\n"),
    ("a\r\nb", "a\nb\n"),
    ("", "\n"),
    ("é  \n\n\nü", "é\n\nü\n"),
  ])
  func dropsTrailingSpacesAndRunsOfBlankLines(text: String, expected: String) {
    #expect(MarkdownTidier.tidy(text) == expected)
  }
}
