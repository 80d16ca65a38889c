import Diagnostics
import Foundation

extension DriftDetector {
  /// What the index contributed to a check.
  struct IndexResult {
    var items: [DriftItem] = []
    var diffs: [FileDiff] = []
    /// The regenerate command of an index generated with other settings, if so.
    var generatedWith: String?
  }

  /// Compares the committed index with `expected`, as text below its header (the header's
  /// regenerate command depends on how the output directory was named, which is not drift),
  /// as checklists are compared.
  func checkIndex(_ expected: GeneratedFile, in directory: String, displayName: String)
    throws(DiagnosticsError) -> IndexResult
  {
    var result = IndexResult()
    let path = expected.path
    func item(
      _ kind: DriftKind, line: Int?, message: String, expected: String? = nil,
      found: String? = nil, cause: DriftCause? = nil
    ) -> DriftItem {
      DriftItem(
        kind: kind, file: path, line: line, component: "", experience: "", platform: "",
        message: message, expected: expected, found: found, cause: cause)
    }
    guard
      let file = try Self.readCommitted(path, in: directory, displayName: displayName),
      let (_, body) = GeneratedHeader.read(
        from: Substring(file.textWithLineFeeds), style: .markdown)
    else {
      // A file there without the header is someone's README, which the decision keeps.
      result.items.append(item(.missingFile, line: nil, message: Message.indexMissing))
      if includeDiffs {
        result.diffs.append(FileDiff(file: path, committed: nil, expected: expected.contents))
      }
      return result
    }
    let text = file.textWithLineFeeds
    let expectedBody = GeneratedHeader.read(from: Substring(expected.contents))?.body ?? ""
    if body != expectedBody {
      let cause = Self.cause(
        of: text, fingerprint: expected.fingerprint, command: generator.options.regenerateCommand)
      if cause == .otherSettings {
        result.generatedWith = GeneratedHeader.read(from: Substring(text))?.header.command
      }
      let line = Self.firstDifferingLine(String(body), String(expectedBody))
      result.items.append(
        item(
          .changedIndex, line: Self.firstDifferingBodyLine(text, expected.contents),
          message: Message.lineDiffers, expected: Self.line(line, of: String(expectedBody)),
          found: Self.line(line, of: String(body)), cause: cause))
    } else if strict, text != expected.contents {
      result.items.append(
        item(
          .notCanonical, line: Self.firstDifferingLine(text, expected.contents),
          message: Message.headerDiffers))
    } else if strict, file.hasByteOrderMark {
      result.items.append(
        item(
          .notCanonical, line: 1,
          message: Message.byteOrderMark))
    }
    if includeDiffs, text != expected.contents {
      result.diffs.append(FileDiff(file: path, committed: text, expected: expected.contents))
    }
    return result
  }
}
