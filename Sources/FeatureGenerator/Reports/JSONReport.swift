import JSON

/// The report for scripts. Schema version 1 (documented in the README):
///
/// ```json
/// {"schemaVersion": 1, "tool": "a11y-gherkin", "status": "drift", "filesChecked": 12,
///  "driftedFiles": 1, "fixCommand": "a11y-gherkin generate --out features",
///  "items": [{"kind": "changed-scenario", "file": "features/…", "line": 27,
///             "component": "captcha", "experience": "table-row", "platform": "ios",
///             "criterion": "keyboard.space", "message": "step 3 differs",
///             "expected": "…", "found": "…", "cause": "edited-by-hand"}],
///  "diffs": [{"file": "features/…", "diff": "--- a/…"}]}
/// ```
///
/// Members with no value (`line` of a missing file, `criterion`, `expected`, `found`,
/// `cause`) are null, never absent; `diffs` is empty unless asked for.
struct JSONReport {
  static let schemaVersion = 1
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    func string(_ text: String?) -> JSONNode { JSONNode(text.map { .string($0) } ?? .null) }
    let items = result.items.map { item in
      JSONNode(
        .object([
          JSONMember(key: "kind", value: string(item.kind.rawValue)),
          JSONMember(key: "file", value: string(paths.display(item.file))),
          JSONMember(key: "line", value: JSONNode(item.line.map { .number(Double($0)) } ?? .null)),
          JSONMember(key: "component", value: string(item.component)),
          JSONMember(key: "experience", value: string(item.experience)),
          JSONMember(key: "platform", value: string(item.platform)),
          JSONMember(key: "criterion", value: string(item.criterion)),
          JSONMember(key: "message", value: string(item.message)),
          JSONMember(key: "expected", value: string(item.expected)),
          JSONMember(key: "found", value: string(item.found)),
          JSONMember(key: "cause", value: string(item.cause?.rawValue)),
        ]))
    }
    let diffs = result.diffs.map { diff in
      JSONNode(
        .object([
          JSONMember(key: "file", value: string(paths.display(diff.file))),
          JSONMember(
            key: "diff", value: string(diff.unified(displayPath: paths.display(diff.file)))),
        ]))
    }
    let report = JSONValue.object([
      JSONMember(key: "schemaVersion", value: JSONNode(.number(Double(Self.schemaVersion)))),
      JSONMember(key: "tool", value: string("a11y-gherkin")),
      JSONMember(key: "status", value: string(result.inSync ? "in-sync" : "drift")),
      JSONMember(key: "filesChecked", value: JSONNode(.number(Double(result.filesChecked.count)))),
      JSONMember(key: "driftedFiles", value: JSONNode(.number(Double(result.driftedFiles.count)))),
      JSONMember(key: "fixCommand", value: string(result.fixCommand)),
      JSONMember(key: "items", value: JSONNode(.array(items))),
      JSONMember(key: "diffs", value: JSONNode(.array(diffs))),
    ])
    return JSONWriter.write(report)
  }
}
