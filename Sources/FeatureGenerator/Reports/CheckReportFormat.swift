import Diagnostics

/// The formats `check` reports in.
public enum CheckReportFormat: String, CaseIterable, Sendable {
  /// For people: one block per drift item, then the command that fixes it.
  case text
  /// A stable, documented schema (version 2) for scripts.
  case json
  /// JUnit XML: one test suite per generated feature and its checklist, one test case per
  /// criterion, failures for drift, errors for invalid input.
  case junit
  /// SARIF 2.1.0: one rule per drift kind, with physical locations, for code scanning.
  case sarif
  /// GitHub Actions workflow commands: annotations on the pull request.
  case github

  /// The report for a result.
  public func render(_ result: CheckResult, paths: ReportPaths) -> String {
    switch self {
    case .text: TextReport(paths: paths).render(result)
    case .json: JSONReport(paths: paths).render(result)
    case .junit: JUnitReport(paths: paths).render(result)
    case .sarif: SARIFReport(paths: paths).render(result)
    case .github: GitHubReport(paths: paths).render(result)
    }
  }

  /// The report when the check could not run: criteria, templates or a committed file are
  /// invalid (exit 2). Text leaves the diagnostics to the error stream and prints nothing.
  public func render(invalid diagnostics: [Diagnostic], paths: ReportPaths) -> String {
    switch self {
    case .text: ""
    case .json: JSONReport(paths: paths).render(invalid: diagnostics)
    case .junit: JUnitReport(paths: paths).render(invalid: diagnostics)
    case .sarif: SARIFReport(paths: paths).render(invalid: diagnostics)
    case .github: GitHubReport(paths: paths).render(invalid: diagnostics)
    }
  }

  /// Whether the format can carry `--diff`'s unified diffs.
  public var carriesDiffs: Bool { true }
}
