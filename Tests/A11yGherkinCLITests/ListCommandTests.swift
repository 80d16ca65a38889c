import A11yCriteria
import Foundation
import TestSupport
import Testing

@Suite struct ListCommandTests {
  @Test func printsTheMatrixAndTheCriteria() {
    let result = CLI.run("list")
    #expect(result.status == 0)
    #expect(result.error == "")
    assertSnapshot(result.output, named: "list.txt")
  }

  @Test func readsCriteriaFilesInsteadOfTheBuiltInCatalog() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let exported = CLI.run("criteria", "export", directory.path)
    #expect(exported.status == 0)
    // The built-in catalog is listed from the summary embedded with it; the exported files
    // are listed from their criteria.
    #expect(
      CLI.run("list", "--criteria", directory.path).output == CLI.run("list").output,
      "the built-in listing is not the catalog's: run `make embed`")
  }

  /// A project whose configuration names its components lists those; --all, the catalog.
  @Test func showsTheProjectsComponentsAndTheWholeCatalogWithAll() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      #"{"version": 1, "builtIn": true, "components": ["captcha"]}"# + "\n",
      to: "a11y-gherkin.json")
    let project = CLI.run(["list"], in: directory.path)
    #expect(project.status == 0)
    #expect(project.output.contains("captcha: Captcha"))
    #expect(!project.output.contains("button: "))
    let all = CLI.run(["list", "--all"], in: directory.path)
    #expect(all.status == 0)
    #expect(all.output == CLI.run("list").output)
  }

  @Test func theBinaryCopiedElsewhereStillHasTheCatalog() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let copy = directory.url.appendingPathComponent("a11y-gherkin")
    try FileManager.default.copyItem(at: ToolRunner.binary, to: copy)
    let result = try ToolRunner.run(["list"], executable: copy, in: directory.url)
    #expect(result.status == 0)
    #expect(result.output == CLI.run("list").output)
  }
}

/// `list --component ID`: one component, with the whole trace of its source's requirements.
@Suite struct ListTraceTests {
  @Test func showsTheTraceOfTheComponentsNamed() {
    let result = CLI.run("list", "--component", "modal", "--component", "loading-spinner")
    #expect(result.status == 0)
    #expect(result.error == "")
    assertSnapshot(result.output, named: "list-component-trace.txt")
  }

  /// A component written from its native and its web document shows both traces, each with
  /// its counts and its table, in the file's order.
  @Test func showsEachTraceOfAComponentWithSeveralSources() throws {
    let result = CLI.run("list", "--component", "button")
    #expect(result.status == 0)
    let native = try #require(
      result.output.range(of: "trace of magentaa11y/native/controls/button.md: "))
    let web = try #require(
      result.output.range(of: "trace of magentaa11y/web/component/button.md: 23 requirements, "))
    #expect(native.upperBound < web.lowerBound)
    let webTable = result.output[web.upperBound...]
    #expect(webTable.contains("gherkin/desktop-screen-reader/1"))
    #expect(!webTable.contains("notes/ios/"))
  }

  @Test func saysWhenAComponentHasNoTrace() throws {
    // Every built-in component has a trace: a team's own component without one.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let captcha = try #require(BuiltInCatalog.embeddedFile("captcha.json"))
    let start = try #require(captcha.range(of: ",\n  \"trace\": {"))
    try directory.write(String(captcha[..<start.lowerBound]) + "\n}\n", to: "criteria/captcha.json")
    let result = CLI.run(
      ["list", "--criteria", "criteria", "--component", "captcha"], in: directory.path)
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix("\ntrace: none (no requirement of a source document is traced)\n"))
  }

  @Test func anUnknownComponentIsAUsageError() {
    let result = CLI.run("list", "--component", "modl")
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error.hasPrefix("error: unknown component 'modl'; did you mean 'modal'?\n"))
  }
}
