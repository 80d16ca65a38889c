/// The formats `check` reports in.
public enum CheckReportFormat: String, CaseIterable, Sendable {
  /// For people: one block per drift item, then the command that fixes it.
  case text
  /// A stable, documented schema (version 1) for scripts.
  case json
  /// JUnit XML: one test case per file and criterion, failures for drift.
  case junit
  /// SARIF 2.1.0: one rule per drift kind, with physical locations, for code scanning.
  case sarif
  /// GitHub Actions workflow commands: annotations on the pull request.
  case github

  /// The report for a result; `outDirectory` prefixes file paths as the user named them.
  public func render(_ result: CheckResult, outDirectory: String) -> String {
    let paths = ReportPaths(outDirectory: outDirectory)
    switch self {
    case .text: return TextReport(paths: paths).render(result)
    case .json: return JSONReport(paths: paths).render(result)
    case .junit: return JUnitReport(paths: paths).render(result)
    case .sarif: return SARIFReport(paths: paths).render(result)
    case .github: return GitHubReport(paths: paths).render(result)
    }
  }
}

/// File paths as reports show them: under the output directory as the user named it.
struct ReportPaths {
  let outDirectory: String

  func display(_ file: String) -> String {
    if outDirectory.isEmpty || outDirectory == "." { return file }
    return outDirectory.hasSuffix("/") ? outDirectory + file : outDirectory + "/" + file
  }
}
