import Foundation
import TestSupport
import Testing

/// The table of standard criteria in docs/criteria-format.md names the parameters the library
/// takes: each criterion's own, `?` after an optional one, and after "web:" those of the
/// criterion the web platform writes in its place where they differ. An author who follows the
/// table writes criteria the loader accepts on every platform.
@Suite struct StandardCriteriaTableTests {
  private struct Criterion {
    var parameters: [String]
    var optional: [String]

    /// The parameters as the table lists them: `name`, or `name`? when optional.
    var listed: [String] {
      parameters.map { "`\($0)`" } + optional.map { "`\($0)`?" }
    }
  }

  private static func catalogJSON(_ name: String) throws -> [String: Any] {
    let url = TestData.packageRoot.appendingPathComponent("Catalog/\(name)")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return try #require(object as? [String: Any])
  }

  /// The library's standard criteria by id.
  private static func library() throws -> [String: Criterion] {
    let criteria = try #require(
      try catalogJSON("standard-criteria.json")["standardCriteria"] as? [[String: Any]])
    var result: [String: Criterion] = [:]
    for criterion in criteria {
      let id = try #require(criterion["id"] as? String)
      result[id] = Criterion(
        parameters: criterion["parameters"] as? [String] ?? [],
        optional: criterion["optionalParameters"] as? [String] ?? [])
    }
    return result
  }

  /// The web profile's criterion in place of each standard one ("" where it has none).
  private static func webVariants() throws -> [String: String] {
    let profiles = try #require(try catalogJSON("profiles.json")["profiles"] as? [[String: Any]])
    let web = try #require(profiles.first { $0["id"] as? String == "web" })
    return try #require(web["standardVariants"] as? [String: String])
  }

  /// The table's rows: the id in the first column, the bracketed list in the second.
  private static func tableRows() throws -> [String: String] {
    let page = try #require(
      try DocumentationPages().pages.first { $0.path == "docs/criteria-format.md" })
    let section = try #require(page.text.components(separatedBy: "### The standard criteria").last)
    var rows: [String: String] = [:]
    for line in section.split(separator: "\n").prefix(while: { !$0.hasPrefix("Mistakes") })
    where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let applies = cells[1]
      if let open = applies.firstIndex(of: "["), let close = applies.lastIndex(of: "]") {
        rows[id] = String(applies[applies.index(after: open)..<close])
      } else {
        rows[id] = ""
      }
    }
    return rows
  }

  @Test func theTableListsEveryStandardCriterionWithTheParametersTheLibraryTakes() throws {
    let library = try Self.library()
    let variants = try Self.webVariants()
    let rows = try Self.tableRows()
    let native = library.keys.filter { !$0.hasPrefix("web.") }.sorted()
    #expect(rows.keys.sorted() == native)
    for id in native {
      let criterion = try #require(library[id])
      var expected = criterion.listed.joined(separator: ", ")
      if let variant = variants[id], !variant.isEmpty, let web = library[variant],
        web.listed != criterion.listed
      {
        let webList = web.listed.isEmpty ? "none" : web.listed.joined(separator: ", ")
        expected += (expected.isEmpty ? "" : "; ") + "web: " + webList
      }
      #expect(rows[id] == expected, "\(id)")
    }
  }
}
