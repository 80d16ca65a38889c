import Diagnostics
import FileSystem
import Foundation

/// A generation run that writes as it renders, so that memory holds one target's files per
/// thread rather than the whole output, and still decides on the whole plan before anything
/// changes in the output directory.
///
/// Every file goes through ``take(_:committed:)`` as soon as it is made: compared byte for
/// byte with the committed file, and, when it differs, checked where it goes (as
/// ``GenerationPlan/checkSafe(in:displayName:)`` checks it) and written under a temporary
/// name beside its path (``StagedWrites``), unless the run is a dry run, the path is at
/// fault or someone else's file is there. Then the checks that need every path (removals,
/// hand-written files, unsafe paths) run on what ``take(_:committed:)`` returned, and only
/// ``commit(removing:)`` renames the staged files into place. Any error before that, and
/// ``discard()`` leaves the output directory as it was: an error writes nothing.
public struct GenerationStream: Sendable {
  /// The output directory.
  public let directory: String
  /// The output directory as messages name it.
  public let displayName: String
  let options: GenerationOptions
  /// Where changed files are written until the commit; nil on a dry run.
  let staging: StagedWrites?
  /// The paths of the run, for the checks of each path.
  private let paths: OutputPlan
  /// Why nothing can be written in the output directory (not a directory), found first.
  private let rootProblem: Diagnostic?
  /// Whether a file whose new contents discard hand edits is written all the same.
  let discardingEdits: Bool

  /// - Parameters:
  ///   - writing: false for a dry run: nothing is staged, nothing will be written.
  ///   - discardingEdits: Write files whose new contents discard hand edits in the committed
  ///     ones (`--discard-edits`); otherwise such a file is left as it is.
  public init(
    directory: String, displayName: String, options: GenerationOptions, writing: Bool,
    discardingEdits: Bool = false
  ) {
    self.directory = directory
    self.displayName = displayName
    self.options = options
    self.discardingEdits = discardingEdits
    paths = OutputPlan(root: directory, displayRoot: displayName)
    var rootProblem: Diagnostic?
    do throws(Diagnostic) {
      try paths.checkRoot()
    } catch {
      rootProblem = error
    }
    self.rootProblem = rootProblem
    staging = writing ? StagedWrites(root: directory, displayRoot: displayName) : nil
  }

  /// Compares `file` with `committed`, the file read at its path (nil when there is none),
  /// and stages it when it differs and may be written there.
  ///
  /// - Throws: ``DiagnosticsError`` when the file cannot be staged (its directory cannot be
  ///   made, the disk is full).
  public func take(_ file: GeneratedFile, committed: TextFile?) throws(DiagnosticsError)
    -> StreamedFile
  {
    // Byte for byte, but for line breaks (a checkout's `\r\n` stays): a byte order mark is a
    // difference to write.
    if let committed, committed.holds(file.contents) {
      return StreamedFile(
        path: file.path, changed: false, isNew: false, problem: nil, isHandWritten: false)
    }
    var outcome = StreamedFile(
      path: file.path, changed: true, isNew: committed == nil, problem: nil,
      isHandWritten: false)
    outcome.handEdits = file.handEdits
    // Edited generated content is the team's until they say otherwise: nothing is staged.
    if !file.handEdits.isEmpty, !discardingEdits {
      outcome.changed = false
      return outcome
    }
    do throws(Diagnostic) {
      try paths.check(writing: file.path)
    } catch {
      outcome.problem = error
    }
    if let committed {
      let style: GeneratedHeader.Style = file.path.hasSuffix(".feature") ? .gherkin : .markdown
      outcome.isHandWritten = !GeneratedHeader.isGenerated(
        Substring(committed.textWithLineFeeds), style: style)
    }
    if let staging, rootProblem == nil, outcome.problem == nil, !outcome.isHandWritten {
      do throws(Diagnostic) {
        try staging.stage(committed?.rewritten(file.contents) ?? file.contents, at: file.path)
      } catch {
        throw DiagnosticsError([error])
      }
    }
    return outcome
  }

  /// ``take(_:committed:)`` for a file whose committed version the run has not read (the
  /// index): read here, as a file that cannot be read as text is one to write.
  public func take(_ file: GeneratedFile) throws(DiagnosticsError) -> StreamedFile {
    let path = (directory as NSString).appendingPathComponent(file.path)
    let committed = try? TextFile.readIfPresent(path)
    var outcome = try take(file, committed: committed)
    outcome.isNew = outcome.changed && FileStatus(path, followingLinks: false) == .missing
    return outcome
  }

  /// Generated files in the output directory that no file of the run stands for, within the
  /// run's filters: the files it removes (see ``GenerationPlan``).
  public func removals(besides files: [StreamedFile]) -> [String] {
    let generated = Set(files.map(\.path))
    return GenerationPlan.generatedFiles(in: directory, skipping: generated).filter {
      GenerationPlan.inScope($0, options: options)
    }
  }

  /// The checks of ``GenerationPlan/checkSafe(in:displayName:)`` over the files the run
  /// writes and removes, with the same errors in the same order.
  public func checkSafe(writes: [StreamedFile], removals: [String]) throws(DiagnosticsError) {
    if let rootProblem { throw DiagnosticsError([rootProblem]) }
    var problems: [Diagnostic] = []
    var seen: Set<String> = []
    for problem in writes.compactMap(\.problem) where seen.insert(problem.description).inserted {
      problems.append(problem)
    }
    var removing = OutputPlan(root: directory, displayRoot: displayName)
    for path in removals { removing.remove(path) }
    do {
      try removing.check()
    } catch {
      for problem in error.diagnostics where seen.insert(problem.description).inserted {
        problems.append(problem)
      }
    }
    // A file at a generated path that this tool did not write is someone's: never replace it.
    for file in writes where file.isHandWritten {
      problems.append(
        Diagnostic(
          path: paths.display(file.path),
          message:
            GeneratedHeader.Message.notGenerated
        ))
    }
    var unique: Set<Diagnostic> = []
    problems = problems.filter { unique.insert($0).inserted }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

  /// The errors of the files the run leaves as they are for their hand edits, one per
  /// edited line, in path order.
  public func handEditErrors(in files: [StreamedFile]) -> [Diagnostic] {
    files.filter(\.keptForHandEdits).sorted { $0.path < $1.path }.flatMap { file in
      file.handEdits.map { $0.diagnostic(path: paths.display(file.path)) }
    }
  }

  /// Renames every staged file into place, then removes `removals` (paths relative to the
  /// output directory); nothing is removed when a rename fails. Does nothing on a dry run.
  public func commit(removing removals: [String]) throws(DiagnosticsError) {
    guard let staging else { return }
    try staging.commit()
    var removing = OutputPlan(root: directory, displayRoot: displayName)
    for path in removals { removing.remove(path) }
    try removing.apply()
  }

  /// Removes every staged file and every directory staging made: the run ends with the
  /// output directory as it found it.
  public func discard() {
    staging?.discard()
  }
}
