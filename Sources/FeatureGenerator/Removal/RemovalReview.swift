import Diagnostics
import Foundation

/// Decides whether the removals of a generation run may go ahead: a removal must never lose
/// work this tool did not write, and a run that would remove files only to write the same
/// files at other paths is a mistaken `--out`, not a change in the criteria.
public struct RemovalReview: Sendable {
  /// Paths relative to the output directory.
  public var removals: [String]
  /// Paths relative to the output directory of files the run writes that do not exist yet.
  public var newFiles: [String]

  public init(removals: [String], newFiles: [String]) {
    self.removals = removals
    self.newFiles = newFiles
  }

  /// Throws, with one error per file, when a removal would lose work or the run looks like a
  /// mistaken `--out`; then nothing should be written or removed.
  ///
  /// - Parameters:
  ///   - displayDirectory: The output directory as errors name it.
  ///   - pruneEdited: Remove files with hand-written work anyway (`--prune-edited`).
  ///   - read: The text of a file, by path relative to the output directory.
  public func check(
    displayDirectory: String, pruneEdited: Bool, read: (String) -> String?
  ) throws(DiagnosticsError) {
    let display = { (path: String) in
      displayDirectory == "." ? path : (displayDirectory as NSString).appendingPathComponent(path)
    }
    if let moved = movedOutput() {
      throw DiagnosticsError([movedOutputError(moved, read: read, display: display)])
    }
    guard !pruneEdited else { return }
    var problems: [Diagnostic] = []
    for path in removals {
      guard let text = read(path) else { continue }
      let work = HandWrittenWork(in: text, isFeature: path.hasSuffix(".feature"))
      guard let first = work.pieces.first else { continue }
      problems.append(
        Diagnostic.error(
          "no criteria generate this file any more, but it holds work a11y-gherkin did not write,"
            + " so generate removes nothing: "
            + work.pieces.map { "\($0.description) (line \($0.line))" }.joined(separator: "; ")
            + ". Move what you want to keep elsewhere and delete the file, or run generate again"
            + " with --prune-edited to remove it anyway",
          path: display(path), at: SourceLocation(line: first.line, column: first.column),
          in: text))
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

  /// A removed file and a new file at the same path one or more directories deeper or
  /// shallower: the files would only move, because `--out` names another directory than the
  /// one they were generated in.
  private func movedOutput() -> (removed: String, written: String)? {
    let written = Set(newFiles)
    // Each new file under every path it ends with ("a/b/c.md": "b/c.md", "c.md"), the first
    // new file in order for each: one lookup per removal instead of a scan of the new files.
    var deeperFiles: [Substring: String] = [:]
    for file in newFiles {
      var rest = Substring(file)
      while let slash = rest.firstIndex(of: "/") {
        rest = rest[rest.index(after: slash)...]
        if deeperFiles[rest] == nil { deeperFiles[rest] = file }
      }
    }
    // A component's file names the mistake best; the index (`README.md`) only when alone.
    let index = { (path: String) in (path as NSString).lastPathComponent == FeatureIndex.path }
    for removed in removals.filter({ !index($0) }) + removals.filter(index) {
      if let deeper = deeperFiles[Substring(removed)] {
        return (removed, deeper)
      }
      let parts = removed.split(separator: "/")
      for start in parts.indices.dropFirst()
      where written.contains(parts[start...].joined(separator: "/")) {
        return (removed, parts[start...].joined(separator: "/"))
      }
    }
    return nil
  }

  private func movedOutputError(
    _ moved: (removed: String, written: String), read: (String) -> String?,
    display: (String) -> String
  ) -> Diagnostic {
    let command = read(moved.removed).flatMap {
      GeneratedHeader.read(from: Substring($0))?.header.command
    }
    let direction =
      moved.written.count > moved.removed.count
      ? "inside the one they were generated in" : "above the one they were generated in"
    return Diagnostic(
      path: display(moved.removed),
      message:
        "generate would remove \(removals.count) generated file\(removals.count == 1 ? "" : "s")"
        + " and write the same files at other paths (such as \(display(moved.written))):"
        + " --out seems to name a directory \(direction)"
        + (command.map { "; their header says they are regenerated with: \($0)" } ?? "")
        + ". Nothing was written or removed; run generate with the --out of the existing files,"
        + " or move or delete them first")
  }
}
