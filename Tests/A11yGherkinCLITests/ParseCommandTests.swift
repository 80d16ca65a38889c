import Foundation
import Gherkin
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `parse` prints exactly the official expectations, for good and bad cases, and refuses
/// files that are not text without crashing.
@Suite struct ParseCommandTests {
  // MARK: - The official cases

  @Test(GherkinCases.available)
  func tokensOfEveryGoodCaseAreTheOfficialOnes() throws {
    let names = GherkinCases.names("good") + GherkinCases.markdownNames("good")
    #expect(names.count >= 55)
    let directory = GherkinCases.directory("good").path
    for name in names {
      let result = CLI.run(["parse", "--format", "tokens", name], in: directory)
      #expect(result.status == 0, "\(name): \(result.error)")
      #expect(result.error == "")
      #expect(result.output == (try GherkinCases.read("good", name + ".tokens")), "\(name)")
    }
  }

  @Test func idsContinueAcrossTheFilesOfOneStream() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = "@a\nFeature: F\n\n  @b\n  Scenario: S\n    Given a\n      | x |\n"
    try directory.write(text, to: "one.feature")
    try directory.write(text, to: "two.feature")
    let result = CLI.run(["parse", "one.feature", "two.feature"], in: directory.path)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2)
    func ids(_ line: Substring) -> [String] {
      line.split(separator: "\"id\":\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
    // Two tags, a step, a table row and a scenario in each file: 0 to 4, then 5 to 9.
    #expect(ids(lines[0]).sorted() == ["0", "1", "2", "3", "4"])
    #expect(ids(lines[1]).sorted() == ["5", "6", "7", "8", "9"])
  }

  @Test(GherkinCases.available)
  func theASTOfEveryGoodCaseIsTheOfficialOne() throws {
    let directory = GherkinCases.directory("good").path
    let names = GherkinCases.names("good") + GherkinCases.markdownNames("good")
    #expect(names.count >= 55)
    for name in names {
      let result = CLI.run(["parse", name], in: directory)
      #expect(result.status == 0, "\(name): \(result.error)")
      #expect(result.error == "")
      let expected = try GherkinCases.read("good", name + ".ast.ndjson")
      #expect(result.output.split(separator: "\n").count == 1, "\(name)")
      #expect(
        GherkinCases.messages(result.output, uri: name)
          == GherkinCases.messages(expected, uri: name), "\(name)")
      // The uri is the path as given.
      #expect(result.output.hasSuffix(",\"uri\":\"\(name)\"}}\n"), "\(name)")
    }
  }

  @Test(GherkinCases.available)
  func everyBadCasePrintsTheOfficialParseErrorsAndExitsWithTwo() throws {
    let names = GherkinCases.names("bad")
    #expect(names.count >= 12)
    let directory = GherkinCases.directory("bad").path
    for name in names {
      let result = CLI.run(["parse", name], in: directory)
      #expect(result.status == 2, "\(name)")
      let expected = try GherkinCases.read("bad", name + ".errors.ndjson")
      #expect(
        GherkinCases.messages(result.output, uri: name)
          == GherkinCases.messages(expected, uri: name), "\(name)")
      #expect(result.error.hasPrefix("\(name):"), "\(name): \(result.error)")
    }
  }

  @Test(GherkinCases.available)
  func errorsAreLocatedOnStderr() {
    let result = CLI.run(
      ["parse", "multiple_parser_errors.feature"], in: GherkinCases.directory("bad").path)
    #expect(result.status == 2)
    assertSnapshot(result.error, named: "multiple-parser-errors.txt")
    let tokens = CLI.run(
      ["parse", "--format", "tokens", "multiple_parser_errors.feature"],
      in: GherkinCases.directory("bad").path)
    #expect(tokens.status == 2)
    #expect(tokens.error == result.error)
    #expect(tokens.output.hasSuffix("EOF\n"))
  }

  @Test func anErrorAtTheEndOfTheFileIsOnTheLineAfterTheLast() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "Feature: open\n  Scenario: s\n    Given a\n      \"\"\"\n", to: "open.feature")
    let result = CLI.run(["parse", "open.feature"], in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.error == """
        open.feature:5:1: error: unexpected end of file, expected: #DocStringSeparator, #Other
            5 |\u{20}
              | ^

        """)
    #expect(
      result.output
        == """
        {"parseError":{"message":"(5:0): unexpected end of file, expected: #DocStringSeparator, #Other","source":{"location":{"line":5},"uri":"open.feature"}}}

        """)
  }

  // MARK: - Several files

  @Test func readsEveryFileAndExitsWithTwoIfAnyIsInvalid() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("Feature: one\n", to: "one.feature")
    try directory.write("Feature: bad\n  Scenario: s\n    Given a\n    oops\n", to: "bad.feature")
    try directory.write("# just a comment\n", to: "two.feature")
    let result = CLI.run(
      ["parse", "one.feature", "bad.feature", "missing.feature", "two.feature"],
      in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.output == """
        {"gherkinDocument":{"comments":[],"feature":{"children":[],"description":"","keyword":"Feature","language":"en","location":{"column":1,"line":1},"name":"one","tags":[]},"uri":"one.feature"}}
        {"parseError":{"message":"(4:5): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'oops'","source":{"location":{"column":5,"line":4},"uri":"bad.feature"}}}
        {"parseError":{"message":"no such file or directory","source":{"uri":"missing.feature"}}}
        {"gherkinDocument":{"comments":[{"location":{"column":1,"line":1},"text":"# just a comment"}],"uri":"two.feature"}}

        """)
    #expect(
      result.error == """
        bad.feature:4:5: error: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'oops'
            4 |     oops
              |     ^
        missing.feature: error: no such file or directory
        2 errors

        """)

    let good = CLI.run(
      ["parse", "--format", "tokens", "one.feature", "two.feature"], in: directory.path)
    #expect(good.status == 0)
    #expect(
      good.output == """
        (1:1)FeatureLine:()Feature/one/
        EOF
        (1:1)Comment:/# just a comment/
        EOF

        """)
  }

  // MARK: - Files that are empty or not text

  @Test func anEmptyFileIsAnEmptyDocument() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "empty.feature")
    let ast = CLI.run(["parse", "empty.feature"], in: directory.path)
    #expect(ast.status == 0)
    #expect(ast.output == "{\"gherkinDocument\":{\"comments\":[],\"uri\":\"empty.feature\"}}\n")
    let tokens = CLI.run(["parse", "--format", "tokens", "empty.feature"], in: directory.path)
    #expect(tokens.status == 0)
    #expect(tokens.output == "EOF\n")
  }

  @Test func aFeatureMdFileIsReadAsGherkinInMarkdown() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = "# Feature: Login\n\nSome prose.\n\n## Scenario: sign in\n* Given a user\n"
    try directory.write(text, to: "x.feature.md")
    try directory.write(text, to: "x.feature")
    let tokens = CLI.run(["parse", "--format", "tokens", "x.feature.md"], in: directory.path)
    #expect(tokens.status == 0, "\(tokens.error)")
    #expect(
      tokens.output == """
        (1:3)FeatureLine:()Feature/Login/
        (2:1)Empty://
        (3:1)Empty://
        (4:1)Empty://
        (5:4)ScenarioLine:()Scenario/sign in/
        (6:3)StepLine:(Context)Given /a user/
        EOF

        """)
    let ast = CLI.run(["parse", "x.feature.md"], in: directory.path)
    #expect(ast.status == 0, "\(ast.error)")
    #expect(ast.output.contains("\"keyword\":\"Scenario\""))
    // The same text in a .feature file is classic Gherkin, where `#` lines are comments.
    let classic = CLI.run(["parse", "x.feature"], in: directory.path)
    #expect(classic.status == 2)
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("\u{FEFF}Feature: BOM\n", to: "bom.feature")
    try directory.write("Feature: BOM\n", to: "plain.feature")
    let bom = CLI.run(["parse", "bom.feature"], in: directory.path)
    let plain = CLI.run(["parse", "plain.feature"], in: directory.path)
    #expect(bom.status == 0)
    #expect(
      bom.output == plain.output.replacingOccurrences(of: "plain.feature", with: "bom.feature"))
  }

  /// Bytes that are not UTF-8 text, and the exact message for each.
  static let notText: [(bytes: [UInt8], message: String)] = {
    let latin1: [UInt8] = Array("Feature: caf".utf8) + [0xE9, 0x0A]
    let nul: [UInt8] = Array("Feature: x\n  Scenario: \u{1B}[31m".utf8) + [0x00, 0x0A]
    let utf16: [UInt8] = [0xFF, 0xFE, 0x46, 0x00, 0x65, 0x00]
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0xD8]
    return [
      (
        latin1,
        """
        file.feature:1:13: error: invalid UTF-8: byte 0xE9 cannot start or continue a character here; the file must be UTF-8 text
            1 | Feature: caf\u{FFFD}
              |             ^

        """
      ),
      (
        nul,
        """
        file.feature:2:18: error: the file holds a NUL byte, so it is binary data or UTF-16 text; it must be UTF-8 text
            2 |   Scenario: \u{241B}[31m\u{2400}
              |                  ^

        """
      ),
      (
        utf16,
        """
        file.feature: error: the file is UTF-16 text (it starts with a UTF-16 byte order mark); it must be UTF-8 text

        """
      ),
      (
        png,
        """
        file.feature:1:1: error: invalid UTF-8: byte 0x89 cannot start or continue a character here; the file must be UTF-8 text
            1 | \u{FFFD}PNG
              | ^

        """
      ),
    ]
  }()

  @Test(arguments: notText)
  func refusesWhatIsNotUTF8TextWithAClearMessage(bytes: [UInt8], message: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data(bytes).write(to: directory.url.appendingPathComponent("file.feature"))
    for format in ["ast", "tokens"] {
      let result = CLI.run(["parse", "--format", format, "file.feature"], in: directory.path)
      #expect(result.status == 2)
      #expect(result.error == message)
    }
  }

  @Test func controlCharactersOfAnInvalidLineAreShownAsSymbols() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "Feature: x\n  Scenario: s\n    Given a\n    \u{1B}]0;owned\u{7}\n", to: "escape.feature")
    let result = CLI.run(["parse", "escape.feature"], in: directory.path)
    #expect(result.status == 2)
    #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(
      result.error.hasSuffix(
        "got '\u{241B}]0;owned\u{2407}'\n    4 |     \u{241B}]0;owned\u{2407}\n      |     ^\n"))
    // The NDJSON keeps the text as it is, escaped as JSON.
    #expect(result.output.contains("got '\\u001b]0;owned\\u0007'"))
  }

  @Test func refusesDirectoriesPipesAndMissingFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/features", withIntermediateDirectories: true)
    #expect(mkfifo(directory.path + "/pipe.feature", 0o644) == 0)
    let result = CLI.run(
      ["parse", "features", "pipe.feature", "missing.feature"], in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.error == """
        features: error: is a directory, not a file
        pipe.feature: error: not a regular file (a device, pipe or socket)
        missing.feature: error: no such file or directory
        3 errors

        """)
    #expect(result.output.split(separator: "\n").count == 3)
  }

  @Test func randomBytesNeverCrashIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var random = SplitMix64(seed: 20_240_601)
    let file = directory.url.appendingPathComponent("random.feature")
    let alphabet = Array("Feature: Scenario Given When Then | \"\"\" @tag # \n\t\r\0\u{1B}é".utf8)
    for round in 0..<300 {
      let count = Int.random(in: 0...400, using: &random)
      let bytes: [UInt8] = (0..<count).map { _ in
        // Half the rounds from Gherkin-like bytes, half from any byte.
        round.isMultiple(of: 2)
          ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      try Data(bytes).write(to: file)
      for format in ["ast", "tokens"] {
        let result = CLI.run(["parse", "--format", format, file.path])
        #expect(result.status == 0 || result.status == 2)
        if result.status == 2 {
          #expect(result.error.hasPrefix(file.path))
        }
      }
    }
  }

  // MARK: - The real process

  @Test func theBinaryExitsWithTwoOnGarbage() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]).write(
      to: directory.url.appendingPathComponent("a.out"))
    try directory.write("Feature: ok\n", to: "ok.feature")
    let result = try ToolRunner.run(["parse", "ok.feature", "a.out"], in: directory.url)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("a.out:1:8: error: the file holds a NUL byte"))
    #expect(result.output.hasPrefix("{\"gherkinDocument\":"))
    #expect(try ToolRunner.run(["parse", "ok.feature"], in: directory.url).status == 0)
  }

  @Test func manyFilesPrintInTheOrderGivenInProcessAndFromTheBinary() throws {
    // More files than one batch of parallel work, with bad ones spread among them.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var names: [String] = []
    for index in 0..<150 {
      let name = "f\(index).feature"
      names.append(name)
      if index % 37 == 5 {
        try directory.write("Feature: bad \(index)\n  oops\n", to: name)
      } else if index % 41 == 7 {
        continue  // missing
      } else {
        try directory.write(
          "# file \(index)\nFeature: f\(index) \"q\" é\n  Scenario: s\n    Given \(index)\n",
          to: name)
      }
    }
    // One file at a time, ids continuing as the command numbers them.
    var expectedOutput = ""
    var expectedError = ""
    var ids = 0
    for name in names {
      let one = CLI.run(["parse", name], in: directory.path)
      let text = try? String(contentsOfFile: directory.path + "/" + name, encoding: .utf8)
      if let text, let document = try? GherkinParser().parse(text) {
        expectedOutput += document.ndjson(uri: name, ids: &ids)
      } else {
        expectedOutput += one.output
      }
      expectedError += one.error
    }
    #expect(ids > 250)  // a step and a scenario in each good file
    let all = CLI.run(["parse"] + names, in: directory.path)
    #expect(all.status == 2)
    #expect(all.output == expectedOutput)
    #expect(all.output.split(separator: "\n").count == 150)
    // Every file's errors in the order given, then the count of all of them.
    #expect(all.error.hasPrefix(expectedError.replacingOccurrences(of: "2 errors\n", with: "")))
    let binary = try ToolRunner.run(["parse"] + names, in: directory.url)
    #expect(binary.status == 2)
    #expect(binary.output == expectedOutput)
    #expect(binary.error == all.error)
  }

  @Test func usageErrors() {
    let missing = CLI.run("parse")
    #expect(missing.status == 2)
    #expect(missing.error.hasPrefix("error: missing FILE...\n"))
    let format = CLI.run("parse", "--format", "json", "x.feature")
    #expect(format.status == 2)
    #expect(
      format.error.hasPrefix(
        "error: invalid value 'json' for '--format'; expected one of: tokens, ast"))
  }
}

/// A small seeded generator, so that a failing random input can be found again.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
