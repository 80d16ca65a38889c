import Diagnostics
import FileSystem
import Foundation
import ParallelWork

/// What a generation run changes in the output directory: files to write (new or changed),
/// files already up to date, and generated files that no longer correspond to the criteria.
///
/// Only files that carry this tool's header are ever removed, and only within the run's scope
/// (its component, experience and platform filters).
public struct GenerationPlan: Sendable {
  public var writes: [GeneratedFile] = []
  public var unchanged: [GeneratedFile] = []
  /// Paths relative to the output directory.
  public var removals: [String] = []

  /// Compares generated files with the output directory.
  ///
  /// - Parameters:
  ///   - files: Every file the run generates.
  ///   - directory: The output directory (it may not exist yet).
  ///   - options: The run's filters, which bound what may be removed.
  public init(files: [GeneratedFile], directory: String, options: GenerationOptions) {
    let upToDate = ParallelWork.map(files.count, jobs: options.jobs) { index in
      // Byte for byte, but for line breaks: a byte order mark is a difference to write.
      let path = (directory as NSString).appendingPathComponent(files[index].path)
      let file = try? TextFile.readIfPresent(path)
      return file.map { $0.holds(files[index].contents) } ?? false
    }
    for (file, upToDate) in zip(files, upToDate) {
      if upToDate {
        unchanged.append(file)
      } else {
        writes.append(file)
      }
    }
    let generated = Set(files.map(\.path))
    for path in Self.generatedFiles(in: directory, skipping: generated) {
      if Self.inScope(path, options: options) {
        removals.append(path)
      }
    }
  }

  /// The writes and removals as an output plan for `directory`, which messages name
  /// `displayName`.
  public func output(in directory: String, displayName: String? = nil) -> OutputPlan {
    var plan = OutputPlan(root: directory, displayRoot: displayName)
    for file in writes { plan.write(file.contents, to: file.path) }
    for path in removals { plan.remove(path) }
    return plan
  }

  /// Checks every write and removal before doing any: nothing may go through a symbolic link or
  /// outside `directory`, every directory involved must be writable, and a file at a
  /// generated path must have been generated.
  public func checkSafe(in directory: String, displayName: String? = nil)
    throws(DiagnosticsError)
  {
    let plan = output(in: directory, displayName: displayName)
    var problems: [Diagnostic] = []
    do {
      try plan.check()
    } catch {
      problems = error.diagnostics
    }
    // A file at a generated path that this tool did not write is someone's: never replace it.
    for path in writes.map(\.path)
    where Self.exists(path, in: directory) && !Self.isGenerated(path, in: directory) {
      problems.append(
        Diagnostic(
          path: plan.display(path),
          message:
            GeneratedHeader.Message.notGenerated
        ))
    }
    var seen: Set<Diagnostic> = []
    problems = problems.filter { seen.insert($0).inserted }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

  /// Writes and removes (see ``OutputPlan/apply(jobs:)``): each file atomically, on up to
  /// `jobs` threads, keeping the mode of a file it replaces, never through a symbolic link.
  public func apply(
    to directory: String, displayName: String? = nil, jobs: Int = ParallelWork.defaultJobs
  )
    throws(DiagnosticsError)
  {
    try output(in: directory, displayName: displayName).apply(jobs: jobs)
  }

  /// `*.feature` and `*.md` files below `directory` whose header says this tool generated them,
  /// leaving out the paths in `skipping` without reading them.
  static func generatedFiles(in directory: String, skipping: Set<String> = []) -> [String] {
    let candidates = DirectoryWalker.files(in: directory) {
      $0.hasSuffix(".feature") || $0.hasSuffix(".md")
    }
    return candidates.filter { !skipping.contains($0) && isGenerated($0, in: directory) }
  }

  private static func exists(_ relative: String, in directory: String) -> Bool {
    FileStatus((directory as NSString).appendingPathComponent(relative), followingLinks: false)
      != .missing
  }

  /// Whether the file starts with this tool's complete header, in its file type's syntax
  /// (read as every user file is: a pipe or device is never opened, a byte order mark is
  /// skipped).
  static func isGenerated(_ relative: String, in directory: String) -> Bool {
    let path = (directory as NSString).appendingPathComponent(relative)
    guard let file = try? TextFile.readIfPresent(path) else { return false }
    let style: GeneratedHeader.Style = relative.hasSuffix(".feature") ? .gherkin : .markdown
    return GeneratedHeader.isGenerated(Substring(file.textWithLineFeeds), style: style)
  }

  /// Whether a generated file at `path` (`component/platform/experience.ext`) falls within the
  /// run's filters; a file of another layout is in scope only for an unfiltered run.
  static func inScope(_ path: String, options: GenerationOptions) -> Bool {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count == 3 else {
      return options.components.isEmpty && options.experiences.isEmpty && options.platforms.isEmpty
    }
    let experience = (parts[2] as NSString).deletingPathExtension
    return options.includes(component: parts[0], experience: experience, platform: parts[1])
  }
}
