import Diagnostics

/// Tells the guidelines' web pages from their native-app pages, so that a web page is not
/// imported as if it spoke of iOS and Android.
///
/// A web page says so in one of three ways:
/// - the newer format's banner, `### #a11y - Web Accessibility Acceptance Criteria`;
/// - the older format's `description`, which native pages do not have ("How to code and test
///   accessible buttons for the Web", "… for websites");
/// - the older format's `categories`, when every one is a web section of the guidelines
///   (`main`, `form`, `nav`, `html`, `header`) and none a native one (`controls`, `patterns`,
///   `notifications`).
enum WebDocumentDetector {
  /// Where a document shows that it is a web page, and how.
  struct Evidence {
    var location: SourceLocation
    var sign: String
  }

  private static let webCategories: Set<String> = ["main", "form", "nav", "html", "header"]
  private static let nativeCategories: Set<String> = ["controls", "patterns", "notifications"]

  static func evidence(in source: SourceDocument, frontMatter: FrontMatter?) -> Evidence? {
    if let frontMatter {
      for entry in frontMatter.entries {
        guard case .scalar(let scalar) = entry.value else { continue }
        switch entry.key.lowercased() {
        case "description":
          let words = KeyClassifier.words(of: scalar.text)
          if words.contains(where: { ["web", "website", "websites"].contains($0) }) {
            return Evidence(
              location: entry.location,
              sign: "its description says it is for the web (\"\(scalar.text)\")")
          }
        case "categories", "category":
          let categories = Set(KeyClassifier.words(of: scalar.text))
          if !categories.isEmpty, categories.isSubset(of: webCategories),
            categories.isDisjoint(with: nativeCategories)
          {
            return Evidence(
              location: entry.location,
              sign:
                "its categories (\(scalar.text)) are sections of the web guidelines, not of the native ones"
            )
          }
        default:
          continue
        }
      }
    }
    var fence = CodeFence()
    let banner = "web accessibility acceptance criteria"
    for (index, line) in source.lines.enumerated() {
      if fence.consume(line) { continue }
      let lowered = line.lowercased()
      guard let range = lowered.range(of: banner) else { continue }
      let column = lowered[..<range.lowerBound].unicodeScalars.count + 1
      return Evidence(
        location: SourceLocation(line: index + 1, column: column),
        sign: "it holds the web criteria ('Web Accessibility Acceptance Criteria')")
    }
    return nil
  }
}
