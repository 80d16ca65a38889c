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
    #expect(
      result.output
        == "wrote \(directory.path)/criteria/captcha.json\nwrote \(directory.path)/criteria/criteria-v1.schema.json\n"
    )
    #expect(directory.files() == ["criteria/captcha.json", "criteria/criteria-v1.schema.json"])
    #expect(try CriteriaLoader.load(paths: [directory.path + "/criteria"]) == BuiltInCatalog.load())
  }
}
