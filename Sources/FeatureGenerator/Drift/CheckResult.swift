import Diagnostics
import TextDiff

/// What `check` found: every drift item, in file order, and how to fix them.
public struct CheckResult: Sendable {
  public var items: [DriftItem]
  /// Every generated file that was compared (present or missing) or found orphaned, relative
  /// paths.
  public var filesChecked: [String]
  /// The criteria each checked file covers, for reports that list a test per criterion.
  public var criteriaByFile: [String: [String]]
  /// Unified diffs of committed against expected files that differ, by file.
  public var diffs: [FileDiff]
  /// Warnings about the inputs that did not stop the check (an obsolete WCAG reference).
  public var warnings: [Diagnostic] = []
  /// Steps of generated scenarios and backgrounds in the committed feature files that match
  /// no phrase of the step vocabulary, or several (rule `step-outside-vocabulary` or
  /// `ambiguous-step`), at the step's line and column; warnings unless the vocabulary is
  /// strict. They are not drift: regenerating does not change them.
  public var stepFindings: [Diagnostic] = []
  /// The `regenerate:` command of files generated with other settings than this check was
  /// given (criteria, templates, dialect), if any were found.
  public var generatedWith: String?
  /// The command that regenerates every file.
  public var fixCommand: String
  /// Temporary files left below the output directory by runs that were killed (relative
  /// paths, sorted), when the check listed them; nil when it did not look.
  public var temporaryLeftovers: [String]?

  public var inSync: Bool { items.isEmpty }

  /// The files with drift, in order.
  public var driftedFiles: [String] {
    var seen: Set<String> = []
    return items.map(\.file).filter { seen.insert($0).inserted }
  }
}

/// A file that differs from what the criteria generate: both texts, nil where a side has no
/// file (a missing file, an orphaned one).
public struct FileDiff: Hashable, Sendable {
  public var file: String
  public var committed: String?
  public var expected: String?

  /// The unified diff from the committed to the expected file, under `displayPath`.
  public func unified(displayPath: String) -> String {
    LineDiff(old: committed ?? "", new: expected ?? "").unified(
      oldName: committed == nil ? "/dev/null" : "a/" + displayPath,
      newName: expected == nil ? "/dev/null" : "b/" + displayPath)
  }
}
