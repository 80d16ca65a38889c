import Diagnostics

/// Parses a command's arguments against its ``CommandSpec``.
///
/// Accepts `--name value`, `--name=value`, flags, repeated options, and `--` to end options.
/// Unknown options get a "did you mean" hint; values are checked against `choices`.
public enum ArgumentParser {
  public static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        parsed.helpRequested = true
        continue
      }
      var name = String(argument.drop(while: { $0 == "-" }))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard argument.hasPrefix("--"), let option = spec.option(named: name) else {
        let candidates = spec.options.map { "--\($0.name)" } + ["--help"]
        throw UsageError(
          "unknown option '\(argument.split(separator: "=").first.map(String.init) ?? argument)'"
            + Suggestions.hint(for: "--" + name, in: candidates),
          command: spec.name)
      }
      switch option.kind {
      case .flag:
        if inlineValue != nil {
          throw UsageError("option '--\(name)' takes no value", command: spec.name)
        }
        parsed.flags.insert(name)
      case .value, .repeatable:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError(
            "option '--\(name)' needs a value (\(option.valueName))", command: spec.name)
        }
        if let choices = option.choices, !choices.contains(value) {
          throw UsageError(
            "invalid value '\(value)' for '--\(name)'; expected one of: \(choices.joined(separator: ", "))"
              + Suggestions.hint(for: value, in: choices),
            command: spec.name)
        }
        if let check = option.check, let problem = check(value) {
          throw UsageError(problem, command: spec.name)
        }
        if option.kind == .value, parsed.values[name] != nil {
          throw UsageError("option '--\(name)' may be given only once", command: spec.name)
        }
        parsed.values[name, default: []].append(value)
      }
    }
    if !parsed.helpRequested {
      for option in spec.options where option.isRequired && parsed.values[option.name] == nil {
        throw UsageError("missing \(option.synopsis)", command: spec.name)
      }
      try checkPositionals(parsed.positionals, for: spec)
    }
    return parsed
  }

  private static func checkPositionals(_ positionals: [String], for spec: CommandSpec)
    throws(UsageError)
  {
    let required = spec.positionals.filter { !$0.optional }
    if positionals.count < required.count {
      let missing = required[positionals.count...].map(\.synopsis).joined(separator: " ")
      throw UsageError("missing \(missing)", command: spec.name)
    }
    let unlimited = spec.positionals.contains { $0.repeatable }
    if !unlimited, positionals.count > spec.positionals.count {
      let extra = positionals[spec.positionals.count]
      var hint = extra.hasPrefix("-") ? "" : " (options start with --)"
      // `check features`: a directory where the command reads one with --out.
      if spec.positionals.isEmpty, !extra.hasPrefix("-"), spec.option(named: "out") != nil {
        hint = "; to name the output directory, use --out \(extra)"
      }
      throw UsageError(
        "unexpected argument '\(extra)'\(spec.positionals.isEmpty ? hint : "")", command: spec.name)
    }
  }
}
