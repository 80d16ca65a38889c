import Foundation
import TestSupport
import Testing

/// The documentation holds together: every relative link of the README and the `docs/` pages
/// leads to a file that exists and, with a `#fragment`, to a heading of it; every page can be
/// reached from the README; and every command's help names the page that describes it.
@Suite struct DocumentationLinksTests {
  /// Why one link does not resolve, or nil when it does. `page` is the linking page's path
  /// from `root`.
  private static func problem(with target: String, on page: String, root: URL) -> String? {
    if target.contains("://") || target.hasPrefix("mailto:") { return nil }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let fragment = parts.count > 1 ? String(parts[1]) : nil
    let file =
      path.isEmpty
      ? root.appendingPathComponent(page)
      : root.appendingPathComponent(page).deletingLastPathComponent()
        .appendingPathComponent(path).standardizedFileURL
    guard file.path.hasPrefix(root.standardizedFileURL.path + "/") || file.path == root.path
    else { return "leads outside the repository" }
    guard FileManager.default.fileExists(atPath: file.path) else { return "no such file" }
    guard let fragment else { return nil }
    guard file.pathExtension == "md",
      let text = try? String(contentsOf: file, encoding: .utf8)
    else { return "a fragment of a file that is not a Markdown page" }
    return MarkdownLinks.anchors(in: text).contains(fragment)
      ? nil : "no heading with the anchor '\(fragment)'"
  }

  @Test func everyRelativeLinkLeadsToAFileAndHeading() throws {
    let pages = try DocumentationPages().pages
    #expect(pages.count >= 11, "README.md and the docs/ pages")
    var checked = 0
    for page in pages {
      for link in MarkdownLinks.links(in: page.text) {
        checked += 1
        if let problem = Self.problem(with: link.target, on: page.path, root: TestData.packageRoot)
        {
          Issue.record("\(page.path):\(link.line): \(link.target): \(problem)")
        }
      }
    }
    #expect(checked >= 60)
  }

  @Test func everyPageIsLinkedFromTheReadme() throws {
    let pages = try DocumentationPages().pages
    let readme = try #require(pages.first { $0.path == "README.md" })
    let linked = Set(
      MarkdownLinks.links(in: readme.text).map { String($0.target.split(separator: "#")[0]) })
    for page in pages where page.path != "README.md" {
      #expect(linked.contains(page.path), "README.md does not link \(page.path)")
    }
  }

  /// The README stays the front door; a topic's details go to its page.
  @Test func theReadmeStaysShort() throws {
    let readme = try #require(try DocumentationPages().pages.first { $0.path == "README.md" })
    let lines = readme.text.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines < 300, "README.md has \(lines) lines: move details to a page in docs/")
  }

  /// Each command's help ends with its page, and the page (with its heading) exists.
  @Test func everyCommandsHelpNamesItsPage() {
    let overview = CLI.run(["--help"]).output
    let commands = overview.components(separatedBy: "COMMANDS:\n")[1]
      .components(separatedBy: "\n\n")[0].split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0] }
    #expect(commands.count == 12)
    for command in commands {
      let help = CLI.run(command.split(separator: " ").map(String.init) + ["--help"]).output
      guard
        let named = help.firstMatch(of: /\nSee (docs\/[^ ]+) in the a11y-gherkin repository\.\n$/)
      else {
        Issue.record("the help of \(command) names no page")
        continue
      }
      let target = String(named.output.1)
      if let problem = Self.problem(with: target, on: "README.md", root: TestData.packageRoot) {
        Issue.record("\(command) --help: \(target): \(problem)")
      }
    }
  }

  // MARK: - The reader itself

  @Test func linksInCodeAreNotLinks() {
    let page = """
      # Title

      See [a page](docs/a.md#part) and `[not](b.md)`, then [`code` text](c.md), and a
      [link that
      wraps](f.md#wrapped) over lines.

      ```
      [not a link](d.md)
      ```

        ```sh
        [nor this](e.md)
        ```
      """
    let links = MarkdownLinks.links(in: page)
    #expect(links.map(\.target) == ["docs/a.md#part", "c.md", "f.md#wrapped"])
    #expect(links.map(\.line) == [3, 3, 4])
  }

  @Test func anchorsAreGitHubs() {
    let page = """
      # The index (`features/README.md`)
      ## `render`: preview a template
      ## How commands find criteria: `--criteria PATH`
      ### Notes
      ### Notes
      ```
      # not a heading
      ```
      """
    #expect(
      MarkdownLinks.anchors(in: page) == [
        "the-index-featuresreadmemd", "render-preview-a-template",
        "how-commands-find-criteria---criteria-path", "notes", "notes-1",
      ])
  }

  @Test func aBrokenLinkOrAnchorIsFound() throws {
    let root = TestData.packageRoot
    #expect(
      Self.problem(with: "docs/check-and-ci.md#use-in-ci", on: "README.md", root: root) == nil)
    #expect(
      Self.problem(with: "#exit-codes-and-errors", on: "docs/check-and-ci.md", root: root) == nil)
    #expect(Self.problem(with: "../Makefile", on: "docs/development.md", root: root) == nil)
    #expect(Self.problem(with: "docs/nothing.md", on: "README.md", root: root) == "no such file")
    #expect(
      Self.problem(with: "docs/check-and-ci.md#no-such-heading", on: "README.md", root: root)
        == "no heading with the anchor 'no-such-heading'")
    #expect(
      Self.problem(with: "../../elsewhere.md", on: "docs/import.md", root: root)
        == "leads outside the repository")
  }
}
