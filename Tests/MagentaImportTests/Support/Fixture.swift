import A11yCriteria
import Diagnostics
import Foundation
import MagentaImport
import TestSupport

/// Documents for the tests: small ones written in the tests, larger ones in `Fixtures/`, and
/// the seed documents of the shared data.
enum Fixture {
  /// A document written in a test, with invisible characters made visible: `␣` is a space
  /// (so trailing spaces can be seen) and `⇥` a tab.
  static func text(_ visible: String) -> String {
    visible.replacing("␣", with: " ").replacing("⇥", with: "\t")
  }

  /// A file of `Fixtures/`.
  static func file(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The seed documents beside the conformance suites (`../shared/seeds`).
  static var seeds: URL {
    TestData.root.deletingLastPathComponent().appendingPathComponent("seeds")
  }

  static let olderSeed = "000_10cf4e84bce43471.txt"
  static let newerSeed = "002_8b557b6482eb0a84.txt"

  static func seedExists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: seeds.appendingPathComponent(name).path)
  }

  static func seed(_ name: String) throws -> String {
    try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
  }

  /// The native documents of the MagentaA11y guidelines (`../shared/magentaa11y/native`), read
  /// at test time and never copied into the repository.
  static var native: URL {
    TestData.root.deletingLastPathComponent().appendingPathComponent("magentaa11y/native")
  }

  static var nativeExists: Bool {
    FileManager.default.fileExists(
      atPath: native.appendingPathComponent("controls/captcha.md").path)
  }

  /// One native document, by its path below `native` (`controls/carousel.md`).
  static func nativeDocument(_ path: String) throws -> String {
    try String(contentsOf: native.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every native document, as paths below `native`, in name order.
  static func nativeDocuments() throws -> [String] {
    var paths: [String] = []
    for group in ["controls", "notifications", "patterns"] {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: native.appendingPathComponent(group).path)
      paths += names.filter { $0.hasSuffix(".md") }.map { group + "/" + $0 }
    }
    return paths.sorted()
  }

  /// Imports a native document, named by its path below `native`.
  static func importNative(_ path: String) throws -> ImportResult {
    try importer.importDocument(text: nativeDocument(path), path: path)
  }

  static let importer: MagentaImporter = {
    // The built-in catalog is part of the binary; a failure here is a failure of every test.
    (try? MagentaImporter(platforms: MagentaImporter.builtInPlatforms()))
      ?? MagentaImporter(platforms: [])
  }()

  /// Every diagnostic rendered without colour, one after another.
  static func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { DiagnosticRenderer(colored: false).render($0) + "\n" }.joined()
  }
}
