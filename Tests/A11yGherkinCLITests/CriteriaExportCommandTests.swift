import A11yCriteria
import Foundation
import TestSupport
import Testing

@Suite struct CriteriaExportCommandTests {
  @Test func writesTheCatalogAndSchemaThatLoadBackIdentical() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = CLI.run("criteria", "export", directory.path + "/criteria")
    #expect(result.status == 0)
    let components = try BuiltInCatalog.load().components.map { $0.id + ".json" }
    let names =
      components + [
        "profiles.json", "standard-criteria.json", "criteria-v2.schema.json",
        "criteria-v1.schema.json",
      ]
    #expect(result.output == names.map { "wrote \(directory.path)/criteria/\($0)\n" }.joined())
    #expect(directory.files() == names.sorted().map { "criteria/" + $0 })
    #expect(try CriteriaLoader.load(paths: [directory.path + "/criteria"]) == BuiltInCatalog.load())
  }
}
