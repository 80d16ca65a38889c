import FileSystem
import Foundation
import TestSupport
import Testing

@testable import FeatureGenerator

/// The byte scan of a generated header against the header reader: where the scan answers,
/// the reader reads the same values and the same body; the scan may leave a header to the
/// reader, never take one the reader refuses.
@Suite struct HeaderScanTests {
  /// The scan's answer next to the reader's, or a description of how they differ.
  private func disagreement(_ text: String, style: GeneratedHeader.Style) -> String? {
    let bytes = Array(text.utf8)
    let scanned = bytes.withUnsafeBufferPointer { HeaderScan.scan($0, style: style) }
    guard let scanned else { return nil }
    guard let (header, body) = GeneratedHeader.read(from: Substring(text), style: style) else {
      return "the scan took a header the reader refuses"
    }
    let bodyOffset = text.utf8.distance(from: text.startIndex, to: body.startIndex)
    if scanned.inputs != Substring(header.inputs) { return "inputs \(scanned.inputs)" }
    if scanned.content != Substring(header.content) { return "content \(scanned.content)" }
    if scanned.tool != Substring(header.tool) { return "tool \(scanned.tool)" }
    if scanned.command != Substring(header.command) { return "command \(scanned.command)" }
    if scanned.body != bodyOffset { return "body at \(scanned.body), not \(bodyOffset)" }
    return nil
  }

  @Test func readsEveryCommittedFileAsTheReaderDoes() throws {
    let features = TestData.packageRoot.appendingPathComponent("features").path
    let paths = DirectoryWalker.files(in: features) {
      $0.hasSuffix(".feature") || $0.hasSuffix(".md")
    }
    #expect(paths.count > 200)
    var scanned = 0
    for path in paths {
      let text = try TextFile.read(features + "/" + path).text
      let style: GeneratedHeader.Style = path.hasSuffix(".feature") ? .gherkin : .markdown
      #expect(disagreement(text, style: style) == nil, "\(path)")
      let bytes = Array(text.utf8)
      if bytes.withUnsafeBufferPointer({ HeaderScan.scan($0, style: style) }) != nil {
        scanned += 1
      }
    }
    // Every file but the index has a component's header, which the scan reads itself.
    #expect(scanned == paths.count - 1)
  }

  @Test func agreesOnHeadersChangedLineByLine() throws {
    let features = TestData.packageRoot.appendingPathComponent("features").path
    let samples = [
      ("button/ios/icon-button.feature", GeneratedHeader.Style.gherkin),
      ("button/ios/icon-button.md", .markdown),
    ]
    for (path, style) in samples {
      let text = try TextFile.read(features + "/" + path).text
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var variants: [String] = [
        text.replacingOccurrences(of: "\n", with: "\r\n"), String(text.prefix(200)),
        lines.prefix(3).joined(separator: "\n"),
      ]
      variants.append(lines.filter { !$0.contains("inputs: ") }.joined(separator: "\n"))
      variants.append(lines.filter { !$0.contains("scenarios: ") }.joined(separator: "\n"))
      let replacements: [(String, String)] = [
        ("(the rest of this file)", "(the rest)"),
        ("inputs: xxh64:", "inputs: xxh64: "),
        ("inputs: xxh64:", "inputs: "),
        ("regenerate: a11y-gherkin", "regenerate:a11y-gherkin"),
        ("component \"button\"", "component \"a b\""),
        ("component \"button\"", "component \"\""),
      ]
      for (old, new) in replacements {
        variants.append(text.replacingOccurrences(of: old, with: new))
      }
      variants += ["# " + text, "\n" + text, ""]
      // Each header line left out in turn.
      for index in 0..<8 where index < lines.count {
        var shorter = lines
        shorter.remove(at: index)
        variants.append(shorter.joined(separator: "\n"))
      }
      for variant in variants {
        #expect(disagreement(variant, style: style) == nil, "\(path): \(variant.prefix(300))")
        let other: GeneratedHeader.Style = style == .gherkin ? .markdown : .gherkin
        #expect(disagreement(variant, style: other) == nil, "\(path)")
      }
      // The scan reads lines ended by CRLF itself.
      let crlf = Array(variants[0].utf8)
      #expect(crlf.withUnsafeBufferPointer { HeaderScan.scan($0, style: style) } != nil)
    }
  }
}
