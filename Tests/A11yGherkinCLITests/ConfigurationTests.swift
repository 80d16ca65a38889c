import A11yGherkinCLI
import Foundation
import JSON
import TestSupport
import Testing

/// The project configuration: found from the working directory up or named with --config,
/// shared by generate and check, overridden by options, and checked with located errors.
@Suite struct ConfigurationTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func run(_ arguments: String..., in subdirectory: String = "") -> CLI.Result {
    CLI.run(arguments, in: (directory.path as NSString).appendingPathComponent(subdirectory))
  }

  private func configure(_ json: String) throws {
    try directory.write(json, to: ConfigurationFormat.fileName)
  }

  // MARK: - The schema

  @Test func theSchemaListsExactlyTheKeysTheDecoderReads() throws {
    let url = TestData.packageRoot.appendingPathComponent("Schemas").appendingPathComponent(
      ConfigurationFormat.schemaFileName)
    let document = try JSONDocument(
      parsing: try String(contentsOf: url, encoding: .utf8), path: url.path)
    guard
      case .object(let properties)? = document.root.node(at: JSONPath.root.appending("properties"))?
        .value
    else {
      Issue.record("the schema has no properties")
      return
    }
    #expect(Set(properties.map(\.key)) == Set(ConfigurationFormat.keys))
    guard
      case .array(let required)? = document.root.node(at: JSONPath.root.appending("required"))?
        .value
    else {
      Issue.record("the schema has no required keys")
      return
    }
    #expect(
      required.compactMap { if case .string(let key) = $0.value { key } else { nil } }
        == ConfigurationFormat.required)
    #expect(
      document.root.node(at: JSONPath.root.appending("additionalProperties"))?.value == .bool(false)
    )
  }

  @Test func theRepositoryConfigurationIsValidAndNeedsNoOptions() throws {
    defer { directory.remove() }
    let root = TestData.packageRoot.path
    let listed = CLI.run(["list"], in: root)
    #expect(listed.status == 0, "\(listed.error)")
    #expect(listed.error == "")
  }

  // MARK: - init

  @Test func initWritesADocumentedMinimalConfigurationAndKeepsAnExistingOne() throws {
    defer { directory.remove() }
    let first = run("init")
    #expect(first.status == 0)
    #expect(
      first.output
        == "wrote a11y-gherkin.json\nnext: 'a11y-gherkin generate' writes the files, 'a11y-gherkin check' compares them in CI\n"
    )
    let written = try String(
      contentsOf: directory.url.appendingPathComponent(ConfigurationFormat.fileName),
      encoding: .utf8)
    assertSnapshot(written, named: "init.json")
    try configure("{\"version\": 1, \"out\": \"mine\"}\n")
    let again = run("init")
    #expect(again.status == 2)
    #expect(
      again.error
        == "a11y-gherkin.json: error: a configuration file already exists; edit it, or give --force to replace it\n"
    )
    #expect(
      try String(
        contentsOf: directory.url.appendingPathComponent(ConfigurationFormat.fileName),
        encoding: .utf8) == "{\"version\": 1, \"out\": \"mine\"}\n")
    #expect(run("init", "--force").status == 0)
    #expect(
      try String(
        contentsOf: directory.url.appendingPathComponent(ConfigurationFormat.fileName),
        encoding: .utf8) == written)
  }

  @Test func initRecordsTheOptionsItIsGiven() throws {
    defer { directory.remove() }
    #expect(run("init", "--out", "gherkin", "--platform", "ios", "--dialect", "modern").status == 0)
    let written = try String(
      contentsOf: directory.url.appendingPathComponent(ConfigurationFormat.fileName),
      encoding: .utf8)
    assertSnapshot(written, named: "init-with-options.json")
    #expect(run("generate").status == 0)
    let ios = BuiltInFiles.count(platform: "ios")
    #expect(directory.files().filter { $0.hasPrefix("gherkin/") }.count == ios)
    #expect(run("check").output == "in sync: \(ios) generated files match the criteria\n")
  }

  // MARK: - generate and check with no options

  @Test func generateAndCheckNeedNoOptionsFromAnyDirectoryBelowTheConfiguration() throws {
    defer { directory.remove() }
    #expect(run("init").status == 0)
    let generated = run("generate")
    #expect(generated.status == 0)
    let count = BuiltInFiles.count()
    #expect(generated.output.hasSuffix("\n\(count) written, 0 unchanged, 0 removed\n"))
    let header = try String(
      contentsOf: directory.url.appendingPathComponent("features/captcha/ios/table-row.feature"),
      encoding: .utf8)
    #expect(header.contains("\n# regenerate: a11y-gherkin generate\n"))
    #expect(run("check").output == "in sync: \(count) generated files match the criteria\n")
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("app/tests"), withIntermediateDirectories: true)
    let below = run("check", in: "app/tests")
    #expect(below.status == 0)
    #expect(below.output == "in sync: \(count) generated files match the criteria\n")
    try FileManager.default.removeItem(
      at: directory.url.appendingPathComponent("features/captcha/ios/table-row.md"))
    let drift = run("check", in: "app/tests")
    #expect(drift.status == 1)
    // The number of files grows with the catalog; the snapshot is about the paths.
    assertSnapshot(
      drift.output.replacingOccurrences(of: " of \(count) generated", with: " of ALL generated"),
      named: "missing-from-below.txt")
  }

  @Test func aNamedConfigurationIsUsedAndNamedInTheFixCommand() throws {
    defer { directory.remove() }
    try directory.write(
      "{\"version\": 1, \"out\": \"../generated\", \"platforms\": [\"android\"]}\n",
      to: "config/project.json")
    #expect(run("generate", "--config", "config/project.json").status == 0)
    #expect(directory.files().filter { $0.hasPrefix("generated/captcha/android/") }.count == 6)
    #expect(directory.files().filter { $0.hasPrefix("generated/captcha/ios/") }.isEmpty)
    let header = try String(
      contentsOf: directory.url.appendingPathComponent(
        "generated/captcha/android/table-row.feature"), encoding: .utf8)
    #expect(header.contains("\n# regenerate: a11y-gherkin generate --config config/project.json\n"))
    #expect(
      run("check", "--config", "config/project.json").output
        == "in sync: \(BuiltInFiles.count(platform: "android")) generated files match the criteria\n"
    )
    let missing = run("check", "--config", "config/none.json")
    #expect(missing.status == 2)
    #expect(missing.error == "config/none.json: error: no such file or directory\n")
  }

  @Test func optionsOverrideTheConfiguration() throws {
    defer { directory.remove() }
    try configure("{\"version\": 1, \"out\": \"features\", \"platforms\": [\"ios\"]}\n")
    #expect(run("generate").status == 0)
    let other = run("generate", "--out", "elsewhere", "--platform", "android")
    #expect(other.status == 0)
    #expect(directory.files().filter { $0.hasPrefix("elsewhere/captcha/android/") }.count == 6)
    #expect(directory.files().filter { $0.hasPrefix("elsewhere/captcha/ios/") }.isEmpty)
    #expect(
      run("check", "--out", "elsewhere", "--platform", "android").output
        == "in sync: \(BuiltInFiles.count(platform: "android")) generated files match the criteria\n"
    )
    // Repeating what the configuration says changes nothing in the headers.
    #expect(
      run("generate", "--out", "features").output
        == "0 written, \(BuiltInFiles.count(platform: "ios")) unchanged, 0 removed\n")
  }

  @Test func builtInComponentsAndCriteriaFilesAreBothSources() throws {
    defer { directory.remove() }
    let captcha = CLI.run(["criteria", "export", directory.path + "/criteria"])
    #expect(captcha.status == 0, "\(captcha.error)")
    try configure("{\"version\": 1, \"builtIn\": false, \"criteria\": [\"criteria\"]}\n")
    #expect(run("list").status == 0)
    try configure("{\"version\": 1, \"builtIn\": [\"captcha\"], \"criteria\": [\"criteria\"]}\n")
    let twice = run("list")
    #expect(twice.status == 2)
    #expect(
      twice.error.hasPrefix(
        "criteria/captcha.json:4:9: error: id: component 'captcha' is also built in; leave it out of 'builtIn' in a11y-gherkin.json\n"
      ))
  }

  // MARK: - Errors

  @Test func aBadConfigurationIsALocatedErrorAndNothingIsWritten() throws {
    defer { directory.remove() }
    try configure(
      """
      {
        "version": 1,
        "out": 3,
        "dialect": "modrn",
        "builtIn": ["captca"],
        "platforms": ["ios", "andriod"],
        "templtes": "templates",
        "strictVocabulary": "yes"
      }

      """)
    let result = run("generate")
    #expect(result.status == 2)
    #expect(result.output == "")
    assertSnapshot(result.error, named: "bad-configuration.txt")
    try configure(
      "{\"version\": 1, \"builtIn\": [\"captca\"], \"platforms\": [\"ios\", \"andriod\"]}\n")
    let ids = run("check")
    #expect(ids.status == 2)
    assertSnapshot(ids.error, named: "unknown-ids.txt")
    try configure("{\"version\": 2}\n")
    #expect(
      run("check").error.hasPrefix(
        "a11y-gherkin.json:1:13: error: version: expected 1, the one version this tool reads\n"))
    try configure("[1, 2]\n")
    #expect(
      run("check").error.hasPrefix(
        "a11y-gherkin.json:1:1: error: expected an object, found an array\n"))
    try configure("{\"version\": 1,}\n")
    #expect(run("check").status == 2)
    #expect(directory.files() == [ConfigurationFormat.fileName])
  }
}
