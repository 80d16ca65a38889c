/// JUnit XML, which CI systems show as test results: one test suite per generated file, one
/// test case per criterion that applies (plus one for the file as a whole), failures for drift.
struct JUnitReport {
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    let byFile = Dictionary(grouping: result.items, by: \.file)
    var suites = ""
    var totalTests = 0
    var totalFailures = 0
    let files = result.filesChecked + result.items.filter { $0.kind == .orphanedFile }.map(\.file)
    for file in files {
      let items = byFile[file] ?? []
      // A case per criterion the file covers, and one for what concerns the whole file.
      var cases: [(name: String, failures: [DriftItem])] = [
        ("file", items.filter { $0.criterion == nil })
      ]
      var criteria: [String] = []
      for item in items {
        if let criterion = item.criterion, !criteria.contains(criterion) {
          criteria.append(criterion)
        }
      }
      for criterion in result.criteriaByFile[file] ?? [] where !criteria.contains(criterion) {
        criteria.append(criterion)
      }
      for criterion in criteria.sorted() {
        cases.append((criterion, items.filter { $0.criterion == criterion }))
      }
      let failures = cases.filter { !$0.failures.isEmpty }.count
      totalTests += cases.count
      totalFailures += failures
      let name = XMLText.escape(paths.display(file))
      suites +=
        "  <testsuite name=\"\(name)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
      for testCase in cases {
        let caseName = XMLText.escape(testCase.name)
        if testCase.failures.isEmpty {
          suites += "    <testcase classname=\"\(name)\" name=\"\(caseName)\"/>\n"
          continue
        }
        suites += "    <testcase classname=\"\(name)\" name=\"\(caseName)\">\n"
        for item in testCase.failures {
          let place =
            "\(paths.display(item.file))\(item.line.map { ":\($0)" } ?? ""): \(item.message)"
          let details = ([place] + item.details + ["to regenerate: \(result.fixCommand)"]).joined(
            separator: "\n")
          suites +=
            "      <failure type=\"\(item.kind.rawValue)\" message=\"\(XMLText.escape(item.kind.title + ": " + item.message))\">"
          suites += XMLText.escape(details) + "</failure>\n"
        }
        suites += "    </testcase>\n"
      }
      suites += "  </testsuite>\n"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="a11y-gherkin check" tests="\(totalTests)" failures="\(totalFailures)" errors="0">
      \(suites)</testsuites>

      """
  }
}
