import Diagnostics
import Foundation
import Gherkin

/// `check`: generates the expected files in memory, reads the committed ones, and reports how
/// they differ by meaning; with `strict`, also where the bytes are not the canonical ones.
///
/// A committed feature file that cannot be parsed is an error, never drift and never clean.
public struct DriftDetector: Sendable {
  public let generator: FeatureGenerator
  public var strict: Bool
  public var includeDiffs: Bool

  public init(generator: FeatureGenerator, strict: Bool = false, includeDiffs: Bool = false) {
    self.generator = generator
    self.strict = strict
    self.includeDiffs = includeDiffs
  }

  /// Compares the output directory with what the criteria generate.
  ///
  /// - Parameters:
  ///   - directory: The output directory.
  ///   - displayName: The directory as errors name it (as the user wrote it); defaults to
  ///     `directory`.
  /// - Throws: ``DiagnosticsError`` for invalid criteria or templates, or committed feature
  ///   files that do not parse.
  public func check(directory: String, displayName: String? = nil) throws(DiagnosticsError)
    -> CheckResult
  {
    let rendered = try generator.render()
    var items: [DriftItem] = []
    var diffs: [FileDiff] = []
    var diagnostics: [Diagnostic] = []
    var checked: [String] = []
    var criteriaByFile: [String: [String]] = [:]
    for target in rendered {
      do {
        let result = try check(target, in: directory, displayName: displayName ?? directory)
        items += result.items
        diffs += result.diffs
        checked += [target.target.featurePath, target.target.checklistPath]
        let ids = target.target.criteria.map(\.criterion.id)
        criteriaByFile[target.target.featurePath] = ids
        criteriaByFile[target.target.checklistPath] = ids
      } catch {
        diagnostics += error.diagnostics
      }
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }

    let expected = Set(checked)
    for path in GenerationPlan.generatedFiles(in: directory) where !expected.contains(path) {
      guard GenerationPlan.inScope(path, options: generator.options) else { continue }
      let parts = path.split(separator: "/").map(String.init)
      items.append(
        DriftItem(
          kind: .orphanedFile, file: path, line: 1, component: parts.first ?? "",
          experience: parts.count == 3 ? (parts[2] as NSString).deletingPathExtension : "",
          platform: parts.count == 3 ? parts[1] : "",
          message: "the file was generated, but no criteria generate it any more"))
      if includeDiffs, let text = Self.read(directory, path) {
        diffs.append(FileDiff(file: path, committed: text, expected: nil))
      }
    }
    return CheckResult(
      items: items, filesChecked: checked, criteriaByFile: criteriaByFile, diffs: diffs,
      fixCommand: generator.options.regenerateCommand)
  }

  private func check(_ rendered: RenderedTarget, in directory: String, displayName: String)
    throws(DiagnosticsError)
    -> (items: [DriftItem], diffs: [FileDiff])
  {
    let target = rendered.target
    var items: [DriftItem] = []
    var diffs: [FileDiff] = []
    func item(
      _ kind: DriftKind, _ path: String, line: Int?, criterion: String? = nil, message: String,
      expected: String? = nil, found: String? = nil, cause: DriftCause? = nil
    ) -> DriftItem {
      DriftItem(
        kind: kind, file: path, line: line, component: target.component.id,
        experience: target.experience.id,
        platform: target.platform.id, criterion: criterion, message: message, expected: expected,
        found: found,
        cause: cause)
    }
    func diff(_ path: String, committed: String?, expected: String) {
      if includeDiffs {
        diffs.append(FileDiff(file: path, committed: committed, expected: expected))
      }
    }

    // The feature file, compared by meaning.
    let featurePath = target.featurePath
    if let text = Self.read(directory, featurePath) {
      let committed = try FeatureGenerator.parse(
        text, path: (displayName as NSString).appendingPathComponent(featurePath))
      let cause = Self.cause(of: text, expected: rendered.header)
      var fileItems: [DriftItem] = []
      if let expectedFeature = rendered.document.feature, let committedFeature = committed.feature {
        for difference in FeatureComparison(expected: expectedFeature, committed: committedFeature)
          .differences()
        {
          fileItems.append(
            item(
              difference.kind, featurePath, line: difference.line, criterion: difference.criterion,
              message: difference.message, expected: difference.expected, found: difference.found,
              cause: cause))
        }
      } else if committed.feature == nil {
        fileItems.append(
          item(
            .changedHeader, featurePath, line: 1, message: "the file has no Feature", cause: cause))
      }
      if !fileItems.isEmpty || strict || includeDiffs {
        let canonical = generator.files(for: rendered, committed: committed)[0].contents
        if fileItems.isEmpty, strict, canonical != text {
          fileItems.append(
            item(
              .notCanonical, featurePath, line: Self.firstDifferingLine(text, canonical),
              message: "the file is not in the canonical layout", cause: cause))
        }
        if canonical != text { diff(featurePath, committed: text, expected: canonical) }
      }
      items += fileItems
    } else {
      items.append(
        item(.missingFile, featurePath, line: nil, message: "the feature file is missing"))
      diff(
        featurePath, committed: nil,
        expected: generator.files(for: rendered, committed: nil)[0].contents)
    }

    // The checklist, compared as text below its header (the header's regenerate command
    // depends on how the output directory was named, which is not drift).
    let checklistPath = target.checklistPath
    if let text = Self.read(directory, checklistPath) {
      let body = Self.belowHeader(text)
      let expectedBody = Self.belowHeader(rendered.checklist)
      let headerLines = rendered.checklist[..<expectedBody.startIndex].filter { $0 == "\n" }.count
      if body != expectedBody {
        let line = Self.firstDifferingLine(String(body), String(expectedBody))
        items.append(
          item(
            .changedChecklist, checklistPath, line: headerLines + line,
            message: "line \(headerLines + line) differs",
            expected: Self.line(line, of: String(expectedBody)),
            found: Self.line(line, of: String(body)),
            cause: Self.cause(of: text, expected: rendered.header)))
      } else if strict, text != rendered.checklist {
        items.append(
          item(
            .notCanonical, checklistPath, line: Self.firstDifferingLine(text, rendered.checklist),
            message: "the generated header differs",
            cause: Self.cause(of: text, expected: rendered.header)))
      }
      if text != rendered.checklist {
        diff(checklistPath, committed: text, expected: rendered.checklist)
      }
    } else {
      items.append(
        item(.missingFile, checklistPath, line: nil, message: "the checklist is missing"))
      diff(checklistPath, committed: nil, expected: rendered.checklist)
    }
    return (items, diffs)
  }

  /// Same fingerprint: the inputs are as they were, so a difference is a hand edit.
  private static func cause(of text: String, expected: GeneratedHeader) -> DriftCause {
    guard let header = GeneratedHeader.read(from: Substring(text)) else { return .editedByHand }
    return header.fingerprint == expected.fingerprint ? .editedByHand : .inputsChanged
  }

  /// A checklist without its generated header comment.
  private static func belowHeader(_ text: String) -> Substring {
    guard text.hasPrefix("<!--"), let end = text.range(of: "-->\n") else { return Substring(text) }
    return text[end.upperBound...]
  }

  static func read(_ directory: String, _ path: String) -> String? {
    guard
      let data = FileManager.default.contents(
        atPath: (directory as NSString).appendingPathComponent(path))
    else {
      return nil
    }
    return String(decoding: data, as: UTF8.self)
  }

  static func firstDifferingLine(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<min(left.count, right.count) where left[index] != right[index] {
      return index + 1
    }
    return min(left.count, right.count) + 1
  }

  private static func line(_ number: Int, of text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // A text ending in a line break has an empty last piece, which is no line.
    let count = text.hasSuffix("\n") ? lines.count - 1 : lines.count
    return number <= count ? String(lines[number - 1]) : "(end of file)"
  }
}
