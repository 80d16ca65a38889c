import Foundation
import Gherkin
import TestSupport
import Testing

/// `fmt` rewrites feature files in the canonical layout, only when they change and only when
/// every file is valid; `--check` writes nothing and exits 1 when a file would change.
@Suite struct FormatCommandTests {
  /// A valid feature file in anything but the canonical layout.
  static let messy = """
    @a11y   @wip
    Feature:   Login
      As a tester
    Scenario: sign in
    Given I am on the login screen
      When I type:
      | user | password |
      | ada | secret |
       Then I see "Welcome"

    """

  static let canonical = """
    @a11y @wip
    Feature: Login
      As a tester

      Scenario: sign in
        Given I am on the login screen
        When I type:
          | user | password |
          | ada  | secret   |
        Then I see "Welcome"

    """

  /// Valid Gherkin whose step is followed by a line that is not a step.
  static let invalid = "Feature: bad\n  Scenario: s\n    Given a\n    oops\n"

  // MARK: - The official cases

  @Test(GherkinCases.available)
  func formattingEveryGoodCaseOnceLeavesNothingToDoAndKeepsItsMeaning() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let names = GherkinCases.names("good")
    #expect(names.count >= 50)
    var originals: [String: Data] = [:]
    for name in names {
      let data = try Data(contentsOf: GherkinCases.directory("good").appendingPathComponent(name))
      originals[name] = data
      try data.write(to: directory.url.appendingPathComponent(name))
    }
    let parser = GherkinParser()
    let changing = try names.filter { name in
      let document = try parser.parse(utf8: originals[name]!, path: name)
      return Data(GherkinPrinter().format(document).utf8) != originals[name]
    }
    #expect(!changing.isEmpty)

    let first = CLI.run(["fmt", "."], in: directory.path)
    #expect(first.status == 0)
    #expect(first.error == "")
    #expect(
      first.output
        == changing.map { "reformatted \($0)\n" }.joined()
        + "\(changing.count) files reformatted, \(names.count - changing.count) unchanged\n")

    // Done when: a check right after reports nothing.
    let check = CLI.run(["fmt", "--check", "."], in: directory.path)
    #expect(check.status == 0)
    #expect(check.output == "0 files would be reformatted, \(names.count) unchanged\n")
    #expect(check.error == "")
    let again = CLI.run(["fmt", "."], in: directory.path)
    #expect(again.output == "0 files reformatted, \(names.count) unchanged\n")

    // Every file reads back as the same document, and is exactly the printer's text.
    for name in names {
      let formatted = try Data(contentsOf: directory.url.appendingPathComponent(name))
      let original = try parser.parse(utf8: originals[name]!, path: name)
      let reread = try parser.parse(utf8: formatted, path: name)
      #expect(formatted == Data(GherkinPrinter().format(original).utf8), "\(name)")
      #expect(original.hasSameMeaning(as: reread), "\(name)")
      #expect(meaning(of: original) == meaning(of: reread), "\(name)")
    }
    // Nothing but the files: no temporary files left behind.
    #expect(directory.files() == names)
  }

  /// The document's Cucumber message without locations and ids, and with the blank lines
  /// that can start a description after a comment removed: a check of the round trip that
  /// does not rely on `hasSameMeaning`.
  private func meaning(of document: GherkinDocument) -> NSDictionary {
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in object where key != "location" && key != "id" {
          if key == "description", let text = value as? String {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
            while let line = lines.first, line.allSatisfy(\.isWhitespace) {
              lines = lines.dropFirst()
            }
            result[key] = lines.joined(separator: "\n")
          } else {
            result[key] = strip(value)
          }
        }
        return result
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    let json = try? JSONSerialization.jsonObject(with: Data(document.ndjson().utf8))
    return NSDictionary(dictionary: strip(json ?? [:]) as? [String: Any] ?? [:])
  }

  // MARK: - Formatting, checking, diffs

  private func features() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(Self.messy, to: "features/login.feature")
    try directory.write(Self.canonical, to: "features/canonical.feature")
    try directory.write(
      "Feature: Captcha\n  Scenario: swipe\n  Given VoiceOver is on\n",
      to: "features/ios/captcha.feature")
    return directory
  }

  private func contents(_ directory: TemporaryDirectory) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for file in directory.files() {
      contents[file] = try Data(contentsOf: directory.url.appendingPathComponent(file))
    }
    return contents
  }

  @Test func formatsInPlaceOnlyTheFilesThatChange() throws {
    let directory = try features()
    defer { directory.remove() }
    let path = directory.path + "/features/canonical.feature"
    let before = try FileManager.default.attributesOfItem(atPath: path)
    let result = CLI.run(["fmt", "features"], in: directory.path)
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        reformatted features/ios/captcha.feature
        reformatted features/login.feature
        2 files reformatted, 1 unchanged

        """)
    let files = try contents(directory)
    #expect(
      files.keys.sorted() == [
        "features/canonical.feature", "features/ios/captcha.feature", "features/login.feature",
      ])
    #expect(files["features/login.feature"] == Data(Self.canonical.utf8))
    #expect(
      files["features/ios/captcha.feature"]
        == Data("Feature: Captcha\n\n  Scenario: swipe\n    Given VoiceOver is on\n".utf8))
    // The canonical file was not rewritten.
    let after = try FileManager.default.attributesOfItem(atPath: path)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
  }

  @Test func checkListsTheFilesThatWouldChangeAndWritesNothing() throws {
    let directory = try features()
    defer { directory.remove() }
    let before = try contents(directory)
    let result = CLI.run(["fmt", "--check", "features"], in: directory.path)
    #expect(result.status == 1)
    #expect(result.error == "")
    #expect(
      result.output == """
        would reformat features/ios/captcha.feature
        would reformat features/login.feature
        2 files would be reformatted, 1 unchanged

        """)
    #expect(try contents(directory) == before)
    let canonical = CLI.run(["fmt", "--check", "features/canonical.feature"], in: directory.path)
    #expect(canonical.status == 0)
    #expect(canonical.output == "0 files would be reformatted, 1 unchanged\n")
  }

  @Test func diffShowsTheChangesWithOrWithoutCheck() throws {
    let directory = try features()
    defer { directory.remove() }
    let before = try contents(directory)
    let check = CLI.run(["fmt", "--check", "--diff", "features"], in: directory.path)
    #expect(check.status == 1)
    assertSnapshot(check.output, named: "diff.txt")
    #expect(
      check.error == """
        would reformat features/ios/captcha.feature
        would reformat features/login.feature
        2 files would be reformatted, 1 unchanged

        """)
    #expect(try contents(directory) == before)

    let format = CLI.run(["fmt", "--diff", "features"], in: directory.path)
    #expect(format.status == 0)
    #expect(format.output == check.output)
    #expect(
      format.error == """
        reformatted features/ios/captcha.feature
        reformatted features/login.feature
        2 files reformatted, 1 unchanged

        """)
    #expect(try contents(directory)["features/login.feature"] == Data(Self.canonical.utf8))

    let again = CLI.run(["fmt", "--diff", "features"], in: directory.path)
    #expect(again.status == 0)
    #expect(again.output == "")
    #expect(again.error == "0 files reformatted, 3 unchanged\n")
  }

  @Test func diffNamesAbsolutePathsAsTheyAre() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write("Feature:  x\n", to: "x.feature")
    let result = CLI.run("fmt", "--check", "--diff", file.path)
    #expect(result.status == 1)
    #expect(
      result.output
        == "--- \(file.path)\n+++ \(file.path)\n@@ -1 +1 @@\n-Feature:  x\n+Feature: x\n")
    let relative = CLI.run(["fmt", "--check", "--diff", "./x.feature"], in: directory.path)
    #expect(relative.output.hasPrefix("--- a/x.feature\n+++ b/x.feature\n"))
  }

  @Test func lineEndingsAndAByteOrderMarkBecomeCanonical() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("windows.feature")
    try Data("\u{FEFF}Feature: x\r\n\r\n  Scenario: y\r\n    Given z\r\n".utf8).write(to: file)
    let check = CLI.run(["fmt", "--check", "windows.feature"], in: directory.path)
    #expect(check.status == 1)
    let result = CLI.run(["fmt", "windows.feature"], in: directory.path)
    #expect(result.status == 0)
    #expect(try Data(contentsOf: file) == Data("Feature: x\n\n  Scenario: y\n    Given z\n".utf8))
  }

  // MARK: - Invalid input: nothing is written

  @Test func anInvalidFileIsALocatedErrorAndNothingIsWritten() throws {
    let directory = try features()
    defer { directory.remove() }
    try directory.write(Self.invalid, to: "features/ios/bad.feature")
    let before = try contents(directory)
    let result = CLI.run(["fmt", "features"], in: directory.path)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error == """
        features/ios/bad.feature:4:5: error: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'oops'
            4 |     oops
              |     ^
        1 error; no file was written

        """)
    #expect(try contents(directory) == before)

    let check = CLI.run(["fmt", "--check", "--diff", "features"], in: directory.path)
    #expect(check.status == 2)
    #expect(check.output == "")
    #expect(check.error.hasSuffix("      |     ^\n1 error\n"))
    #expect(try contents(directory) == before)
  }

  @Test func everyBadFileIsReported() throws {
    let directory = try features()
    defer { directory.remove() }
    try directory.write(Self.invalid, to: "features/a-bad.feature")
    try Data([0x46, 0x65, 0xFF, 0x0A]).write(
      to: directory.url.appendingPathComponent("features/b-binary.feature"))
    let before = try contents(directory)
    let result = CLI.run(
      ["fmt", "features", "missing", "features/login.feature"], in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.error == """
        missing: error: no such file or directory
        features/a-bad.feature:4:5: error: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'oops'
            4 |     oops
              |     ^
        features/b-binary.feature:1:3: error: invalid UTF-8: byte 0xFF cannot start or continue a character here; the file must be UTF-8 text
            1 | Fe\u{FFFD}
              |   ^
        3 errors; no file was written

        """)
    #expect(try contents(directory) == before)
  }

  @Test func aMissingPathIsAnError() throws {
    let directory = try features()
    defer { directory.remove() }
    let before = try contents(directory)
    let result = CLI.run(["fmt", "features", "feature"], in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.error == "feature: error: no such file or directory\n1 error; no file was written\n")
    #expect(try contents(directory) == before)
  }

  @Test func withoutAPathItIsAUsageError() {
    let result = CLI.run("fmt", "--check")
    #expect(result.status == 2)
    #expect(
      result.error == """
        error: missing PATH...
        Usage: a11y-gherkin fmt [--check] [--diff] PATH...
        See 'a11y-gherkin fmt --help'.

        """)
  }

  // MARK: - Finding files

  @Test func searchesDirectoriesRecursivelyInSortedOrder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for path in [
      "tree/b.feature", "tree/a.feature", "tree/a/z.feature", "tree/deep/er/y.feature",
      "tree/.hidden/x.feature", "tree/.dot.feature", "tree/notes.txt", "tree/readme.feature.md",
    ] {
      try directory.write(Self.messy, to: path)
    }
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/tree/link.feature", withDestinationPath: "b.feature")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/tree/loop", withDestinationPath: ".")
    let result = CLI.run(
      ["fmt", "--check", "tree/", "tree/notes.txt", "tree/b.feature"], in: directory.path)
    #expect(result.status == 1)
    #expect(
      result.output == """
        would reformat tree/a.feature
        would reformat tree/a/z.feature
        would reformat tree/b.feature
        would reformat tree/deep/er/y.feature
        would reformat tree/notes.txt
        5 files would be reformatted, 0 unchanged

        """)
  }

  @Test func aLinkNamedOnTheCommandLineStaysALink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.messy, to: "shared/login.feature")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/features", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/features/login.feature",
      withDestinationPath: "../shared/login.feature")
    let result = CLI.run(["fmt", "features/login.feature"], in: directory.path)
    #expect(result.status == 0)
    #expect(
      result.output == "reformatted features/login.feature\n1 file reformatted, 0 unchanged\n")
    let link = directory.path + "/features/login.feature"
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../shared/login.feature")
    #expect(
      try String(contentsOfFile: directory.path + "/shared/login.feature", encoding: .utf8)
        == Self.canonical)
  }

  @Test func anEmptyDirectoryIsAWarning() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/features", withIntermediateDirectories: true)
    let result = CLI.run(["fmt", "--check", "features"], in: directory.path)
    #expect(result.status == 0)
    #expect(result.error == "features: warning: no *.feature files in this directory\n")
    #expect(result.output == "0 files would be reformatted, 0 unchanged\n")
  }

  // MARK: - Writing

  @Test func keepsPermissionsAndLeavesNoTemporaryFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.messy, to: "private.feature")
    try directory.write(Self.messy, to: "script.feature")
    let manager = FileManager.default
    try manager.setAttributes(
      [.posixPermissions: 0o640], ofItemAtPath: directory.path + "/private.feature")
    try manager.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory.path + "/script.feature")
    let result = CLI.run(["fmt", "."], in: directory.path)
    #expect(result.status == 0)
    #expect(directory.files() == ["private.feature", "script.feature"])
    for (name, mode) in [("private.feature", 0o640), ("script.feature", 0o755)] {
      let attributes = try manager.attributesOfItem(atPath: directory.path + "/" + name)
      #expect(attributes[.posixPermissions] as? Int == mode, "\(name)")
      #expect(
        try String(contentsOfFile: directory.path + "/" + name, encoding: .utf8) == Self.canonical)
    }
  }

  // MARK: - The real process

  @Test func theBinaryExitsWithOneThenZero() throws {
    let directory = try features()
    defer { directory.remove() }
    #expect(try ToolRunner.run(["fmt", "--check", "features"], in: directory.url).status == 1)
    #expect(try ToolRunner.run(["fmt", "features"], in: directory.url).status == 0)
    let check = try ToolRunner.run(["fmt", "--check", "features"], in: directory.url)
    #expect(check.status == 0)
    #expect(check.output == "0 files would be reformatted, 3 unchanged\n")
    try directory.write(Self.invalid, to: "features/bad.feature")
    #expect(try ToolRunner.run(["fmt", "features"], in: directory.url).status == 2)
  }
}
