import FeatureGenerator
import Foundation
import TestSupport
import Testing

@Suite struct StepsExportCommandTests {
  /// Every exported file of a runner, each under its name: the golden file of that runner.
  @Test(arguments: ["behave", "behave-playwright", "cucumber-jvm", "xctest", "cucumber-js"])
  func exportsOneSkeletonPerPhrase(runner: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = CLI.run(
      ["steps", "export", "--runner", runner, "--out", "steps"], in: directory.path)
    #expect(result.status == 0)
    #expect(result.error == "")
    let folder = directory.url.appendingPathComponent("steps")
    var all = ""
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
      let url = folder.appendingPathComponent(name)
      if (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
        // The library package: its files are the repository's (WebStepLibraryTests).
        let files = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        all += "=== \(name)/: \(files.joined(separator: ", "))\n"
        continue
      }
      all += "=== \(name)\n"
      all += try String(contentsOf: url, encoding: .utf8)
    }
    assertSnapshot(all, named: "\(runner).txt")
  }

  @Test func reExportingKeepsHandWrittenBodiesAndReportsStaleFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      CLI.run(["steps", "export", "--runner", "behave", "--out", "steps"], in: directory.path)
        .status == 0)
    let path = "steps/a11y_screen_reader_is_on.py"
    let original = try String(
      contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
    let written = original.replacingOccurrences(
      of: "    raise NotImplementedError(\"pending: {screenReader} is on\")",
      with: "    context.driver.enable_screen_reader(arguments[0])  # ours")
    #expect(written != original)
    try directory.write(written, to: path)
    try directory.write(
      "# Step definitions exported by a11y-gherkin steps export: an old phrase\nours = 1\n",
      to: "steps/a11y_an_old_phrase.py")
    try FileManager.default.removeItem(
      at: directory.url.appendingPathComponent("steps/a11y_i_double_tap.py"))

    let again = CLI.run(
      ["steps", "export", "--runner", "behave", "--out", "steps"], in: directory.path)
    #expect(again.status == 0)
    #expect(
      again.output == """
        wrote steps/a11y_i_double_tap.py
        kept steps/a11y_an_old_phrase.py: its phrase is no longer in the vocabulary; delete it when no scenario uses it
        1 written, 0 updated, 79 kept, 1 no longer in the vocabulary

        """)
    #expect(
      try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
        == written)
    #expect(
      FileManager.default.fileExists(
        atPath: directory.url.appendingPathComponent("steps/a11y_an_old_phrase.py").path))
  }

  /// The web step library: a team's body in a phrase file and its edits of the library files
  /// survive exporting again; the element map, derived from the criteria, is rewritten, but
  /// not over an edit by hand without --discard-edits.
  @Test func reExportingTheWebLibraryKeepsTheTeamsEdits() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let export = ["steps", "export", "--runner", "behave-playwright", "--out", "steps"]
    #expect(CLI.run(export, in: directory.path).status == 0)
    func read(_ path: String) throws -> String {
      try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
    }
    let press = "steps/a11y_i_press_key.py"
    let original = try read(press)
    let body = original.replacingOccurrences(
      of:
        "    run_phrase(\n        context,\n        \"I press {key}\",\n        *arguments,\n    )",
      with: "    context.page.keyboard.press(arguments[0])  # ours")
    #expect(body != original)
    try directory.write(body, to: press)
    let support = try read("steps/a11y_web/config.py") + "TIMEOUT_MS = 10000  # ours\n"
    try directory.write(support, to: "steps/a11y_web/config.py")
    let map = try read("steps/a11y_elements.json")
    let editedMap = map.replacingOccurrences(of: "\"pages\"", with: "\"ours\"")
    #expect(editedMap != map)
    try directory.write(editedMap, to: "steps/a11y_elements.json")

    let again = CLI.run(export, in: directory.path)
    #expect(again.status == 1, "the element map was edited by hand")
    #expect(
      again.output.hasPrefix(
        """
        kept steps/a11y_web/config.py as it is: it differs from this version's library; compare it with a fresh export

        """))
    #expect(
      again.error.hasPrefix(
        "steps/a11y_elements.json:2:3: error: generated content edited by hand"))
    #expect(try read(press) == body)
    #expect(try read("steps/a11y_web/config.py") == support)
    #expect(try read("steps/a11y_elements.json") == editedMap)

    let discarded = CLI.run(export + ["--discard-edits"], in: directory.path)
    #expect(discarded.status == 0)
    #expect(
      discarded.output.hasPrefix(
        """
        updated steps/a11y_elements.json: it follows the criteria (the export rewrites it whole)
          discarded steps/a11y_elements.json:2: "ours": {
        kept steps/a11y_web/config.py as it is: it differs from this version's library; compare it with a fresh export

        """))
    #expect(try read(press) == body)
    #expect(try read("steps/a11y_web/config.py") == support)
    #expect(
      again.output.contains(
        "kept the web step library in steps/a11y_web/; this version's is a11y_web \(WebStepLibrary.version)\n"
      ))
    #expect(try read("steps/a11y_elements.json") == map)
  }

  @Test func reExportingUpdatesTheSharedFilesGeneratedPartAndKeepsTheRest() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let export = ["steps", "export", "--runner", "cucumber-js", "--out", "steps"]
    #expect(CLI.run(export, in: directory.path).status == 0)
    let path = "steps/a11y_parameter_types.js"
    let fresh = try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
    // As an older vocabulary left it (one type fewer), with the team's own code below it.
    let direction = try #require(
      fresh.split(separator: "\n").first { $0.contains(#"name: "direction""#) })
    let older = fresh.replacingOccurrences(of: direction + "\n", with: "")
    let ours = "defineParameterType({ name: \"colour\", regexp: /red|green/ });  // ours\n"
    #expect(older != fresh)
    try directory.write(older + ours, to: path)

    let again = CLI.run(export, in: directory.path)
    #expect(again.status == 0)
    #expect(
      again.output == """
        updated steps/a11y_parameter_types.js: its generated part follows the vocabulary; every other line is kept
        0 written, 1 updated, 79 kept, 0 no longer in the vocabulary

        """)
    #expect(
      try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
        == fresh + ours)
    // Nothing more to do the next time.
    #expect(
      CLI.run(export, in: directory.path).output
        == "0 written, 0 updated, 80 kept, 0 no longer in the vocabulary\n")
  }

  @Test func reExportingACRLFCheckoutUpdatesItAndKeepsItsLineBreaksAndTheTeamsCode() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let export = ["steps", "export", "--runner", "cucumber-js", "--out", "steps"]
    #expect(CLI.run(export, in: directory.path).status == 0)
    let path = "steps/a11y_parameter_types.js"
    let fresh = try directory.read(path)
    let direction = try #require(
      fresh.split(separator: "\n").first { $0.contains(#"name: "direction""#) })
    let ours = "defineParameterType({ name: \"colour\", regexp: /red|green/ });  // ours\n"
    let older = fresh.replacingOccurrences(of: direction + "\n", with: "") + ours
    try Data(older.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(
      to: directory.url.appendingPathComponent(path))

    let again = CLI.run(export, in: directory.path)
    #expect(again.status == 0)
    #expect(again.output.hasPrefix("updated steps/a11y_parameter_types.js"))
    let written = try Data(contentsOf: directory.url.appendingPathComponent(path))
    #expect(written == Data((fresh + ours).replacingOccurrences(of: "\n", with: "\r\n").utf8))
  }

  @Test func aSharedFileFromBeforeTheMarkersIsKeptAndReported() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let export = ["steps", "export", "--runner", "cucumber-jvm", "--out", "steps"]
    #expect(CLI.run(export, in: directory.path).status == 0)
    let older = """
      // Step definitions exported by a11y-gherkin steps export.
      public class A11yParameterTypes {}

      """
    try directory.write(older, to: "steps/A11yParameterTypes.java")
    let again = CLI.run(export, in: directory.path)
    #expect(again.status == 0)
    #expect(
      again.output == """
        kept steps/A11yParameterTypes.java as it is: it has no generated part between the 'a11y-gherkin: the generated part begins' and 'a11y-gherkin: the generated part ends' lines, so it may not follow the vocabulary; compare it with a fresh export
        0 written, 0 updated, 80 kept, 0 no longer in the vocabulary

        """)
    #expect(
      try String(
        contentsOf: directory.url.appendingPathComponent("steps/A11yParameterTypes.java"),
        encoding: .utf8) == older)
  }

  @Test func refusesToTouchAFileItDidNotWrite() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ours = "def mine():\n    pass\n"
    try directory.write(ours, to: "steps/a11y_i_double_tap.py")
    let result = CLI.run(
      ["steps", "export", "--runner", "behave", "--out", "steps"], in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.error
        == "steps/a11y_i_double_tap.py: error: this file was not written by steps export (no 'Step definitions exported by a11y-gherkin steps export' on its first line); move it or export to another directory\n"
    )
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: directory.url.appendingPathComponent("steps").path) == ["a11y_i_double_tap.py"])
    #expect(
      try String(
        contentsOf: directory.url.appendingPathComponent("steps/a11y_i_double_tap.py"),
        encoding: .utf8) == ours)
  }

  @Test func anUnknownRunnerIsAUsageError() {
    let result = CLI.run("steps", "export", "--runner", "pytest", "--out", "steps")
    #expect(result.status == 2)
    #expect(
      result.error.contains(
        "--runner 'pytest' is not one of behave, behave-playwright, cucumber-jvm, xctest, cucumber-js"
      ))
  }
}
