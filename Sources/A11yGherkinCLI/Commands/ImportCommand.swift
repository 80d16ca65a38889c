import A11yCriteria
import ArgumentParsing
import Diagnostics
import FileSystem
import Foundation
import MagentaImport

/// `a11y-gherkin import magentaa11y FILE... --out DIR`: MagentaA11y documents as criteria files.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    path: ["import", "magentaa11y"],
    abstract: "Convert MagentaA11y guideline documents into criteria files.",
    discussion: """
      Reads native-app documents of the MagentaA11y guidelines in either format (YAML front
      matter, or Markdown with a '## Condensed' section) and writes one criteria file per
      document, named by the document's file name (captcha.md: captcha.json), with the JSON
      Schema beside them. A directory stands for the Markdown files below it. Templates and
      drafts (file names starting with '_') are skipped; so are web documents in a batch,
      while one named on its own is an error.

      Shared keys map to the built-in catalog's ids in all their spellings (Tab, arrow keys or
      Ctrl+Tab: keyboard.focus; Spacebar: keyboard.space; Doubletap: gesture.double-tap;
      Name: screen-reader.name; Text resize: settings.text-resize ...); other keys become
      criteria of their own under their group (Escape: keyboard.escape). 'n/a' leaves a
      criterion out. Platforms come from the text ("on Android"), developer notes from the
      iOS and Android notes by framework.

      Oddities of hand-written documents are warnings on stderr and the import goes on. A
      document that cannot be read is an error: nothing is written for any input (exit 2).
      A criteria file that exists and differs from what the import gives (one you edited) is
      not overwritten either, unless --force is given. Files are written atomically, never
      through a symbolic link.
      """,
    options: [
      .value("out", "DIR", help: "The directory to write to; created if missing.", required: true),
      ExportWriter.force.spec,
    ],
    positionals: [
      PositionalSpec(
        "FILE", help: "A MagentaA11y document (.md), or a directory of them.", repeatable: true)
    ],
    examples: [
      ("import magentaa11y captcha.md --out imported", "Convert one document"),
      (
        "import magentaa11y docs/*.md --out imported",
        "Convert several; nothing is written unless all of them can be read"
      ),
      (
        "import magentaa11y docs --out imported",
        "Convert every document below a directory, skipping drafts"
      ),
      ("list --criteria imported", "Then see what was imported"),
      (
        "import magentaa11y captcha.md --out criteria --force",
        "Replace criteria files, edited ones included"
      ),
    ],
    documentation: "docs/import.md")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let outArgument = arguments.value("out") ?? ""
    let out = context.resolve(outArgument)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw Diagnostic(path: outArgument, message: "--out names a file, not a directory")
    }
    let importer = MagentaImporter(platforms: try MagentaImporter.builtInPlatforms())

    // Read and check every document before writing anything.
    var results: [ImportResult] = []
    var diagnostics: [Diagnostic] = []
    var writers: [String: String] = [:]
    let inputs = documents(arguments.positionals, context: context, diagnostics: &diagnostics)
    // One document named on its own is refused with an error; a batch skips what it cannot use.
    let isBatch = inputs.count > 1 || inputs.first?.fromDirectory == true
    var skipped: [(path: String, reason: String)] = []
    for (path, _) in inputs {
      if DocumentName.isDraft(path) {
        skipped.append((path, "a template or draft: its file name starts with '_'"))
        continue
      }
      let text: String
      do throws(Diagnostic) {
        text = try TextFile.read(path, resolvedPath: context.resolve(path)).text
      } catch {
        diagnostics.append(error)
        continue
      }
      if isBatch, let refusal = importer.refusal(text: text, path: path) {
        var warning = refusal
        warning.severity = .warning
        warning.message += "; skipped"
        diagnostics.append(warning)
        skipped.append((path, "a web document (see its warning)"))
        continue
      }
      do {
        let result = try importer.importDocument(text: text, path: path)
        diagnostics += result.warnings
        if let other = writers[result.fileName] {
          diagnostics.append(
            Diagnostic(
              path: path,
              message:
                "'\(result.component.id)' is also imported from \(other); both would write \(result.fileName)"
            ))
          continue
        }
        writers[result.fileName] = path
        results.append(result)
      } catch {
        diagnostics += error.diagnostics
      }
    }
    if results.isEmpty, !skipped.isEmpty {
      let drafts = skipped.filter { DocumentName.isDraft($0.path) }.count
      let web = skipped.count - drafts
      let kinds = [
        (drafts, "template or draft", "templates or drafts"),
        (web, "web document", "web documents"),
      ]
      .filter { $0.0 > 0 }.map { plural($0.0, $0.1, $0.2) }.joined(separator: ", ")
      diagnostics.append(
        Diagnostic(message: "no document to import: every one was skipped (\(kinds))"))
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(diagnostics)
    }

    context.writeDiagnostics(diagnostics)
    var files = results.map { (name: $0.fileName, text: $0.criteriaDocument) }
    files.append(
      (
        CriteriaFormat.schemaV2FileName,
        BuiltInCatalog.embeddedFile(CriteriaFormat.schemaV2FileName) ?? ""
      ))
    var report = results.map { summary(of: $0, out: outArgument) }.joined(separator: "\n")
    report += "\n"
    report += try ExportWriter.write(
      files, to: outArgument, force: arguments.value(of: ExportWriter.force), context: context)
    if !skipped.isEmpty {
      report += "skipped \(plural(skipped.count, "document")):\n"
      report += skipped.map { "  \($0.path): \($0.reason)\n" }.joined()
    }
    let criteria = results.map(\.component.criteria.count).reduce(0, +)
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    report +=
      "imported \(plural(results.count, "document")): \(plural(criteria, "criterion", "criteria")), \(plural(warnings, "warning"))\n"
    context.writeText(report)
    return .success
  }

  /// The documents the arguments name: a file as given, a directory as the Markdown files
  /// below it (`.md`, `.markdown`; hidden ones left out), in name order. A directory without
  /// any is an error.
  static func documents(
    _ arguments: [String], context: CommandContext, diagnostics: inout [Diagnostic]
  ) -> [(path: String, fromDirectory: Bool)] {
    var documents: [(path: String, fromDirectory: Bool)] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: context.resolve(argument), isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        documents.append((argument, false))
        continue
      }
      let found = DirectoryWalker.files(
        in: context.resolve(argument), skipHidden: true, include: DocumentName.isMarkdown)
      if found.isEmpty {
        diagnostics.append(
          Diagnostic(path: argument, message: "a directory without Markdown documents (.md)"))
      }
      documents += found.map { (join(argument, $0), true) }
    }
    return documents
  }

  /// What one document gave: the component, its criteria, what was left out, the warnings.
  static func summary(of result: ImportResult, out: String) -> String {
    let component = result.component
    var text = "\(result.path) (\(result.format.rawValue)) -> \(join(out, result.fileName))\n"
    text += "  component:   \(component.id) (\(component.title))\n"
    text += "  experiences: \(component.experiences.map(\.id).joined(separator: ", "))\n"
    text += "  criteria:    \(component.criteria.count)\n"
    let mapping = result.mapping
    text +=
      "  items:       \(mapping.mapped) mapped onto standard criteria, \(mapping.freeForm) free-form, \(mapping.leftOut) left out, \(result.conflicts) conflicting (Gherkin against Condensed)\n"
    if !mapping.freeFormIds.isEmpty {
      text += "  free-form (review them): \(mapping.freeFormIds.joined(separator: ", "))\n"
    }
    if !mapping.candidateExperiences.isEmpty {
      text +=
        "  candidate experiences: \(mapping.candidateExperiences.joined(separator: "; ")) (the document names them as alternatives)\n"
    }
    var rows: [[String]] = []
    for criterion in component.criteria {
      rows.append([
        criterion.id, criterion.applicability.platforms?.joined(separator: ", ") ?? "all",
        criterion.wcag.joined(separator: " "),
      ])
    }
    text += indent(TextTable.render(rows), by: 2)
    if result.experienceChecklistItems > 0 {
      text +=
        "  per-experience items: \(result.experienceChecklistItems) (from the topics' 'Experiences' lists)\n"
    }
    if !result.leftOut.isEmpty {
      text += "  left out:\n"
      text += indent(
        TextTable.render(
          result.leftOut.map { item in
            [item.subject, item.reason + (item.line.map { " (line \($0))" } ?? "")]
          }), by: 2)
    }
    if !result.frameworkNoteTopics.isEmpty {
      text +=
        "  kept as framework notes (no criterion of their own): \(result.frameworkNoteTopics.joined(separator: ", "))\n"
    }
    let warnings = result.warnings.filter { $0.severity == .warning }.count
    text += "  warnings:    \(warnings)\n"
    return text
  }

  private static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil)
    -> String
  {
    "\(count) " + (count == 1 ? singular : pluralForm ?? singular + "s")
  }

  private static func indent(_ text: String, by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
