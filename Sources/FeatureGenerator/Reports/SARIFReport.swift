import Diagnostics
import JSON

/// SARIF 2.1.0 for code-scanning tools: one rule per drift kind, one result per drift item
/// with its physical location.
///
/// Locations are percent-encoded URI references relative to `%SRCROOT%`, the base directory
/// of ``ReportPaths`` (the repository root), which `originalUriBaseIds` declares. With `--diff`,
/// a file's unified diff ends the message of its first result.
struct SARIFReport {
  let paths: ReportPaths

  /// The rule of invalid input: criteria, templates or a committed file the tool cannot read.
  static let invalidInputRule = "invalid-input"
  /// The rule of warnings about the inputs that do not stop the check.
  static let inputWarningRule = "input-warning"
  /// The rules of steps outside the step vocabulary, after every other rule so that the
  /// indexes of those stay as they were.
  static let stepRules = CommittedStepAudit.rules

  func render(_ result: CheckResult) -> String {
    var diffed: Set<String> = []
    let results = result.items.map { item in
      var location: [(String, JSONNode)] = [("artifactLocation", artifact(file: item.file))]
      if let line = item.line {
        location.append(
          ("region", ReportJSON.object([("startLine", ReportJSON.number(max(1, line)))])))
      }
      var message = ([item.message] + item.details).joined(separator: "\n")
      if diffed.insert(item.file).inserted,
        let diff = result.diffs.first(where: { $0.file == item.file })
      {
        message += "\n\n" + diff.unified(displayPath: paths.fromBase(file: diff.file))
      }
      var properties: [(String, JSONNode)] = [
        ("component", ReportJSON.string(item.component)),
        ("experience", ReportJSON.string(item.experience)),
        ("platform", ReportJSON.string(item.platform)),
      ]
      if let criterion = item.criterion {
        properties.append(("criterion", ReportJSON.string(criterion)))
      }
      if let cause = item.cause { properties.append(("cause", ReportJSON.string(cause.rawValue))) }
      return ReportJSON.object([
        ("ruleId", ReportJSON.string(item.kind.rawValue)),
        ("ruleIndex", ReportJSON.number(DriftKind.allCases.firstIndex(of: item.kind) ?? 0)),
        ("level", ReportJSON.string("error")),
        ("message", ReportJSON.object([("text", ReportJSON.string(message))])),
        (
          "locations",
          ReportJSON.array([ReportJSON.object([("physicalLocation", ReportJSON.object(location))])])
        ),
        ("properties", ReportJSON.object(properties)),
      ])
    }
    var invocation: [(String, JSONNode)] = [("executionSuccessful", ReportJSON.bool(true))]
    if !result.warnings.isEmpty {
      invocation.append(
        ("toolExecutionNotifications", ReportJSON.array(result.warnings.map(notification))))
    }
    return log(
      results: diagnosticResults(result.warnings) + results
        + diagnosticResults(result.stepFindings),
      invocation: invocation)
  }

  /// Invalid input: every diagnostic is a tool execution notification, and those that name a
  /// file are also results, so that code scanning shows them on the file.
  func render(invalid diagnostics: [Diagnostic]) -> String {
    log(
      results: diagnosticResults(diagnostics),
      invocation: [
        ("executionSuccessful", ReportJSON.bool(false)),
        ("toolExecutionNotifications", ReportJSON.array(diagnostics.map(notification))),
      ])
  }

  /// The members a diagnostic's notification and result share: message, level, location.
  private func located(_ diagnostic: Diagnostic) -> [(String, JSONNode)] {
    let message = ReportJSON.object([("text", ReportJSON.string(diagnostic.message))])
    var located: [(String, JSONNode)] = [
      ("message", message), ("level", ReportJSON.string(Self.level(diagnostic.severity))),
    ]
    guard !diagnostic.path.isEmpty else { return located }
    var location: [(String, JSONNode)] = [
      ("artifactLocation", artifact(path: paths.fromBase(path: diagnostic.path)))
    ]
    if let start = diagnostic.location {
      location.append(
        (
          "region",
          ReportJSON.object([
            ("startLine", ReportJSON.number(max(1, start.line))),
            ("startColumn", ReportJSON.number(max(1, start.column))),
          ])
        ))
    }
    located.append(
      (
        "locations",
        ReportJSON.array([ReportJSON.object([("physicalLocation", ReportJSON.object(location))])])
      ))
    return located
  }

  private func notification(_ diagnostic: Diagnostic) -> JSONNode {
    ReportJSON.object(located(diagnostic))
  }

  /// Results for the diagnostics that name a file: errors under `invalid-input`, warnings
  /// under `input-warning`.
  private func diagnosticResults(_ diagnostics: [Diagnostic]) -> [JSONNode] {
    diagnostics.filter { !$0.path.isEmpty }.map { diagnostic in
      let isError = diagnostic.severity == .error
      var rule = isError ? Self.invalidInputRule : Self.inputWarningRule
      var index = DriftKind.allCases.count + (isError ? 0 : 1)
      if let own = diagnostic.rule,
        let position = Self.stepRules.firstIndex(where: { $0.id == own })
      {
        rule = own
        index = DriftKind.allCases.count + 2 + position
      }
      return ReportJSON.object(
        [("ruleId", ReportJSON.string(rule)), ("ruleIndex", ReportJSON.number(index))]
          + located(diagnostic))
    }
  }

  private static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A file of the output directory as an artifact location.
  private func artifact(file: String) -> JSONNode {
    artifact(path: paths.fromBase(file: file))
  }

  /// A path relative to the base (or absolute, outside it) as an artifact location.
  private func artifact(path: String) -> JSONNode {
    if path.hasPrefix("/") {
      return ReportJSON.object([("uri", ReportJSON.string("file://" + URIText.encode(path)))])
    }
    return ReportJSON.object([
      ("uri", ReportJSON.string(URIText.encode(path))),
      ("uriBaseId", ReportJSON.string("%SRCROOT%")),
    ])
  }

  private func log(results: [JSONNode], invocation: [(String, JSONNode)]) -> String {
    let rules =
      DriftKind.allCases.map { kind in
        rule(
          id: kind.rawValue, title: kind.title, summary: kind.summary)
      } + [
        rule(
          id: Self.invalidInputRule, title: "invalid input",
          summary:
            "Criteria, templates or a committed file cannot be read; the check could not run."),
        rule(
          id: Self.inputWarningRule, title: "input warning",
          summary: "The inputs load, but something in them deserves a second look.",
          level: "warning"),
      ]
      + Self.stepRules.map {
        rule(id: $0.id, title: $0.title, summary: $0.summary, level: "warning")
      }
    let base = paths.base.hasSuffix("/") ? paths.base : paths.base + "/"
    let run = ReportJSON.object([
      (
        "tool",
        ReportJSON.object([
          (
            "driver",
            ReportJSON.object([
              ("name", ReportJSON.string("a11y-gherkin")),
              ("rules", ReportJSON.array(rules)),
            ])
          )
        ])
      ),
      (
        "originalUriBaseIds",
        ReportJSON.object([
          (
            "%SRCROOT%",
            ReportJSON.object([("uri", ReportJSON.string("file://" + URIText.encode(base)))])
          )
        ])
      ),
      ("invocations", ReportJSON.array([ReportJSON.object(invocation)])),
      ("results", ReportJSON.array(results)),
    ])
    let log = ReportJSON.object([
      ("$schema", ReportJSON.string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", ReportJSON.string("2.1.0")),
      ("runs", ReportJSON.array([run])),
    ])
    return JSONWriter.write(log.value)
  }

  private func rule(id: String, title: String, summary: String, level: String = "error")
    -> JSONNode
  {
    ReportJSON.object([
      ("id", ReportJSON.string(id)),
      ("name", ReportJSON.string(id.split(separator: "-").map { $0.capitalized }.joined())),
      ("shortDescription", ReportJSON.object([("text", ReportJSON.string(title))])),
      ("fullDescription", ReportJSON.object([("text", ReportJSON.string(summary))])),
      ("defaultConfiguration", ReportJSON.object([("level", ReportJSON.string(level))])),
    ])
  }
}
