/// GitHub Actions workflow commands: each drift item becomes an error annotation on its file
/// and line in the pull request.
struct GitHubReport {
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    var out = ""
    for item in result.items {
      var properties = "file=\(Self.property(paths.display(item.file)))"
      if let line = item.line { properties += ",line=\(line)" }
      let title = "a11y-gherkin: \(item.kind.title)" + (item.criterion.map { " (\($0))" } ?? "")
      properties += ",title=\(Self.property(title))"
      let message = ([item.message] + item.details + ["to regenerate: \(result.fixCommand)"])
        .joined(separator: "\n")
      out += "::error \(properties)::\(Self.data(message))\n"
    }
    if result.inSync {
      out += "in sync: \(result.filesChecked.count) generated files match the criteria\n"
    } else {
      out += "\(result.items.count) drift items; to regenerate: \(result.fixCommand)\n"
    }
    return out
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
