import A11yCriteria
import Diagnostics
import FileSystem
import Foundation
import Gherkin

/// Tiers 2 and 3 of ``DriftCheck`` (which decides when each applies): compares the committed
/// files with what the criteria generate, by meaning; with `strict`, also demands the
/// canonical bytes.
///
/// A committed file whose header fingerprint and content hash show it is exactly what this
/// tool wrote from the same inputs is in sync without rendering anything. Every other file is
/// compared with a fresh rendering. A committed feature file that cannot be parsed is an
/// error, never drift and never clean.
struct DriftDetector: Sendable {
  let generator: FeatureGenerator
  var strict: Bool
  var includeDiffs: Bool
  /// Matches the steps of the generated parts of every committed feature file against the
  /// step vocabulary; nil leaves steps unchecked.
  var stepAudit: CommittedStepAudit?

  init(
    generator: FeatureGenerator, strict: Bool = false, includeDiffs: Bool = false,
    stepAudit: CommittedStepAudit? = nil
  ) {
    self.generator = generator
    self.strict = strict
    self.includeDiffs = includeDiffs
    self.stepAudit = stepAudit
  }

  /// What one target contributed to a check.
  private struct TargetResult: Sendable {
    var feature: String
    var checklist: String
    var criteria: [String]
    var items: [DriftItem] = []
    var diffs: [FileDiff] = []
    /// Steps of the feature file's generated parts outside the step vocabulary.
    var stepFindings: [Diagnostic] = []
    /// The regenerate command of a file generated with other settings, if one was found.
    var generatedWith: String?
    /// Which other version of the tool wrote a drifted file, if one did.
    var otherVersion: String?
  }

  /// Compares the output directory with what the criteria generate.
  ///
  /// - Parameters:
  ///   - directory: The output directory.
  ///   - displayName: The directory as errors name it (as the user wrote it); defaults to
  ///     `directory`.
  /// - Throws: ``DiagnosticsError`` for invalid criteria or templates, or committed feature
  ///   files that do not parse.
  func check(directory: String, displayName: String? = nil) throws(DiagnosticsError)
    -> CheckResult
  {
    // Targets are checked one at a time, components in parallel; only the drift found is kept.
    let perComponent = try generator.forEachTarget { job throws(DiagnosticsError) in
      try check(job, in: directory, displayName: displayName ?? directory)
    }
    var items: [DriftItem] = []
    var diffs: [FileDiff] = []
    var checked: [String] = []
    var criteriaByFile: [String: [String]] = [:]
    var stepFindings: [Diagnostic] = []
    for result in perComponent.joined() {
      items += result.items
      stepFindings += result.stepFindings
      diffs += result.diffs
      checked += [result.feature, result.checklist]
      criteriaByFile[result.feature] = result.criteria
      criteriaByFile[result.checklist] = result.criteria
    }

    // The index: checked like a checklist, unless a README.md of someone else's is there.
    var warnings: [Diagnostic] = []
    var indexGeneratedWith: String?
    switch try generator.indexDecision(in: directory, displayName: displayName ?? directory) {
    case .off: break
    case .keepHandWritten(let warning): warnings.append(warning)
    case .generate(let index):
      checked.append(index.path)
      let found = try checkIndex(index, in: directory, displayName: displayName ?? directory)
      items += found.items
      diffs += found.diffs
      indexGeneratedWith = found.generatedWith
    }

    let orphans = GenerationPlan.generatedFiles(in: directory, skipping: Set(checked))
    try Self.checkDepth(of: orphans, in: displayName ?? directory)
    for path in orphans where GenerationPlan.inScope(path, options: generator.options) {
      // The index belongs to no component.
      let parts = path == FeatureIndex.path ? [] : path.split(separator: "/").map(String.init)
      checked.append(path)
      items.append(
        DriftItem(
          kind: .orphanedFile, file: path, line: 1, component: parts.first ?? "",
          experience: parts.count == 3 ? (parts[2] as NSString).deletingPathExtension : "",
          platform: parts.count == 3 ? parts[1] : "",
          message: Message.orphaned))
      if includeDiffs, let text = Self.read(directory, path) {
        diffs.append(FileDiff(file: path, committed: text, expected: nil))
      }
    }
    var result = CheckResult(
      items: items, filesChecked: checked, criteriaByFile: criteriaByFile, diffs: diffs,
      fixCommand: generator.options.regenerateCommand)
    result.generatedWith =
      perComponent.joined().lazy.compactMap(\.generatedWith).first ?? indexGeneratedWith
    result.otherVersion = perComponent.joined().lazy.compactMap(\.otherVersion).first
    result.warnings = warnings
    result.stepFindings = stepFindings
    return result
  }

  private func check(_ job: TargetJob, in directory: String, displayName: String)
    throws(DiagnosticsError)
    -> TargetResult
  {
    let target = job.target
    var result = TargetResult(
      feature: target.featurePath, checklist: target.checklistPath,
      criteria: target.criterionIndices.map { target.component.criteria[$0].id })
    let featureFile = try Self.readCommitted(
      target.featurePath, in: directory, displayName: displayName)
    let checklistFile = try Self.readCommitted(
      target.checklistPath, in: directory, displayName: displayName)
    // Lines are compared as `\n`-ended whatever the checkout made of them.
    let feature = featureFile?.textWithLineFeeds
    let checklist = checklistFile?.textWithLineFeeds
    // A byte order mark is no part of the text, but the canonical bytes have none.
    let featureMarked = featureFile?.hasByteOrderMark ?? false
    let checklistMarked = checklistFile?.hasByteOrderMark ?? false
    // A file at a generated path that this tool did not write is someone's: say so, as
    // generate does, instead of reporting every difference from what it would write.
    var notGenerated: [Diagnostic] = []
    for (path, text) in [(target.featurePath, feature), (target.checklistPath, checklist)] {
      if let text, !GeneratedHeader.isGenerated(Substring(text)) {
        if path == target.featurePath {
          // A feature file that does not parse says so first.
          _ = try FeatureGenerator.parse(
            text, path: (displayName as NSString).appendingPathComponent(path))
        }
        notGenerated.append(
          Diagnostic(
            path: (displayName as NSString).appendingPathComponent(path),
            message:
              GeneratedHeader.Message.notGenerated
          ))
      }
    }
    guard notGenerated.isEmpty else { throw DiagnosticsError(notGenerated) }
    let featureDisplayPath = (displayName as NSString).appendingPathComponent(target.featurePath)
    // The steps of the committed file are checked whether or not it is in sync: a step the
    // criteria themselves put outside the vocabulary is in sync, and still has no glue.
    func auditSteps(_ document: GherkinDocument, _ text: String) {
      guard let audit = stepAudit else { return }
      result.stepFindings = audit.findings(in: document, path: featureDisplayPath, source: text)
    }
    // The fast path trusts a header whose fingerprint is this run's and whose content hash
    // matches the rest of the file; --strict renders every file afresh instead. The
    // fingerprint covers the tool's version and the vocabulary, so the steps need matching
    // again only when generation found some outside the vocabulary (or the header does not
    // say it found none).
    if !strict, let feature, let checklist, job.isCurrent(feature, sameCommand: false),
      job.isCurrent(checklist, sameCommand: false)
    {
      if let stepAudit, !job.stepsWereAudited(feature) {
        result.stepFindings = try stepAudit.findings(
          inGenerated: feature, path: featureDisplayPath)
      }
      return result
    }
    // Rendered as generate renders it, audit included: the audit's count is part of the
    // `inputs:` value of the headers --strict compares.
    let rendered =
      if let stepAudit { try job.render(auditing: stepAudit.vocabulary).0 } else {
        try job.render()
      }
    func item(
      _ kind: DriftKind, _ path: String, line: Int?, criterion: String? = nil, message: String,
      expected: String? = nil, found: String? = nil, cause: DriftCause? = nil
    ) -> DriftItem {
      var item = DriftItem(
        kind: kind, file: path, line: line, component: target.component.id,
        experience: target.experience.id,
        platform: target.platform.id, criterion: criterion, message: message, expected: expected,
        found: found,
        cause: cause)
      let source = target.component.source.path
      if cause == .inputsChanged || cause == .both, !source.isEmpty,
        !source.hasPrefix(BuiltInCatalog.displayPath(""))
      {
        item.criteriaFile = source
      }
      return item
    }
    func diff(_ path: String, committed: String?, expected: String) {
      if includeDiffs {
        result.diffs.append(FileDiff(file: path, committed: committed, expected: expected))
      }
    }
    func fileCause(_ text: String) -> DriftCause {
      let cause = Self.cause(of: text, job: job)
      if result.otherVersion == nil { result.otherVersion = job.otherVersion(of: text) }
      if cause == .otherSettings, result.generatedWith == nil {
        result.generatedWith = GeneratedHeader.read(from: Substring(text))?.header.command
      }
      return cause
    }

    // The feature file, compared by meaning, with the cause decided for each scenario.
    let featurePath = target.featurePath
    if let text = feature {
      let committed = try FeatureGenerator.parse(text, path: featureDisplayPath)
      auditSteps(committed, text)
      let cause = fileCause(text)
      var fileItems: [DriftItem] = []
      if let committedFeature = committed.feature,
        let comparison = FeatureComparison.of(
          rendered, committed: committedFeature, text: text, fileCause: cause)
      {
        for difference in comparison.differences() {
          fileItems.append(
            item(
              difference.kind, featurePath, line: difference.line, criterion: difference.criterion,
              message: difference.message, expected: difference.expected, found: difference.found,
              cause: difference.cause))
        }
      } else if committed.feature == nil {
        fileItems.append(
          item(
            .changedHeader, featurePath, line: 1, message: Message.noFeature, cause: cause))
      }
      if !fileItems.isEmpty || strict || includeDiffs {
        let canonical = rendered.feature(committed: committed)
        if fileItems.isEmpty, strict, canonical != text {
          let body = GeneratedHeader.read(from: Substring(text))?.body ?? Substring(text)
          let expectedBody = GeneratedHeader.read(from: Substring(canonical))?.body
          // Same meaning: either the layout differs (fmt rewrites it) or only the header does
          // (its regenerate command or record; generate rewrites it).
          let message =
            body != expectedBody
            ? Message.notCanonical(
              fix: (displayName as NSString).appendingPathComponent(featurePath))
            : Message.headerDiffers
          fileItems.append(
            item(
              .notCanonical, featurePath, line: Self.firstDifferingBodyLine(text, canonical),
              message: message))
        } else if fileItems.isEmpty, strict, featureMarked {
          fileItems.append(
            item(
              .notCanonical, featurePath, line: 1,
              message: Message.byteOrderMark))
        }
        if canonical != text { diff(featurePath, committed: text, expected: canonical) }
      }
      result.items += fileItems
    } else {
      result.items.append(
        item(.missingFile, featurePath, line: nil, message: Message.featureMissing))
      diff(featurePath, committed: nil, expected: rendered.feature(committed: nil))
    }

    // The checklist, compared as text below its header (the header's regenerate command
    // depends on how the output directory was named, which is not drift) with every tick
    // undone: a ticked item is the tester's record.
    let checklistPath = target.checklistPath
    let expected = rendered.checklist(committed: checklist)
    if let text = checklist {
      let body = GeneratedHeader.read(from: Substring(text))?.body ?? Substring(text)
      let untickedBody = ChecklistTicks.undone(body)
      if untickedBody != rendered.checklistBody {
        // Each criterion's changed item is drift of that criterion; the other lines, one item.
        let cause = fileCause(text)
        let differences = ChecklistItems.differences(
          committed: body, expected: Substring(rendered.checklistBody))
        let firstLine = Self.firstDifferingBodyLine(text, rendered.checklist)
        var checklistItems: [DriftItem] = []
        for difference in differences {
          checklistItems.append(
            item(
              .changedChecklist, checklistPath,
              line: difference.found.map { Self.lineNumber(of: $0, in: text) } ?? firstLine,
              criterion: difference.criterion,
              message: difference.found == nil ? Message.itemMissing : Message.itemDiffers,
              expected: String(difference.expected),
              found: difference.found.map(String.init) ?? "(no item)", cause: cause))
        }
        if let other = ChecklistItems.firstOtherDifference(
          committed: body, expected: Substring(rendered.checklistBody),
          skipping: Set(differences.map(\.criterion)))
        {
          let shown = { (line: Substring?) in line.map(String.init) ?? "(end of file)" }
          checklistItems.append(
            item(
              .changedChecklist, checklistPath, line: Self.lineNumber(of: other.place, in: text),
              message: Message.lineDiffers, expected: shown(other.expected),
              found: shown(other.found), cause: cause))
        }
        result.items += checklistItems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
      } else if strict,
        ChecklistTicks.undone(Substring(Self.withoutContentHash(text)))
          != ChecklistTicks.undone(Substring(Self.withoutContentHash(rendered.checklist)))
      {
        result.items.append(
          item(
            .notCanonical, checklistPath, line: Self.firstDifferingLine(text, expected),
            message: Message.headerDiffers))
      } else if strict, checklistMarked {
        result.items.append(
          item(
            .notCanonical, checklistPath, line: 1,
            message: Message.byteOrderMark))
      }
      if text != expected { diff(checklistPath, committed: text, expected: expected) }
    } else {
      result.items.append(
        item(.missingFile, checklistPath, line: nil, message: Message.checklistMissing))
      diff(checklistPath, committed: nil, expected: expected)
    }
    return result
  }

  /// Generated files always lie at `COMPONENT/PLATFORM/EXPERIENCE.ext`, and the index at the
  /// top (`README.md`): generated files at another depth mean the output directory named is
  /// not the one they were generated in (one inside it, or one above it), which is a mistake
  /// in the command, not drift.
  private static func checkDepth(of paths: [String], in displayName: String)
    throws(DiagnosticsError)
  {
    func depth(_ path: String) -> Int { path.split(separator: "/").count }
    func expectedDepth(_ path: String) -> Int {
      (path as NSString).lastPathComponent == FeatureIndex.path ? 1 : 3
    }
    // A component's file names the mistake best; the index only when it is alone.
    let misplaced = paths.filter { depth($0) != expectedDepth($0) }
    guard
      let path = misplaced.first(where: { expectedDepth($0) == 3 }) ?? misplaced.first
    else { return }
    let parts = path.split(separator: "/").map(String.init)
    let expected = expectedDepth(path)
    let suggestion: String
    if parts.count > expected {
      let below = parts.prefix(parts.count - expected).joined(separator: "/")
      suggestion =
        displayName == "." ? below : (displayName as NSString).appendingPathComponent(below)
    } else {
      // Up one directory per missing level, by text (the directory may be `.` or `..`).
      let absolute = displayName.hasPrefix("/")
      var components = displayName.split(separator: "/").map(String.init).filter { $0 != "." }
      for _ in parts.count..<expected {
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !absolute {
          components.append("..")
        }
      }
      let joined = components.joined(separator: "/")
      suggestion = absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
    throw DiagnosticsError([
      Diagnostic(
        path: displayName,
        message:
          "the output directory holds generated files at another depth than generate writes them (such as \(path)): name the directory they were generated in, such as --out \(suggestion)"
      )
    ])
  }

  /// A checklist without the `content:` line of its header: ticking an item by hand changes
  /// the hash, but ticks are the tester's record, not drift, even under --strict.
  private static func withoutContentHash(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if let index = lines.prefix(8).firstIndex(where: { $0.hasPrefix("content: ") }) {
      lines.remove(at: index)
    }
    return lines.joined(separator: "\n")
  }

  /// The cause for a whole file, from its header: the same fingerprint means the inputs are as
  /// they were, so a difference is a hand edit; another fingerprint with the same settings
  /// means the criteria or templates changed; with other settings, that is the reason.
  private static func cause(of text: String, job: TargetJob) -> DriftCause {
    cause(of: text, fingerprint: job.fingerprint, command: job.command)
  }

  static func cause(of text: String, fingerprint: String, command: String) -> DriftCause {
    guard let header = GeneratedHeader.read(from: Substring(text))?.header else {
      return .editedByHand
    }
    if header.fingerprint == fingerprint { return .editedByHand }
    return RegenerateCommand.settings(of: header.command)
      == RegenerateCommand.settings(of: command) ? .inputsChanged : .otherSettings
  }

  /// A committed file, or nil when there is none; a file that is there but cannot be read as
  /// UTF-8 text (a directory, a pipe, an unreadable file, binary data, UTF-16) is invalid
  /// input, not drift.
  static func readCommitted(_ path: String, in directory: String, displayName: String)
    throws(DiagnosticsError)
    -> TextFile?
  {
    do throws(Diagnostic) {
      return try TextFile.readIfPresent(
        (displayName as NSString).appendingPathComponent(path),
        resolvedPath: (directory as NSString).appendingPathComponent(path))
    } catch {
      throw DiagnosticsError([error])
    }
  }

  static func read(_ directory: String, _ path: String) -> String? {
    try? TextFile.readIfPresent(
      path, resolvedPath: (directory as NSString).appendingPathComponent(path))?.textWithLineFeeds
  }

  /// The first line where two generated files differ below their headers (whose content hashes
  /// differ whenever the bodies do), or in the header when only it differs.
  static func firstDifferingBodyLine(_ a: String, _ b: String) -> Int {
    guard let left = GeneratedHeader.read(from: Substring(a)),
      let right = GeneratedHeader.read(from: Substring(b)),
      left.body != right.body
    else { return firstDifferingLine(a, b) }
    let headerLines = a.utf8.prefix(a.utf8.count - left.body.utf8.count).filter {
      $0 == UInt8(ascii: "\n")
    }.count
    return headerLines + firstDifferingLine(String(left.body), String(right.body))
  }

  static func firstDifferingLine(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<min(left.count, right.count) where left[index] != right[index] {
      return index + 1
    }
    return min(left.count, right.count) + 1
  }

  /// The 1-based line of `text` that `slice`, a slice of it, starts on.
  static func lineNumber(of slice: Substring, in text: String) -> Int {
    text.utf8[..<slice.startIndex].count { $0 == UInt8(ascii: "\n") } + 1
  }

  static func line(_ number: Int, of text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // A text ending in a line break has an empty last piece, which is no line.
    let count = text.hasSuffix("\n") ? lines.count - 1 : lines.count
    return number <= count ? String(lines[number - 1]) : "(end of file)"
  }
}
