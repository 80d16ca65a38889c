import Diagnostics
import FileSystem
import Foundation

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
    for file in files {
      let path = (directory as NSString).appendingPathComponent(file.path)
      if let current = try? String(contentsOfFile: path, encoding: .utf8), current == file.contents
      {
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

  /// Writes and removes, each file atomically.
  /// Checks every write and removal before doing any: nothing may go through a symbolic link or
  /// outside `directory`, and every directory involved must be writable.
  public func checkSafe(in directory: String) throws(DiagnosticsError) {
    let contained = ContainedPath(root: directory)
    var problems: [Diagnostic] = []
    for path in writes.map(\.path) + removals {
      do {
        try contained.checkWritable(path)
      } catch {
        problems.append(error)
      }
    }
    var seen: Set<Diagnostic> = []
    problems = problems.filter { seen.insert($0).inserted }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

  public func apply(to directory: String) throws(Diagnostic) {
    for file in writes {
      try AtomicFileWriter.write(
        file.contents, to: (directory as NSString).appendingPathComponent(file.path))
    }
    for path in removals {
      let full = (directory as NSString).appendingPathComponent(path)
      do {
        try FileManager.default.removeItem(atPath: full)
      } catch {
        throw Diagnostic(path: full, message: "cannot remove the stale generated file")
      }
    }
  }

  /// `*.feature` and `*.md` files below `directory` whose header says this tool generated them,
  /// leaving out the paths in `skipping` without reading them.
  static func generatedFiles(in directory: String, skipping: Set<String> = []) -> [String] {
    let candidates = DirectoryWalker.files(in: directory) {
      $0.hasSuffix(".feature") || $0.hasSuffix(".md")
    }
    return candidates.filter { relative in
      guard !skipping.contains(relative) else { return false }
      let path = (directory as NSString).appendingPathComponent(relative)
      guard let handle = FileHandle(forReadingAtPath: path) else { return false }
      defer { try? handle.close() }
      let head = (try? handle.read(upToCount: 1024)) ?? Data()
      return GeneratedHeader.isGenerated(Substring(String(decoding: head, as: UTF8.self)))
    }
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
