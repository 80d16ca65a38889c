import Diagnostics

/// JUnit XML, which CI systems show as test results.
///
/// One test suite per generated feature file and its checklist, with a test case for each file
/// as a whole and one per criterion that applies. A criterion passes only when its scenario and
/// its checklist item are both in sync: a missing file fails every criterion it should hold.
/// An orphaned file is a suite of its own. Invalid input is a suite with an `error` element per
/// diagnostic. With `--diff`, each suite's `system-out` holds the unified diffs of its files.
struct JUnitReport {
  let paths: ReportPaths

  private struct TestCase {
    var name: String
    var failures: [(type: String, message: String, text: String)] = []
  }

  func render(_ result: CheckResult) -> String {
    let byFile = Dictionary(grouping: result.items, by: \.file)
    var suites: [(name: String, cases: [TestCase], output: String, warnings: String)] = []
    var seen: Set<String> = []
    for file in result.filesChecked where !seen.contains(file) {
      seen.insert(file)
      guard let criteria = result.criteriaByFile[file], file.hasSuffix(".feature") else {
        if result.criteriaByFile[file] == nil {
          var testCase = TestCase(name: "file")
          testCase.failures = (byFile[file] ?? []).map { failure($0, result) }
          suites.append((paths.display(file), [testCase], diffs([file], result), ""))
        }
        continue
      }
      let checklist = String(file.dropLast(".feature".count)) + ".md"
      seen.insert(checklist)
      let featureItems = byFile[file] ?? []
      let checklistItems = byFile[checklist] ?? []
      var fileCase = TestCase(name: "feature file")
      fileCase.failures = featureItems.filter { $0.criterion == nil }.map { failure($0, result) }
      var checklistCase = TestCase(name: "checklist")
      checklistCase.failures = checklistItems.filter { $0.criterion == nil }.map {
        failure($0, result)
      }
      // A missing file leaves every criterion it should hold untested.
      let missing = (featureItems + checklistItems).filter { $0.kind == .missingFile }
      var names = criteria
      for item in featureItems + checklistItems {
        if let criterion = item.criterion, !names.contains(criterion) { names.append(criterion) }
      }
      var cases = [fileCase, checklistCase]
      for criterion in names.sorted() {
        var testCase = TestCase(name: criterion)
        testCase.failures =
          (featureItems + checklistItems).filter { $0.criterion == criterion }.map {
            failure($0, result)
          } + missing.map { failure($0, result) }
        cases.append(testCase)
      }
      suites.append(
        (
          paths.display(String(file.dropLast(".feature".count))), cases,
          diffs([file, checklist], result), stepWarnings(file, result)
        ))
    }
    var body = ""
    var tests = 0
    var failures = 0
    for suite in suites {
      let failed = suite.cases.filter { !$0.failures.isEmpty }.count
      tests += suite.cases.count
      failures += failed
      let name = XMLText.escape(suite.name)
      body +=
        "  <testsuite name=\"\(name)\" tests=\"\(suite.cases.count)\" failures=\"\(failed)\" errors=\"0\">\n"
      for testCase in suite.cases {
        let caseName = XMLText.escape(testCase.name)
        guard !testCase.failures.isEmpty else {
          body += "    <testcase classname=\"\(name)\" name=\"\(caseName)\"/>\n"
          continue
        }
        body += "    <testcase classname=\"\(name)\" name=\"\(caseName)\">\n"
        for failure in testCase.failures {
          body +=
            "      <failure type=\"\(XMLText.escape(failure.type))\" message=\"\(XMLText.escape(failure.message))\">"
            + XMLText.escape(failure.text) + "</failure>\n"
        }
        body += "    </testcase>\n"
      }
      if !suite.output.isEmpty {
        body += "    <system-out>\(XMLText.escape(suite.output))</system-out>\n"
      }
      if !suite.warnings.isEmpty {
        body += "    <system-err>\(XMLText.escape(suite.warnings))</system-err>\n"
      }
      body += "  </testsuite>\n"
    }
    return document(tests: tests, failures: failures, errors: 0, body: body)
  }

  /// Invalid input: one test case per file with problems (and one for problems of no file),
  /// with an `error` element for each diagnostic.
  func render(invalid diagnostics: [Diagnostic]) -> String {
    var files: [String] = []
    for diagnostic in diagnostics where !files.contains(diagnostic.path) {
      files.append(diagnostic.path)
    }
    let suite = XMLText.escape("a11y-gherkin check")
    var body =
      "  <testsuite name=\"\(suite)\" tests=\"\(files.count)\" failures=\"0\" errors=\"\(files.count)\">\n"
    let renderer = DiagnosticRenderer(colored: false)
    for file in files {
      let name = XMLText.escape(file.isEmpty ? "input" : file)
      body += "    <testcase classname=\"\(suite)\" name=\"\(name)\">\n"
      for diagnostic in diagnostics where diagnostic.path == file {
        body +=
          "      <error type=\"\(XMLText.escape(diagnostic.rule ?? "invalid-input"))\" message=\"\(XMLText.escape(diagnostic.severity.rawValue + ": " + diagnostic.message))\">"
          + XMLText.escape(renderer.render(diagnostic)) + "</error>\n"
      }
      body += "    </testcase>\n"
    }
    body += "  </testsuite>\n"
    return document(tests: files.count, failures: 0, errors: files.count, body: body)
  }

  private func failure(_ item: DriftItem, _ result: CheckResult) -> (
    type: String, message: String, text: String
  ) {
    let place = "\(paths.display(item.file))\(item.line.map { ":\($0)" } ?? ""): \(item.message)"
    let text = ([place] + item.details + ["to regenerate: \(result.fixCommand)"]).joined(
      separator: "\n")
    return (item.kind.rawValue, item.kind.title + ": " + item.message, text)
  }

  /// The steps of a feature file outside the step vocabulary, as warnings: JUnit has no
  /// element for a warning, so they go to the suite's `system-err`.
  private func stepWarnings(_ file: String, _ result: CheckResult) -> String {
    let display = paths.display(file)
    let renderer = DiagnosticRenderer(colored: false)
    return result.stepFindings.filter { $0.path == display || $0.path.hasSuffix("/" + file) }
      .map { renderer.render($0) }.joined(separator: "\n")
  }

  private func diffs(_ files: [String], _ result: CheckResult) -> String {
    result.diffs.filter { files.contains($0.file) }.map {
      $0.unified(displayPath: paths.display($0.file))
    }.joined(separator: "\n")
  }

  private func document(tests: Int, failures: Int, errors: Int, body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites name="a11y-gherkin check" tests="\(tests)" failures="\(failures)" errors="\(errors)">
    \(body)</testsuites>

    """
  }
}
