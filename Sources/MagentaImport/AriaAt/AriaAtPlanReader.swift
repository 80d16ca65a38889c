import Diagnostics

/// Lists the requirements of an ARIA-AT test plan: every assertion of every test, named by
/// ``A11yCriteria/TraceLocator``'s ARIA-AT spelling, with its priority, so that a component's
/// trace of the plan can be checked against it.
///
/// Two formats exist. In the current one, `tests.csv` lists each test's assertion ids in an
/// `assertions` column, and `assertions.csv` gives each id its statement and priority; a test
/// may give an assertion another priority (`2:nameLettuce`), and priority 0 leaves it out of
/// that test. In the older one, a test's assertions are the statements of its `assertion1`,
/// `assertion2`... columns, priority 1 unless the statement starts with another (`2:` or `2|`).
public struct AriaAtPlanReader: Sendable {
  public init() {}

  /// The requirements of the plan whose `tests.csv` holds `tests` and whose `assertions.csv`
  /// holds `assertions` (nil for a plan of the older format), in the tests' order; `path`
  /// names `tests.csv` in errors.
  public func requirements(tests: String, assertions: String?, path: String)
    throws(DiagnosticsError) -> [SourceRequirement]
  {
    guard let table = CSVTable(text: tests), table.columns.contains("testId") else {
      throw DiagnosticsError([Diagnostic(path: path, message: "not an ARIA-AT tests.csv")])
    }
    guard let assertions else { return olderFormat(table) }
    guard let statements = CSVTable(text: assertions),
      statements.columns.contains("assertionId"), table.columns.contains("assertions")
    else {
      throw DiagnosticsError([
        Diagnostic(path: path, message: "not an ARIA-AT plan with an assertions.csv")
      ])
    }
    var known: [String: (statement: String, priority: Int)] = [:]
    for row in statements.rows {
      known[row["assertionId"]] = (row["assertionStatement"], Int(row["priority"]) ?? 1)
    }
    var requirements: [SourceRequirement] = []
    for row in table.rows {
      for token in row["assertions"].split(separator: " ") {
        let (priority, id) = Self.ranked(String(token))
        guard let assertion = known[id] else {
          throw DiagnosticsError([
            Diagnostic(
              path: path, location: SourceLocation(line: row.line, column: 1),
              message: "test '\(row["testId"])' names assertion '\(id)', which assertions.csv lacks"
            )
          ])
        }
        let rank = priority ?? assertion.priority
        guard rank > 0 else { continue }
        requirements.append(
          SourceRequirement(
            locator: row["testId"] + "/" + id, text: assertion.statement, line: row.line,
            priority: rank))
      }
    }
    return requirements
  }

  private func olderFormat(_ table: CSVTable) -> [SourceRequirement] {
    let columns = table.columns.filter { $0.hasPrefix("assertion") }
    return table.rows.flatMap { row in
      columns.compactMap { column -> SourceRequirement? in
        let text = row[column]
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        let (priority, statement) = Self.ranked(text)
        let rank = priority ?? 1
        guard rank > 0 else { return nil }
        return SourceRequirement(
          locator: row["testId"] + "/" + column, text: statement, line: row.line, priority: rank)
      }
    }
  }

  /// A priority written before an assertion (`2:`, `2|`), and the rest.
  static func ranked(_ text: String) -> (priority: Int?, rest: String) {
    guard let first = text.first, let digit = first.wholeNumberValue, first.isASCII,
      text.dropFirst().first == ":" || text.dropFirst().first == "|"
    else { return (nil, text) }
    return (digit, String(text.dropFirst(2)))
  }
}
