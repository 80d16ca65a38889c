import Diagnostics

/// GitHub Actions workflow commands: each drift item becomes an error annotation on its file
/// and line in the pull request, with paths relative to the repository root (the runner's
/// checkout), where annotations attach. With `--diff`, a file's unified diff ends the message
/// of its first annotation.
struct GitHubReport {
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    var out = annotations(result.warnings + result.stepFindings)
    var diffed: Set<String> = []
    for item in result.items {
      var properties = "file=\(Self.property(paths.fromBase(file: item.file)))"
      if let line = item.line { properties += ",line=\(line)" }
      let title = "a11y-gherkin: \(item.kind.title)" + (item.criterion.map { " (\($0))" } ?? "")
      properties += ",title=\(Self.property(title))"
      var message = ([item.message] + item.details + ["to regenerate: \(result.fixCommand)"])
        .joined(separator: "\n")
      if diffed.insert(item.file).inserted,
        let diff = result.diffs.first(where: { $0.file == item.file })
      {
        message += "\n\n" + diff.unified(displayPath: paths.fromBase(file: diff.file))
      }
      out += "::error \(properties)::\(Self.data(message))\n"
    }
    out += CountWording.summary(result) + "\n"
    if let steps = CountWording.stepFindings(result.stepFindings) { out += steps + "\n" }
    return out
  }

  /// Invalid input: one annotation per diagnostic, on its file, line and column when it has
  /// them, then a line saying the check could not run.
  func render(invalid diagnostics: [Diagnostic]) -> String {
    annotations(diagnostics) + CountWording.invalid(diagnostics) + "\n"
  }

  /// One annotation per diagnostic (`::error` or `::warning`), on its file, line and column
  /// when it has them.
  private func annotations(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for diagnostic in diagnostics {
      var properties: [String] = []
      if !diagnostic.path.isEmpty {
        properties.append("file=\(Self.property(paths.fromBase(path: diagnostic.path)))")
      }
      if let location = diagnostic.location {
        properties.append("line=\(location.line)")
        properties.append("col=\(location.column)")
      }
      let title =
        diagnostic.rule.map(Self.title(ofRule:))
        ?? (diagnostic.severity == .error ? "invalid input" : "input warning")
      properties.append("title=\(Self.property("a11y-gherkin: " + title))")
      let command = diagnostic.severity == .error ? "error" : diagnostic.severity.rawValue
      out +=
        "::\(command) \(properties.joined(separator: ","))::\(Self.data(diagnostic.message))\n"
    }
    return out
  }

  /// `step outside the vocabulary` for `step-outside-vocabulary`.
  static func title(ofRule rule: String) -> String {
    CommittedStepAudit.rules.first { $0.id == rule }?.title
      ?? rule.replacingOccurrences(of: "-", with: " ")
  }

  /// The escaping GitHub's runner undoes in a command's message.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// The escaping in a command's properties, where `:` and `,` separate.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
