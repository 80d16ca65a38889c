import Foundation
import TestSupport

/// The user documentation as the repository holds it: the README, the front door, and one page
/// per topic in `docs/`. Tests read every page, so a page added later is covered without a
/// change here.
struct DocumentationPages {
  /// A page's path from the repository root (`docs/check-and-ci.md`) and its text.
  struct Page {
    var path: String
    var text: String
  }

  let pages: [Page]

  /// `README.md`, then every `docs/*.md` in name order.
  init() throws {
    let root = TestData.packageRoot
    let names = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.sorted()
    pages = try (["README.md"] + names.map { "docs/" + $0 }).map { path in
      Page(
        path: path,
        text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }
}
