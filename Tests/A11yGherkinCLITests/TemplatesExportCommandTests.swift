import Foundation
import TestSupport
import Testing

@Suite struct TemplatesExportCommandTests {
  @Test func exportedTemplatesGenerateTheSameFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let exported = CLI.run("templates", "export", directory.path + "/templates")
    #expect(exported.status == 0)
    #expect(
      directory.files() == [
        "templates/background.mustache", "templates/checklist.mustache",
        "templates/feature.mustache",
        "templates/group.mustache", "templates/scenario.mustache", "templates/step.mustache",
        "templates/steps-behave-playwright-elements.mustache",
        "templates/steps-behave-playwright-shared.mustache",
        "templates/steps-behave-playwright.mustache",
        "templates/steps-behave-shared.mustache", "templates/steps-behave.mustache",
        "templates/steps-cucumber-js-shared.mustache", "templates/steps-cucumber-js.mustache",
        "templates/steps-cucumber-jvm-shared.mustache", "templates/steps-cucumber-jvm.mustache",
        "templates/steps-xctest-shared.mustache", "templates/steps-xctest.mustache",
      ])
    _ = CLI.run("generate", "--out", directory.path + "/a")
    _ = CLI.run(
      "generate", "--out", directory.path + "/b", "--templates", directory.path + "/templates")
    for file in try FileManager.default.subpathsOfDirectory(atPath: directory.path + "/a").filter({
      $0.hasSuffix(".feature")
    }) {
      let a = try String(contentsOfFile: directory.path + "/a/" + file, encoding: .utf8)
      let b = try String(contentsOfFile: directory.path + "/b/" + file, encoding: .utf8)
      // Same scenarios; only the regenerate command in the header differs.
      #expect(a.split(separator: "\n").dropFirst(6) == b.split(separator: "\n").dropFirst(6))
    }
  }
}
