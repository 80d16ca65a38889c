import A11yCriteria
import Foundation
import TestSupport
import Testing

@Suite struct GenerateCommandTests {
  private let directory: TemporaryDirectory
  private var out: String { directory.path + "/features" }

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func writesEveryFileThenChangesNothing() throws {
    defer { directory.remove() }
    let count = BuiltInFiles.count()
    let first = CLI.run("generate", "--out", out)
    #expect(first.status == 0)
    #expect(first.output.hasSuffix("\n\(count) written, 0 unchanged, 0 removed\n"))
    #expect(directory.files().count == count)
    let second = CLI.run("generate", "--out", out)
    #expect(second.output == "0 written, \(count) unchanged, 0 removed\n")
  }

  @Test func writesWhatMakeFeaturesCommits() throws {
    defer { directory.remove() }
    // The repository's own configuration, as `make features` and CI use it.
    try directory.write(
      try String(
        contentsOf: TestData.packageRoot.appendingPathComponent("a11y-gherkin.json"),
        encoding: .utf8), to: "a11y-gherkin.json")
    _ = CLI.run("generate", in: directory.path)
    try FileManager.default.removeItem(
      at: directory.url.appendingPathComponent("a11y-gherkin.json"))
    let committed = TestData.packageRoot.appendingPathComponent("features")
    for file in directory.files() {
      let ours = try String(contentsOf: directory.url.appendingPathComponent(file), encoding: .utf8)
      let theirs = try String(
        contentsOf: committed.appendingPathComponent(String(file.dropFirst("features/".count))),
        encoding: .utf8)
      #expect(ours == theirs, "\(file)")
    }
  }

  @Test func dryRunListsChangesAndWritesNothing() throws {
    defer { directory.remove() }
    let result = CLI.run("generate", "--out", out, "--platform", "android", "--dry-run")
    #expect(result.status == 0)
    #expect(result.output.contains("would write \(out)/captcha/android/table-row.feature\n"))
    #expect(
      result.output.hasSuffix(
        "\n\(BuiltInFiles.count(platform: "android")) would be written, 0 unchanged, 0 would be removed\n"
      ))
    #expect(directory.files().isEmpty)
  }

  @Test func removesOnlyStaleGeneratedFilesWithinTheFilters() throws {
    defer { directory.remove() }
    _ = CLI.run("generate", "--out", out)
    let generatedHeader = try String(
      contentsOfFile: out + "/captcha/ios/table-row.feature", encoding: .utf8)
    try directory.write(generatedHeader, to: "features/captcha/ios/old-experience.feature")
    try directory.write(generatedHeader, to: "features/captcha/android/old-experience.feature")
    try directory.write("Feature: Ours\n", to: "features/captcha/ios/hand-written.feature")
    let result = CLI.run("generate", "--out", out, "--platform", "ios")
    #expect(
      result.output
        == "removed \(out)/captcha/ios/old-experience.feature\n"
        + "0 written, \(BuiltInFiles.count(platform: "ios")) unchanged, 1 removed\n")
    #expect(directory.files().contains("features/captcha/ios/hand-written.feature"))
    #expect(directory.files().contains("features/captcha/android/old-experience.feature"))
  }

  @Test func writesNothingWhenTheTemplatesAreBroken() throws {
    defer { directory.remove() }
    try directory.write("{{keyword}} {{#text}}\n", to: "templates/step.mustache")
    let result = CLI.run("generate", "--out", out, "--templates", directory.path + "/templates")
    #expect(result.status == 2)
    #expect(result.error.contains("step.mustache:1:13: error: unclosed section 'text'"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func writesNothingWhenACommittedFileIsInvalid() throws {
    defer { directory.remove() }
    _ = CLI.run("generate", "--out", out)
    let path = out + "/captcha/ios/table-row.feature"
    let broken = try String(contentsOfFile: path, encoding: .utf8) + "  Whe I swipe\n  | a |\n"
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    let before = directory.files().map {
      try? String(contentsOf: directory.url.appendingPathComponent($0), encoding: .utf8)
    }
    let result = CLI.run("generate", "--out", out, "--experience", "image-button")
    #expect(result.status == 0, "a filtered run leaves other files alone")
    let full = CLI.run("generate", "--out", out)
    #expect(full.status == 2)
    #expect(full.error.contains("captcha/ios/table-row.feature:"))
    let after = directory.files().map {
      try? String(contentsOf: directory.url.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(before == after)
  }

  @Test(arguments: [
    (["--platform", "andriod"], "error: unknown platform 'andriod'; did you mean 'android'?"),
    (
      ["--dialect", "old"],
      "error: invalid value 'old' for '--dialect'; expected one of: portable, modern"
    ),
    (["--component", "capcha"], "error: unknown component 'capcha'; did you mean 'captcha'?"),
  ])
  func rejectsBadFilters(arguments: [String], message: String) throws {
    defer { directory.remove() }
    let result = CLI.run(["generate", "--out", out] + arguments)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix(message))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func writesTheCommandThatRegeneratesIntoTheHeader() throws {
    defer { directory.remove() }
    _ = CLI.run("generate", "--out", "out dir", "--dialect", "modern", in: directory.path)
    let text = try String(
      contentsOfFile: directory.path + "/out dir/captcha/ios/table-row.feature", encoding: .utf8)
    #expect(text.contains("# regenerate: a11y-gherkin generate --out 'out dir' --dialect modern\n"))
    #expect(text.contains("\n  Rule: External keyboard\n"))
  }

  /// The header records where the files live, not how the option was spelled: otherwise each
  /// spelling would rewrite every file and `check --strict` would report drift.
  @Test func theHeaderDoesNotDependOnHowOutIsSpelled() throws {
    defer { directory.remove() }
    let first = CLI.run("generate", "--out", "out", in: directory.path)
    #expect(first.status == 0)
    let text = try String(
      contentsOfFile: directory.path + "/out/captcha/ios/table-row.feature", encoding: .utf8)
    #expect(text.contains("# regenerate: a11y-gherkin generate --out out\n"))
    for spelling in ["./out", "out/", "out//", "././out", directory.path + "/out"] {
      let again = CLI.run("generate", "--out", spelling, in: directory.path)
      #expect(
        again.output == "0 written, \(BuiltInFiles.count()) unchanged, 0 removed\n",
        "--out \(spelling)")
      let check = CLI.run("check", "--strict", "--out", spelling, in: directory.path)
      #expect(check.status == 0, "--out \(spelling): \(check.output)")
    }
    try directory.write(
      BuiltInCatalog.embeddedFile("captcha.json") ?? "", to: "criteria/captcha.json")
    let spelled = CLI.run(
      "generate", "--criteria", "./criteria/", "--out", "./out/", in: directory.path)
    #expect(spelled.status == 0)
    let rewritten = try String(
      contentsOfFile: directory.path + "/out/captcha/ios/table-row.feature", encoding: .utf8)
    #expect(
      rewritten.contains("# regenerate: a11y-gherkin generate --criteria criteria --out out\n"))
  }

  /// A feature template whose output multiplies stops at the output limit, named by the
  /// template line, before anything is written; the limit can be raised (and lowered).
  @Test func stopsATemplateThatExplodes() throws {
    defer { directory.remove() }
    let nested =
      String(repeating: "{{#groups}}", count: 8) + String(repeating: "x", count: 500)
      + String(repeating: "{{/groups}}", count: 8)
    try directory.write("{{featureTags}}\nFeature: F\n" + nested + "\n", to: "t/feature.mustache")
    let result = CLI.run(
      ["generate", "--templates", "t", "--out", "out", "--component", "captcha"],
      in: directory.path)
    #expect(result.status == 2)
    #expect(
      result.error.contains(
        "/t/feature.mustache:3:78: error: rendering produced more than 67108864 bytes when it reached this tag;"
      ), "\(result.error.prefix(400))")
    #expect(directory.files() == ["t/feature.mustache"], "nothing may be written")

    let lowered = CLI.run(
      ["generate", "--out", "out", "--max-render-steps", "50"], in: directory.path)
    #expect(lowered.status == 2)
    #expect(lowered.error.contains("error: rendering took more than 50 steps"))
    let raised = CLI.run(
      ["generate", "--out", "out", "--max-render-steps", "60000000"], in: directory.path)
    #expect(raised.status == 0)
    let header = try String(
      contentsOfFile: directory.path + "/out/captcha/ios/table-row.feature", encoding: .utf8)
    #expect(
      header.contains("# regenerate: a11y-gherkin generate --out out --max-render-steps 60000000\n")
    )
  }

  /// A template whose sections nest over lists passes the render limit in every component:
  /// the first render past it stops the others, so one error is reported, at the template's
  /// own line and column (text in the template is located too), and nothing is written.
  @Test func aRunawayTemplateStopsAtTheFirstLimitWithOneLocatedError() throws {
    defer { directory.remove() }
    let feature = try String(
      contentsOf: TestData.packageRoot.appendingPathComponent("Templates/feature.mustache"),
      encoding: .utf8)
    let nested =
      String(repeating: "{{#criteria}}", count: 20) + "# x\n"
      + String(repeating: "{{/criteria}}", count: 20) + "\n"
    try directory.write(feature + nested, to: "t/feature.mustache")
    let result = CLI.run(
      [
        "generate", "--templates", "t", "--out", "out", "--jobs", "2", "--max-render-steps",
        "400000",
      ],
      in: directory.path)
    #expect(result.status == 2)
    let errors = result.error.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 1, "\(errors)")
    let located = errors.allSatisfy {
      $0.contains("/t/feature.mustache:22:") && !$0.contains(":0:")
        && $0.contains("error: rendering took more than 400000 steps")
    }
    #expect(located, "\(errors)")
    #expect(directory.files() == ["t/feature.mustache"], "nothing may be written")
  }
}
