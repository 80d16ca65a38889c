import ArgumentParsing
import Diagnostics
import FileSystem

/// Writes the files of `criteria export`, `templates export` and `import` into one directory
/// through an output plan: all checked before the first is written, none written through a
/// symbolic link, and a file a user may have edited never replaced without `--force`.
enum ExportWriter {
  static let force = Option<Bool>.flag(
    "force", help: "Overwrite files that exist and differ from what would be written.")

  /// Writes `files` (name and text) into `directory` as the user named it.
  ///
  /// - Returns: The report: `wrote PATH` or `unchanged PATH` for each file.
  /// - Throws: ``DiagnosticsError`` naming every file that would be overwritten without
  ///   `force`, or that cannot be written; then nothing is written.
  static func write(
    _ files: [(name: String, text: String)], to directory: String, force: Bool,
    context: CommandContext
  ) throws(DiagnosticsError) -> String {
    var plan = OutputPlan(root: context.resolve(directory), displayRoot: directory)
    var report = ""
    for file in files {
      let existing = try? TextFile.readIfPresent(
        plan.display(file.name), resolvedPath: plan.resolve(file.name))
      if let existing, existing.bytes.elementsEqual(file.text.utf8) {
        report += "unchanged \(plan.display(file.name))\n"
        continue
      }
      plan.write(file.text, to: file.name, mayReplace: force)
      report += "wrote \(plan.display(file.name))\n"
    }
    try plan.check()
    try plan.apply()
    return report
  }
}
