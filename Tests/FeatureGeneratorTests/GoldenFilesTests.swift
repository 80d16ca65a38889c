import A11yCriteria
import FeatureGenerator
import Foundation
import Gherkin
import TestSupport
import Testing

/// Every generated file of the built-in catalog, pinned; Captcha's in detail; and what every
/// generated feature file must be.
@Suite struct GoldenFilesTests {
  private let files: [GeneratedFile]

  init() throws {
    files = try BuiltInOutput.files()
  }

  @Test func generatesAFeatureAndAChecklistPerExperienceAndPlatform() throws {
    let catalog = try BuiltInOutput.catalog()
    let cells = catalog.components.flatMap { component in
      component.platforms.flatMap { platform in
        component.experiences(on: platform.id).map { "\(component.id)/\(platform.id)/\($0.id)" }
      }
    }
    #expect(files.map(\.path) == cells.flatMap { [$0 + ".feature", $0 + ".md"] })
    #expect(
      files.map(\.path).filter { $0.hasPrefix("captcha/") } == [
        "captcha/ios/table-row.feature", "captcha/ios/table-row.md",
        "captcha/ios/image-button.feature", "captcha/ios/image-button.md",
        "captcha/ios/audio-challenge.feature", "captcha/ios/audio-challenge.md",
        "captcha/android/table-row.feature", "captcha/android/table-row.md",
        "captcha/android/image-button.feature", "captcha/android/image-button.md",
        "captcha/android/audio-challenge.feature", "captcha/android/audio-challenge.md",
      ])
  }

  /// The committed `features/` directory is the golden copy: `make features` rewrites it.
  @Test func pinsEveryGeneratedFile() throws {
    let features = TestData.packageRoot.appendingPathComponent("features")
    for file in files {
      let committed = try? String(
        contentsOf: features.appendingPathComponent(file.path), encoding: .utf8)
      #expect(
        committed == file.contents,
        "features/\(file.path) differs: run `make features` and review the diff")
    }
    let index = try builtInGenerator().index { _ in true }.file(command: "a11y-gherkin generate")
    let committed = try? String(
      contentsOf: features.appendingPathComponent(index.path), encoding: .utf8)
    #expect(
      committed == index.contents,
      "features/README.md differs: run `make features` and review the diff")
  }

  @Test(arguments: [
    ("ios", "table-row", 11), ("android", "table-row", 12), ("ios", "image-button", 10),
    ("android", "image-button", 11), ("ios", "audio-challenge", 11),
    ("android", "audio-challenge", 12),
  ])
  func hasOneScenarioPerApplicableCriterion(platform: String, experience: String, count: Int) throws
  {
    let file = try #require(files.first { $0.path == "captcha/\(platform)/\(experience).feature" })
    let feature = try #require(try GherkinParser().parse(file.contents).feature)
    let ids = feature.children.compactMap { child -> String? in
      guard case .scenario(let scenario) = child else { return nil }
      return GeneratorTags.criterionID(of: scenario.tags)
    }
    #expect(ids.count == count)
    #expect(Set(ids).count == count)
    #expect(ids.contains("keyboard.enter") == (platform == "android"))
    #expect(ids.contains("screen-reader.group") == (experience == "table-row"))
    #expect(ids.contains("focus.modal") == (experience == "audio-challenge"))
    #expect(
      feature.tags.map(\.name) == [
        "@a11y", "@component:captcha", "@platform:\(platform)", "@experience:\(experience)",
      ])
  }

  @Test func everyFeatureIsPortableCanonicalGherkin() throws {
    for file in files where file.kind == .feature {
      let document = try GherkinParser().parse(file.contents, path: file.path)
      // A fixed point of the canonical printer (the header is a comment it keeps).
      #expect(GherkinPrinter().format(document) == file.contents, "\(file.path) is not canonical")
      let feature = try #require(document.feature)
      #expect(feature.language == "en")
      for child in feature.children {
        switch child {
        case .rule: Issue.record("\(file.path) has a Rule")
        case .background: break
        case .scenario(let scenario):
          #expect(!scenario.name.contains(","), "\(file.path): \(scenario.name)")
          #expect(scenario.examples.count <= 1)
          #expect(scenario.tags.contains { $0.name.hasPrefix("@wcag:") })
        }
      }
    }
  }

  @Test func everyFileIsLFUTF8WithOneFinalNewline() {
    for file in files {
      #expect(!file.contents.utf8.starts(with: [0xEF, 0xBB, 0xBF]))
      #expect(!file.contents.contains("\r"))
      #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.path)")
      #expect(
        !file.contents.split(separator: "\n").contains { $0.hasSuffix(" ") },
        "\(file.path) has trailing spaces")
    }
  }

  @Test func startsEveryFileWithTheGeneratedHeader() {
    for file in files {
      let read = GeneratedHeader.read(from: Substring(file.contents))
      let component = String(file.path.prefix { $0 != "/" })
      #expect(read?.header.component == component)
      #expect(read?.header.fingerprint == file.fingerprint)
      #expect(read?.header.command == "a11y-gherkin generate")
      // The header records the hash of what follows it: writing the body anew gives the file.
      if let read {
        let style: GeneratedHeader.Style = file.kind == .feature ? .gherkin : .markdown
        let document = file.kind == .feature ? try? GherkinParser().parse(String(read.body)) : nil
        let rebuilt = GeneratedHeader.file(
          style, component: component, fingerprint: file.fingerprint, command: read.header.command,
          inputs: read.header.inputs, body: String(read.body),
          scenarios: ScenarioDigest.record(of: document?.feature))
        #expect(rebuilt == file.contents)
        #expect(read.header.content.hasPrefix("xxh64:"))
        #expect(read.header.inputs.hasPrefix("xxh64:"))
      }
    }
  }

  @Test func checklistsListEveryCriterionInTheTestersOrder() throws {
    let checklist = try #require(files.first { $0.path == "captcha/android/table-row.md" }).contents
    let headings = checklist.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(
      headings == [
        "## 1. External keyboard", "## 2. Screen reader gestures and focus",
        "## 3. Screen reader output",
        "## 4. Device settings", "## 5. Design", "## Design notes",
        "## Developer notes for Android",
        "## WCAG success criteria",
      ])
    #expect(checklist.split(separator: "\n").filter { $0.hasPrefix("- [ ] `") }.count == 12)
  }

  @Test func isDeterministic() throws {
    #expect(try builtInGenerator().generate() == files)
  }
}
