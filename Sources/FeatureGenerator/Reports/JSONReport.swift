import Diagnostics
import JSON

/// The report for scripts. Schema version 3 (documented in the README):
///
/// ```json
/// {"schemaVersion": 3, "tool": "a11y-gherkin", "status": "drift", "filesChecked": 12,
///  "driftedFiles": 1, "fixCommand": "a11y-gherkin generate --out features",
///  "items": [{"kind": "changed-scenario", "file": "features/…", "line": 27,
///             "component": "captcha", "experience": "table-row", "platform": "ios",
///             "criterion": "keyboard.space", "message": "step 3 differs",
///             "expected": "…", "found": "…", "cause": "edited-by-hand"}],
///  "diffs": [{"file": "features/…", "diff": "--- a/…"}],
///  "diagnostics": []}
/// ```
///
/// Members with no value (`line` of a missing file, `criterion`, `expected`, `found`,
/// `cause`, the `experience` and `platform` of an orphaned file outside the layout) are null,
/// never absent or empty; `diffs` is empty unless asked for. Version 2 adds the status
/// `invalid`, with the reasons in `diagnostics` (which otherwise holds the inputs' warnings)
/// (`{"severity", "file", "line", "column", "message"}`); every version 1 member keeps its
/// meaning. Version 3 adds the index of the output directory: the kind `changed-index`, and
/// items about the index (`missing-file`, `changed-index`, `orphaned-file`, `not-canonical`)
/// whose `component`, `experience` and `platform` are null; every version 2 member keeps its
/// meaning. Each diagnostic also has `rule` (an optional member for readers): null for
/// problems with the inputs, `step-outside-vocabulary` or `ambiguous-step` for a step of a
/// committed file's generated parts that matches no phrase of the step vocabulary, or several.
struct JSONReport {
  static let schemaVersion = 3
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    let items = result.items.map { item in
      ReportJSON.object([
        ("kind", ReportJSON.string(item.kind.rawValue)),
        ("file", ReportJSON.string(paths.display(item.file))),
        ("line", ReportJSON.optional(item.line)),
        ("component", ReportJSON.optional(item.component)),
        ("experience", ReportJSON.optional(item.experience)),
        ("platform", ReportJSON.optional(item.platform)),
        ("criterion", ReportJSON.optional(item.criterion)),
        ("message", ReportJSON.string(item.message)),
        ("expected", ReportJSON.optional(item.expected)),
        ("found", ReportJSON.optional(item.found)),
        ("cause", ReportJSON.optional(item.cause?.rawValue)),
      ])
    }
    let diffs = result.diffs.map { diff in
      ReportJSON.object([
        ("file", ReportJSON.string(paths.display(diff.file))),
        ("diff", ReportJSON.string(diff.unified(displayPath: paths.display(diff.file)))),
      ])
    }
    return report(
      status: result.inSync ? "in-sync" : "drift", filesChecked: result.filesChecked.count,
      driftedFiles: result.driftedFiles.count, fixCommand: result.fixCommand, items: items,
      diffs: diffs, diagnostics: (result.warnings + result.stepFindings).map(entry))
  }

  func render(invalid diagnostics: [Diagnostic]) -> String {
    report(
      status: "invalid", filesChecked: 0, driftedFiles: 0, fixCommand: nil, items: [], diffs: [],
      diagnostics: diagnostics.map(entry))
  }

  private func entry(_ diagnostic: Diagnostic) -> JSONNode {
    ReportJSON.object([
      ("severity", ReportJSON.string(diagnostic.severity.rawValue)),
      ("file", ReportJSON.optional(diagnostic.path)),
      ("line", ReportJSON.optional(diagnostic.location?.line)),
      ("column", ReportJSON.optional(diagnostic.location?.column)),
      ("message", ReportJSON.string(diagnostic.message)),
      ("rule", ReportJSON.optional(diagnostic.rule)),
    ])
  }

  private func report(
    status: String, filesChecked: Int, driftedFiles: Int, fixCommand: String?,
    items: [JSONNode], diffs: [JSONNode], diagnostics: [JSONNode]
  ) -> String {
    let report = ReportJSON.object([
      ("schemaVersion", ReportJSON.number(Self.schemaVersion)),
      ("tool", ReportJSON.string("a11y-gherkin")),
      ("status", ReportJSON.string(status)),
      ("filesChecked", ReportJSON.number(filesChecked)),
      ("driftedFiles", ReportJSON.number(driftedFiles)),
      ("fixCommand", ReportJSON.optional(fixCommand)),
      ("items", ReportJSON.array(items)),
      ("diffs", ReportJSON.array(diffs)),
      ("diagnostics", ReportJSON.array(diagnostics)),
    ])
    return JSONWriter.write(report.value)
  }
}
