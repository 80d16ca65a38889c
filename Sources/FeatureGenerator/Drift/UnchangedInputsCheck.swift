import A11yCriteria
import Diagnostics
import FileSystem
import Foundation
import ParallelWork

/// `check` without decoding the criteria: when every generated file below the output directory
/// carries the `inputs:` value that the criteria, shared and template files give now, and its
/// content hash matches the rest of it, the directory is in sync.
///
/// It proves all or nothing. The value covers each component's criteria file as bytes, the
/// shared library files, the templates, the settings, the tool's version and vocabulary, the
/// component's whole layout of platforms and experiences, and that the component loaded
/// without warnings (see ``InputsDigest``); the layout is compared with the files present, so a
/// missing or extra file breaks the proof. Anything unproven (a changed byte, a file without
/// the value, one at another depth, two files of one component id, a warning at generation)
/// gives nil, and the caller checks as usual, decoding everything and reporting every problem.
///
/// A proven directory has no step outside the step vocabulary either: generation matches the
/// steps of every target it renders and counts the problems into the target's `inputs:` value
/// (see `TargetJob.render(auditing:)`), which the proof expects to be zero.
public struct UnchangedInputsCheck: Sendable {
  public let files: [CriteriaFile]
  public let templates: TemplateSet
  public let options: GenerationOptions

  public init(files: [CriteriaFile], templates: TemplateSet, options: GenerationOptions) {
    self.files = files
    self.templates = templates
    self.options = options
  }

  /// One file below the output directory, as far as the proof needs it.
  private enum Found: Sendable {
    /// `contentMatches` also says, when regenerating, that the file has this run's command and
    /// no byte order mark (else generate would rewrite it).
    case generated(inputs: String, contentMatches: Bool)
    case notGenerated
    case unreadable
  }

  /// The result of checking `directory` when the proof holds: in sync, with every generated
  /// file counted; nil when it does not hold (filters make it nil too: a filtered check names
  /// only some files).
  ///
  /// With `regenerating` (for `generate`), every file must also carry this run's regenerate
  /// command and no byte order mark, so that generate would leave every file as it is.
  public func result(directory: String, displayName: String? = nil, regenerating: Bool = false)
    -> CheckResult?
  {
    guard options.components.isEmpty, options.experiences.isEmpty, options.platforms.isEmpty
    else { return nil }
    var components: [String: (bytes: String, shared: Bool)] = [:]
    var order: [String] = []
    var sharedFiles: [ArraySlice<UInt8>] = []
    for file in files {
      switch file.kind {
      case .sharedLibrary: sharedFiles.append(file.bytes)
      case .component(let id, let usesShared):
        // Two files of one id are an error that only loading reports.
        guard components[id] == nil else { return nil }
        components[id] = (InputsDigest.bytes(file.bytes), usesShared)
        order.append(id)
      }
    }
    guard !components.isEmpty else { return nil }
    let shared = SharedLibrary.digest(ofBuiltInOverriddenBy: sharedFiles)

    let paths = DirectoryWalker.files(in: directory) {
      $0.hasSuffix(".feature") || $0.hasSuffix(".md")
    }
    let display = displayName ?? directory
    let found = ParallelWork.map(paths.count, jobs: options.jobs) { index -> Found in
      let path = paths[index]
      let file: TextFile?
      do throws(Diagnostic) {
        file = try TextFile.readIfPresent(
          (display as NSString).appendingPathComponent(path),
          resolvedPath: (directory as NSString).appendingPathComponent(path))
      } catch {
        return .unreadable
      }
      guard let file else { return .unreadable }
      let command = options.regenerateCommand
      let marked = regenerating && file.hasByteOrderMark
      let style: GeneratedHeader.Style = path.hasSuffix(".feature") ? .gherkin : .markdown
      let scanned = file.textBytes.withUnsafeBufferPointer { bytes -> Found? in
        guard let (inputs, content, written, body) = HeaderScan.scan(bytes, style: style) else {
          return nil
        }
        let digest = XXH64.hex(UnsafeBufferPointer(rebasing: bytes[body...]))
        return .generated(
          inputs: String(inputs),
          contentMatches: content.utf8.elementsEqual(("xxh64:" + digest).utf8) && !marked
            && (!regenerating || written == command))
      }
      if let scanned { return scanned }
      // What the scan does not recognise, the header reader decides.
      guard let (header, body) = GeneratedHeader.read(from: Substring(file.text), style: style)
      else { return .notGenerated }
      return .generated(
        inputs: header.inputs,
        contentMatches: header.content == GeneratedHeader.digest(of: body) && !marked
          && (!regenerating || header.command == command))
    }

    // Generated files by component, then by `platform/experience`, feature and checklist.
    var layout: [String: [String: (feature: String?, checklist: String?)]] = [:]
    var index: String?
    for (path, outcome) in zip(paths, found) {
      if options.index, path == FeatureIndex.path {
        // Without it, or with a README.md of the team's there, check has something to say.
        guard case .generated(let inputs, true) = outcome else { return nil }
        index = inputs
        continue
      }
      let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      let known = parts.count == 3 && components[parts[0]] != nil
      switch outcome {
      case .notGenerated:
        // Ignored, as check ignores it, unless it stands where a component's files are (then
        // it may be at a generated path, which is an error to report).
        if known { return nil }
        continue
      case .unreadable:
        return nil  // an error to report
      case .generated(let inputs, let contentMatches):
        // Orphaned, at another depth, or edited: drift to report.
        guard known, contentMatches else { return nil }
        let target = parts[1] + "/" + parts[2].prefix { $0 != "." }
        var pair = layout[parts[0], default: [:]][target] ?? (nil, nil)
        if parts[2].hasSuffix(".feature") { pair.feature = inputs } else { pair.checklist = inputs }
        layout[parts[0], default: [:]][target] = pair
      }
    }

    let digest = InputsDigest(templates: templates, options: options)
    for (id, component) in components {
      guard let targets = layout[id] else { return nil }
      let names = Array(targets.keys)
      for (target, pair) in targets {
        guard let feature = pair.feature, let checklist = pair.checklist else { return nil }
        let expected = digest.value(
          component: id, bytes: component.bytes, shared: component.shared ? shared : "",
          warnings: 0, layout: names, target: target)
        guard feature == expected, checklist == expected else { return nil }
      }
    }
    if options.index {
      let value = digest.indexValue(
        components: order.compactMap { id in
          components[id].map { (id, $0.bytes, $0.shared ? shared : "", 0) }
        },
        targets: layout.flatMap { id, targets in targets.keys.map { id + "/" + $0 } })
      guard index == value else { return nil }
    }
    let checked = zip(paths, found).compactMap { path, outcome -> String? in
      if case .generated = outcome { return path }
      return nil
    }
    return CheckResult(
      items: [], filesChecked: checked, criteriaByFile: [:], diffs: [],
      fixCommand: options.regenerateCommand)
  }
}
