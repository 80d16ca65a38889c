import Foundation
import JSON
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct CheckCommandTests {
  private let directory: TemporaryDirectory
  private let file = "features/captcha/ios/table-row.feature"

  init() throws {
    directory = try TemporaryDirectory()
    // Captcha alone: the reports stay the same size as the catalog grows.
    let generated = CLI.run(
      ["generate", "--out", "features", "--component", "captcha"], in: directory.path)
    precondition(generated.status == 0)
  }

  private func check(_ arguments: String...) -> CLI.Result {
    CLI.run(
      ["check", "--out", "features", "--component", "captcha"] + arguments, in: directory.path)
  }

  private func replace(_ old: String, with new: String, in path: String) throws {
    let url = directory.url.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(old))
    try text.replacingOccurrences(of: old, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  /// Two kinds of drift: one hand edit, one deleted checklist.
  private func drift() throws {
    try replace("When I press Space", with: "When I press the space bar", in: file)
    try FileManager.default.removeItem(
      at: directory.url.appendingPathComponent("features/captcha/android/image-button.md"))
  }

  @Test func editingOneStepFailsNamingFileLineAndCriterionAndRevertingPasses() throws {
    defer { directory.remove() }
    #expect(check().status == 0)
    try replace("When I press Space", with: "When I press the space bar", in: file)
    let drifted = check()
    #expect(drifted.status == 1)
    // The edited step is drift, and a step no exported step definition runs.
    #expect(
      drifted.output.hasPrefix(
        "\(file):32:5: warning: the step 'When I press the space bar' in the scenario of keyboard.space matches no phrase of the step vocabulary, so no exported step definition runs it (in 1 generated feature file)\n"
      ))
    #expect(
      drifted.output.contains(
        "\n\(file):32: changed scenario [captcha ios table-row keyboard.space]: step 4 differs\n"))
    try replace("When I press the space bar", with: "When I press Space", in: file)
    let reverted = check()
    #expect(reverted.status == 0)
    #expect(reverted.output == "in sync: 13 generated files match the criteria\n")
  }

  @Test(arguments: ["text", "json", "junit", "sarif", "github"])
  func reportsInEveryFormat(format: String) throws {
    defer { directory.remove() }
    try drift()
    let result = check("--format", format)
    #expect(result.status == 1)
    #expect(result.error == "")
    // SARIF declares the absolute base directory, the temporary directory here.
    let output = result.output.replacingOccurrences(of: directory.path, with: "/ROOT")
    assertSnapshot(output, named: "drift.\(format)")
  }

  /// An edited Examples cell: the expected and found tables stand under one another, each
  /// column as wide as its widest cell in either.
  @Test func showsTheExpectedAndFoundExamplesInTheSameColumns() throws {
    defer { directory.remove() }
    let audio = "features/captcha/ios/audio-challenge.feature"
    try replace(
      "| the play button   | Play audio challenge |",
      with: "| the play button   | Play the audio challenge now |", in: audio)
    let result = check()
    #expect(result.status == 1)
    assertSnapshot(result.output, named: "examples-drift.txt")
  }

  /// Changed criteria of the project's own file: the report names the file to look at.
  @Test func namesTheCriteriaFileOfAComponentWhoseCriteriaChanged() throws {
    defer { directory.remove() }
    let project = try TemporaryDirectory()
    defer { project.remove() }
    for arguments in [
      ["criteria", "export", "criteria"], ["generate", "--criteria", "criteria/captcha.json"],
    ] {
      #expect(CLI.run(arguments, in: project.path).status == 0)
    }
    let criteria = project.url.appendingPathComponent("criteria/captcha.json")
    let text = try String(contentsOf: criteria, encoding: .utf8)
    try text.replacingOccurrences(
      of: "The captcha is not the only way through",
      with: "The captcha is never the only way through"
    ).write(to: criteria, atomically: true, encoding: .utf8)
    let result = CLI.run(["check", "--criteria", "criteria/captcha.json"], in: project.path)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "  why: the criteria or templates changed since this was generated (its criteria: criteria/captcha.json) (fix: regenerate)\n"
      ))
  }

  @Test func reportsDiffsOnRequest() throws {
    defer { directory.remove() }
    try drift()
    assertSnapshot(check("--diff").output, named: "drift-diff.txt")
  }

  @Test func theJSONReportIsJSON() throws {
    defer { directory.remove() }
    try drift()
    let document = try JSONDocument(parsing: check("--format", "json").output, path: "report.json")
    #expect(document.root.node(at: JSONPath.root.appending("status"))?.value == .string("drift"))
    #expect(
      document.root.node(at: JSONPath.root.appending("items").appending(1).appending("kind"))?.value
        == .string("missing-file"))
  }

  @Test func theSARIFReportIsSARIF() throws {
    defer { directory.remove() }
    try drift()
    let document = try JSONDocument(
      parsing: check("--format", "sarif").output, path: "report.sarif")
    #expect(document.root.node(at: JSONPath.root.appending("version"))?.value == .string("2.1.0"))
    let result = JSONPath.root.appending("runs").appending(0).appending("results").appending(0)
    #expect(
      document.root.node(at: result.appending("ruleId"))?.value == .string("changed-scenario"))
    let region = result.appending("locations").appending(0).appending("physicalLocation").appending(
      "region")
    #expect(document.root.node(at: region.appending("startLine"))?.value == .number(32))
  }

  @Test func theJUnitReportIsXML() throws {
    defer { directory.remove() }
    try drift()
    let xml = Data(check("--format", "junit").output.utf8)
    final class Counter: NSObject, XMLParserDelegate {
      var testCases = 0
      var failures = 0
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        if name == "testcase" { testCases += 1 }
        if name == "failure" { failures += 1 }
      }
    }
    let counter = Counter()
    let parser = XMLParser(data: xml)
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    // The edited scenario's criterion, and the 11 criteria of the missing checklist with the
    // checklist itself.
    #expect(counter.failures == 1 + 11 + 1)
    // A suite per feature and its checklist: a case for each file and one per criterion
    // (67 criteria in 6 features), and the index's suite with its one case.
    #expect(counter.testCases == 6 * 2 + 67 + 1)
  }

  @Test func strictDemandsTheCanonicalBytes() throws {
    defer { directory.remove() }
    try replace("    When I press Space\n", with: "    When   I press Space\n", in: file)
    #expect(check().status == 0)
    let strict = check("--strict")
    #expect(strict.status == 1)
    #expect(
      strict.output.hasPrefix(
        "\(file):32: not canonical [captcha ios table-row]: the file is not in the canonical layout (fix: a11y-gherkin fmt features/captcha/ios/table-row.feature)\n"
      ))
  }

  @Test func anUnparseableFeatureIsInvalidInputNotDrift() throws {
    defer { directory.remove() }
    try replace(
      "    When I press Space\n", with: "    When I press Space\n      | a |\n      | b | c |\n",
      in: file)
    let result = check()
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error.hasPrefix(
        "features/captcha/ios/table-row.feature:34:7: error: inconsistent cell count within the table"
      ))
  }

  @Test func anIOSOnlyProjectChecksCleanWithTheSameFilter() throws {
    defer { directory.remove() }
    let project = try TemporaryDirectory()
    defer { project.remove() }
    #expect(CLI.run(["generate", "--platform", "ios"], in: project.path).status == 0)
    let result = CLI.run(["check", "--platform", "ios"], in: project.path)
    #expect(result.status == 0)
    #expect(
      result.output
        == "in sync: \(BuiltInFiles.count(platform: "ios")) generated files match the criteria\n")
    let unfiltered = CLI.run(["check"], in: project.path)
    #expect(unfiltered.status == 1)
    #expect(
      unfiltered.output.hasSuffix(
        "\nto regenerate: a11y-gherkin generate --out features\n"))
    let fixed = CLI.run(
      ["check", "--platform", "ios", "--experience", "table-row"], in: project.path)
    #expect(fixed.status == 0)
  }

  @Test func aMissingOutputDirectoryIsInvalidInput() throws {
    defer { directory.remove() }
    let result = CLI.run(["check", "--out", "nonexistent"], in: directory.path)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error
        == "nonexistent: error: the output directory does not exist; name the directory 'generate' wrote to, or run 'generate' first\n"
    )
  }
}
