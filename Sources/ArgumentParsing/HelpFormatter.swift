/// Writes `--help` text for a command: usage, description, arguments, options, examples and
/// the documentation page.
public enum HelpFormatter {
  public static func help(for spec: CommandSpec, tool: String) -> String {
    var out = "OVERVIEW: \(spec.abstract)\n\n"
    out += "USAGE: \(usage(for: spec, tool: tool))\n"
    if !spec.discussion.isEmpty {
      out += "\n" + spec.discussion + "\n"
    }
    let rows =
      spec.positionals.map { ($0.synopsis, $0.help) }
    if !rows.isEmpty {
      out += "\nARGUMENTS:\n" + table(rows)
    }
    var optionRows = spec.options.map { option -> (String, String) in
      var help = option.help
      if let choices = option.choices { help += " (\(choices.joined(separator: "|")))" }
      if let defaultValue = option.defaultValue { help += " [default: \(defaultValue)]" }
      return (option.synopsis, help)
    }
    optionRows.append(("-h, --help", "Show this help."))
    out += "\nOPTIONS:\n" + table(optionRows)
    if !spec.examples.isEmpty {
      out += "\nEXAMPLES:\n"
      for example in spec.examples {
        out += "  # \(example.explanation)\n  \(tool) \(example.command)\n\n"
      }
      out.removeLast()
    }
    if !spec.documentation.isEmpty {
      // The help is the summary; the page, which a copy of the binary does not carry, the rest.
      out += "\nSee \(spec.documentation) in the \(tool) repository.\n"
    }
    return out
  }

  /// `a11y-gherkin generate [--criteria PATH...] [--out DIR]`.
  public static func usage(for spec: CommandSpec, tool: String) -> String {
    var parts = [tool] + spec.path
    parts += spec.options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    parts += spec.positionals.map(\.synopsis)
    return parts.joined(separator: " ")
  }

  /// Two aligned columns, as help lists options and commands.
  public static func table(_ rows: [(String, String)]) -> String {
    let width = min(28, rows.map(\.0.count).max() ?? 0)
    var out = ""
    for (left, right) in rows {
      if left.count > width {
        out += "  \(left)\n" + String(repeating: " ", count: width + 4) + right + "\n"
      } else {
        out += "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
      }
    }
    return out
  }
}
